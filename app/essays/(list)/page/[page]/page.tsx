import type { Metadata } from 'next';
import { EssayList, essayListMetadata, list } from '../../essay-list';

export const dynamicParams = false;
export const generateStaticParams = list.pageParams;

export async function generateMetadata({ params }: PageProps<'/essays/page/[page]'>): Promise<Metadata> {
  return essayListMetadata(await params);
}

export default async function EssayListPage({ params }: PageProps<'/essays/page/[page]'>) {
  return <EssayList params={await params} />;
}
