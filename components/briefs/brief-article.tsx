import type { BriefSection as Section } from '@/lib/briefs/brief-body';
import type { IsoDate } from '@/lib/time/dates';
import type { ProseBlock } from '@/lib/text/prose';
import type { ResearchBrief } from '@/lib/briefs/research-brief';
import { DateLabel } from '@/components/page/date-label';
import { PostFacts, type ShownPostField } from '@/components/posts/post-facts';
import { FirstScreenEnd } from '@/components/site/first-screen-end';
import { PostStatusLabel } from '@/components/posts/post-status';
import { readingColumnClass } from '@/components/posts/reading-page';
import { BriefSection } from '@/components/briefs/brief-section';
import { Prose } from '@/components/page/prose';
import { SectionContents } from '@/components/posts/section-contents';
import { TagList } from '@/components/briefs/tag-list';
import { firstScreenEnd, type ScreenText } from '@/lib/page/first-screen';
import { postBody } from '@/lib/posts/post-body';
import { proseRuns } from '@/lib/text/prose-text';

// Shared with the editor's preview (`BriefPreview`), so a restyle of the page restyles its preview.

/** In the editor a brief may have no date yet, nor a PDF to size. */
export type BriefHeading = Pick<
  ResearchBrief,
  'title' | 'summary' | 'tags' | 'contributors' | 'status' | ShownPostField
> & {
  publishedDate?: IsoDate;
  by: string;
  /** `size`: `44 KB`, `2.3 MB, 14 pages`. */
  download?: { href: string; size: string };
};

export function BriefHeader({ brief }: { brief: BriefHeading }) {
  const { publishedDate: date, download } = brief;
  return (
    <header className={readingColumnClass}>
      <p className="text-eyebrow font-semibold uppercase text-coral-700">Research brief</p>
      <h1 className="mt-2 text-title font-semibold text-ink">{brief.title}</h1>
      <p className="mt-4 text-lg leading-8 text-muted">{brief.summary}</p>
      <p className="mt-4 flex flex-wrap items-center gap-x-2 text-sm text-muted">
        {date ? <DateLabel date={date} /> : null}
        {date ? <span aria-hidden="true">·</span> : null}
        <PostFacts post={brief} dot="after" />
        <span>By {brief.by}</span>
        {brief.contributors?.length ? (
          <>
            <span aria-hidden="true">·</span>
            <span>With research by {brief.contributors.join(', ')}</span>
          </>
        ) : null}
        {date && <PostStatusLabel status={brief.status} date={date} />}
      </p>
      <TagList tags={brief.tags} className="mt-4" />
      {download ? (
        <a
          href={download.href}
          download={download.href.split('/').at(-1)}
          className="mt-6 inline-flex min-h-11 items-center rounded-full bg-plum-700 px-6 py-3 font-semibold text-white hover:bg-plum-800"
        >
          Download PDF&nbsp;<span className="font-normal">{`(${download.size})`}</span>
        </a>
      ) : null}
    </header>
  );
}

/** Counted from one, as in its PDF. */
const sectionId = (index: number) => `section-${index + 1}`;

/** In its intro (`section` -1) or a section's part; none when the text is shorter than a screen. */
function briefFirstScreen({ intro, sections }: Pick<ResearchBrief, 'intro' | 'sections'>) {
  const texts: (ScreenText & { section: number; part: number; run: number })[] = [];
  const add = (prose: readonly ProseBlock[], section: number, part: number) =>
    proseRuns(prose).forEach((text, run) => texts.push({ text, markable: true, section, part, run }));
  add(intro, -1, -1);
  for (const [section, { heading, parts }] of sections.entries()) {
    texts.push({ text: heading, markable: false, section, part: -1, run: -1 });
    parts.forEach((shown, part) => 'prose' in shown && add(shown.prose, section, part));
  }
  const end = firstScreenEnd(texts);
  if (!end) return undefined;
  const { section, part, run } = texts[end.index];
  return { section, part, at: { run, at: end.at } };
}

/** Figures are numbered across the brief, as in its PDF. */
export function BriefBody({
  brief,
  firstScreen = false,
}: {
  brief: Pick<ResearchBrief, 'intro' | 'sections'>;
  firstScreen?: boolean;
}) {
  const figuresIn = (section: Section) => section.parts.filter((part) => 'figure' in part).length;
  const firstFigures = brief.sections.map(
    (_section, index) =>
      1 + brief.sections.slice(0, index).reduce((count, before) => count + figuresIn(before), 0),
  );
  const end = firstScreen ? briefFirstScreen(brief) : undefined;
  return (
    <>
      {brief.intro.length ? (
        <div className="prose-body mt-10" {...postBody}>
          <Prose blocks={brief.intro} firstScreenAt={end?.section === -1 ? end.at : undefined} />
        </div>
      ) : null}

      {brief.sections.length ? (
        <SectionContents
          label="In this brief"
          sections={brief.sections.map((section, index) => ({
            id: sectionId(index),
            title: section.heading,
          }))}
        />
      ) : null}

      {brief.sections.map((section, index) => (
        <BriefSection
          key={section.heading}
          section={section}
          id={sectionId(index)}
          firstFigureNumber={firstFigures[index]}
          firstScreenAt={end?.section === index ? { part: end.part, at: end.at } : undefined}
        />
      ))}
      {firstScreen && !end ? <FirstScreenEnd /> : null}
    </>
  );
}
