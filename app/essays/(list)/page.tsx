import { EssayList, essayListMetadata } from './essay-list';

export const metadata = essayListMetadata({});

export default function EssaysPage() {
  return <EssayList />;
}
