import { AfterPiece } from '@/components/posts/after-piece';
import { briefs } from '@/lib/briefs/briefs';
import { adjacentBriefs } from '@/lib/briefs/brief-routes';

export const dynamicParams = false;

export function generateStaticParams() {
  return briefs.map((brief) => ({ slug: brief.slug }));
}

/** After a brief: the letter's signup, read next, share. */
export default async function AfterBrief({ params }: PageProps<'/research/[slug]'>) {
  const { slug } = await params;
  const pager = Object.values(adjacentBriefs(briefs, slug)).map((brief) => brief && { slug: brief.slug });
  return <AfterPiece kind="brief" slug={slug} noun="brief" signup pager={pager} />;
}
