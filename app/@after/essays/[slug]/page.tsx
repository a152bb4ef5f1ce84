import { AfterPiece } from '@/components/posts/after-piece';
import { essays } from '@/lib/essays/essays';
import { adjacentEssays } from '@/lib/essays/essay-routes';

export const dynamicParams = false;

export function generateStaticParams() {
  return essays.map((essay) => ({ slug: essay.slug }));
}

/** After an essay: the letter's signup, read next, share. */
export default async function AfterEssay({ params }: PageProps<'/essays/[slug]'>) {
  const { slug } = await params;
  const { previous, next } = adjacentEssays(essays, slug);
  return <AfterPiece kind="essay" slug={slug} noun="essay" signup pager={[previous, next]} />;
}
