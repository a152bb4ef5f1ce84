import { AfterPiece } from '@/components/after-piece';
import { briefs } from '@/lib/briefs/briefs';

export const dynamicParams = false;

export function generateStaticParams() {
  return briefs.map((brief) => ({ slug: brief.id }));
}

/** After a brief: the letter's signup, read next, share. */
export default async function AfterBrief({ params }: PageProps<'/research/[slug]'>) {
  return <AfterPiece kind="brief" slug={(await params).slug} noun="brief" signup />;
}
