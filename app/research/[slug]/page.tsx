import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { Link } from '@/components/link';
import { AdjacentPager } from '@/components/adjacent-pager';
import { BriefSection } from '@/components/brief-section';
import { DateLabel } from '@/components/date-label';
import { JsonLd } from '@/components/json-ld';
import { readingColumnClass, readingPageClass } from '@/components/reading-page';
import { ResearchRequest } from '@/components/research-request';
import { briefs } from '@/content/briefs';
import { profile } from '@/content/site';
import { assertValidBrief } from '@/lib/brief-validation';
import { adjacentBriefs, briefById, briefPath } from '@/lib/briefs';
import { reportJsonLd } from '@/lib/json-ld';
import { buildMetadata } from '@/lib/seo';
import { briefFileSize } from '../brief-file-size';
import { searchIgnored, searchIndexed } from '@/lib/search';
import { TagList } from '@/components/tag-list';

export const dynamicParams = false;

export function generateStaticParams() {
  // The PDF build checks the same rules first; this keeps `next build` honest when run on its own.
  briefs.forEach(assertValidBrief);
  return briefs.map((brief) => ({ slug: brief.id }));
}

export async function generateMetadata({ params }: PageProps<'/research/[slug]'>): Promise<Metadata> {
  const brief = briefById(briefs, (await params).slug);
  if (!brief) return {};
  return buildMetadata({
    path: briefPath(brief),
    title: brief.title,
    description: brief.summary,
    imageAlt: brief.title,
    type: 'article',
    publishedTime: brief.publishedDate,
  });
}

export default async function BriefPage({ params }: PageProps<'/research/[slug]'>) {
  const { slug } = await params;
  const brief = briefById(briefs, slug);
  if (!brief) notFound();
  const { previous, next } = adjacentBriefs(briefs, slug);
  const pdfName = brief.pdfFile.split('/').at(-1);
  const firstFigure = (index: number) =>
    1 + brief.sections.slice(0, index).reduce((count, section) => count + (section.figures?.length ?? 0), 0);

  return (
    <>
      <article className={readingPageClass} {...searchIndexed('Research brief', brief.publishedDate)}>
        <JsonLd data={reportJsonLd(brief)} />
        <Link
          href="/research"
          {...searchIgnored}
          className="inline-flex min-h-11 items-center font-semibold text-plum-700 underline-offset-4 hover:underline"
        >
          ← Back to all briefs
        </Link>
        <header className={readingColumnClass}>
          <p className="text-eyebrow font-semibold uppercase text-coral-700">Research brief</p>
          <h1 className="mt-2 text-title font-semibold text-ink">{brief.title}</h1>
          <p className="mt-4 text-lg leading-8 text-muted">{brief.summary}</p>
          <p className="mt-4 flex flex-wrap items-center gap-x-2 text-sm text-muted">
            <DateLabel date={brief.publishedDate} />
            <span aria-hidden="true">·</span>
            <span>By {profile.name}</span>
            {brief.contributors?.length ? (
              <>
                <span aria-hidden="true">·</span>
                <span>With research by {brief.contributors.join(', ')}</span>
              </>
            ) : null}
          </p>
          <TagList tags={brief.tags} className="mt-4" />
          <a
            href={brief.pdfFile}
            download={pdfName}
            className="mt-6 inline-flex min-h-11 items-center rounded-full bg-plum-700 px-6 py-3 font-semibold text-white hover:bg-plum-800"
          >
            Download PDF&nbsp;<span className="font-normal">{`(${await briefFileSize(brief)})`}</span>
          </a>
        </header>

        <nav
          aria-label="In this brief"
          {...searchIgnored}
          className="mt-10 max-w-prose rounded-2xl bg-sand p-5"
        >
          <h2 className="text-sm font-semibold uppercase tracking-wide text-muted">In this brief</h2>
          <ol className="mt-3 list-decimal space-y-1 pl-5 text-plum-700">
            {brief.sections.map((section, index) => (
              <li key={section.heading}>
                <a href={`#section-${index + 1}`} className="underline-offset-4 hover:underline">
                  {section.heading}
                </a>
              </li>
            ))}
          </ol>
        </nav>

        {brief.sections.map((section, index) => (
          <BriefSection
            key={section.heading}
            section={section}
            id={`section-${index + 1}`}
            firstFigureNumber={firstFigure(index)}
          />
        ))}

        <AdjacentPager
          label="More briefs"
          noun="brief"
          previous={previous && { href: briefPath(previous), title: previous.title }}
          next={next && { href: briefPath(next), title: next.title }}
        />
      </article>
      <ResearchRequest />
    </>
  );
}
