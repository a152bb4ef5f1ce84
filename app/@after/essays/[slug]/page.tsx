import { AfterPiece } from '@/components/after-piece';
import { essays } from '@/lib/essays/essays';

export const dynamicParams = false;

export function generateStaticParams() {
  return essays.map((essay) => ({ slug: essay.slug }));
}

/** After an essay: the letter's signup, read next, share. */
export default async function AfterEssay({ params }: PageProps<'/essays/[slug]'>) {
  return <AfterPiece kind="essay" slug={(await params).slug} noun="essay" signup />;
}
