// A tag’s briefs: `/research/tag/<slug>/`, and its later pages at `…/page/<n>/`.
import { list } from '../../brief-list';
export { BriefListPage as default, generateMetadata } from '../../brief-list';

export const dynamicParams = false;
export const generateStaticParams = list.filterParams;
