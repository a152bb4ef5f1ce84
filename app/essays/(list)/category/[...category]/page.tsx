// A category’s essays: `/essays/category/<slug>/`, and its later pages at `…/page/<n>/`.
import { list } from '../../essay-list';
export { EssayListPage as default, generateMetadata } from '../../essay-list';

export const dynamicParams = false;
export const generateStaticParams = list.filterParams;
