import { BriefList, metadataFor } from './brief-list';

export const metadata = metadataFor();

export default function ResearchPage() {
  return <BriefList />;
}
