import { LetterArchive, metadataFor } from './archive-list';

export const metadata = metadataFor();

export default function LetterArchivePage() {
  return <LetterArchive />;
}
