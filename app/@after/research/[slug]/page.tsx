import { briefs } from '@/lib/briefs/briefs';
import { briefRoutes } from '@/lib/briefs/brief-kind';
import { postRoute } from '@/app/post-route';
import { afterPost } from '../../after-post';

// After a brief: the letter's signup, read next, share.
const after = afterPost(postRoute(briefs, briefRoutes), { kind: 'brief', noun: 'brief', signup: true });

export const dynamicParams = false;
export const generateStaticParams = after.staticParams;
export default after.Page;
