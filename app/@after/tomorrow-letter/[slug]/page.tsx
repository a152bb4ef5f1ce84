import { AfterPiece } from '@/components/posts/after-piece';
import { letterIssues } from '@/lib/letters/letter-issues';
import { adjacentIssues } from '@/lib/letters/letter-routes';

export const dynamicParams = false;

export function generateStaticParams() {
  return letterIssues.map((issue) => ({ slug: issue.slug }));
}

/** After a letter issue, whose page already closes with the signup: read next, share. */
export default async function AfterIssue({ params }: PageProps<'/tomorrow-letter/[slug]'>) {
  const { slug } = await params;
  const { previous, next } = adjacentIssues(letterIssues, slug);
  return <AfterPiece kind="letter" slug={slug} noun="issue" signup={false} pager={[previous, next]} />;
}
