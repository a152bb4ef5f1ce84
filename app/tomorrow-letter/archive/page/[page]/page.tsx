import type { Metadata } from 'next';
import { archiveMetadata, LetterArchive, list } from '../../archive-list';

export const dynamicParams = false;
export const generateStaticParams = list.pageParams;

type Props = PageProps<'/tomorrow-letter/archive/page/[page]'>;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return archiveMetadata(await params);
}

export default async function LetterArchiveListPage({ params }: Props) {
  return <LetterArchive params={await params} />;
}
