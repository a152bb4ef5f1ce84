import type { Metadata } from 'next';
import { BriefList, briefListMetadata, list } from '../../brief-list';

export const dynamicParams = false;
export const generateStaticParams = list.pageParams;

export async function generateMetadata({ params }: PageProps<'/research/page/[page]'>): Promise<Metadata> {
  return briefListMetadata(await params);
}

export default async function BriefListPage({ params }: PageProps<'/research/page/[page]'>) {
  return <BriefList params={await params} />;
}
