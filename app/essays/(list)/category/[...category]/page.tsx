import type { Metadata } from 'next';
import { EssayList, essayListMetadata, list } from '../../essay-list';

export const dynamicParams = false;
export const generateStaticParams = list.filterParams;

type Props = PageProps<'/essays/category/[...category]'>;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return essayListMetadata(await params);
}

/** A category’s essays: `/essays/category/<slug>/`, and its later pages at `…/page/<n>/`. */
export default async function EssayCategoryPage({ params }: Props) {
  return <EssayList params={await params} />;
}
