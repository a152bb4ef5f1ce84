import { archiveMetadata, LetterArchive } from './archive-list';

export const metadata = archiveMetadata({});

export default function LetterArchivePage() {
  return <LetterArchive />;
}
