import type { Metadata } from 'next';
import { BriefList, briefListMetadata, list } from '../../brief-list';

export const dynamicParams = false;
export const generateStaticParams = list.filterParams;

type Props = PageProps<'/research/tag/[...tag]'>;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return briefListMetadata(await params);
}

/** A tag’s briefs: `/research/tag/<slug>/`, and its later pages at `…/page/<n>/`. */
export default async function BriefTagPage({ params }: Props) {
  return <BriefList params={await params} />;
}
