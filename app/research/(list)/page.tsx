import { BriefList, briefListMetadata } from './brief-list';

export const metadata = briefListMetadata({});

export default function ResearchPage() {
  return <BriefList />;
}
