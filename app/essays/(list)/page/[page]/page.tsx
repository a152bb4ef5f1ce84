import { list } from '../../essay-list';
export { EssayListPage as default, generateMetadata } from '../../essay-list';

export const dynamicParams = false;
export const generateStaticParams = list.pageParams;
