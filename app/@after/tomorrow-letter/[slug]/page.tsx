import { letterIssues } from '@/lib/letters/letter-issues';
import { letterRoutes } from '@/lib/letters/letter-kind';
import { postRoute } from '@/app/post-route';
import { afterPost } from '../../after-post';

// After a letter issue, whose page already closes with the signup: read next, share.
const after = afterPost(postRoute(letterIssues, letterRoutes), {
  kind: 'letter',
  noun: 'issue',
  signup: false,
});

export const dynamicParams = false;
export const generateStaticParams = after.staticParams;
export default after.Page;
