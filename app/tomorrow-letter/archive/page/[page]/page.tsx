import { list } from '../../archive-list';
export { LetterArchivePage as default, generateMetadata } from '../../archive-list';

export const dynamicParams = false;
export const generateStaticParams = list.pageParams;
