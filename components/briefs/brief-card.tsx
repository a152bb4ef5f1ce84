import { TitleLink } from '@/components/posts/title-link';
import type { ResearchBrief } from '@/lib/briefs/research-brief';
import { DateLabel } from '@/components/page/date-label';
import { briefPath } from '@/lib/briefs/brief-kind';
import { TagList } from '@/components/briefs/tag-list';

interface BriefCardProps {
  brief: ResearchBrief;
  /** The PDF's size as shown to the visitor, e.g. `7 KB`. */
  fileSize: string;
}

export function BriefCard({ brief, fileSize }: BriefCardProps) {
  return (
    <article className="flex h-full flex-col rounded-2xl border border-line bg-white p-6 shadow-sm">
      <DateLabel date={brief.publishedDate} className="text-sm text-muted" />
      <h2 className="mt-2 text-xl font-semibold leading-snug text-ink">
        <TitleLink href={briefPath(brief)}>{brief.title}</TitleLink>
      </h2>
      <p className="mt-3 leading-7 text-muted">{brief.summary}</p>
      <TagList tags={brief.tags} className="mb-6 mt-4" />
      <a
        href={brief.pdfFile}
        target="_blank"
        rel="noopener noreferrer"
        className="mt-auto inline-block min-h-11 self-start rounded-full bg-plum-700 px-5 py-2.5 font-semibold text-white hover:bg-plum-800"
      >
        Download PDF <span className="font-normal">{`(${fileSize})`}</span>
        <span className="sr-only"> of {brief.title}, opens in a new tab</span>
      </a>
    </article>
  );
}
