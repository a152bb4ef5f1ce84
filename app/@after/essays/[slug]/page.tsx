import { essays } from '@/lib/essays/essays';
import { essayRoutes } from '@/lib/essays/essay-kind';
import { postRoute } from '@/app/post-route';
import { afterPost } from '../../after-post';

// After an essay: the letter's signup, read next, share.
const after = afterPost(postRoute(essays, essayRoutes), { kind: 'essay', noun: 'essay', signup: true });

export const dynamicParams = false;
export const generateStaticParams = after.staticParams;
export default after.Page;
