import { EssayList, metadataFor } from './essay-list';

export const metadata = metadataFor();

export default function EssaysPage() {
  return <EssayList />;
}
