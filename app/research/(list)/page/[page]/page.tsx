import { list } from '../../brief-list';
export { BriefListPage as default, generateMetadata } from '../../brief-list';

export const dynamicParams = false;
export const generateStaticParams = list.pageParams;
