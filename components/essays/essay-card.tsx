import { Link } from '@/components/site/link';
import { TitleLink } from '@/components/posts/title-link';
import { type Essay, essayPath } from '@/lib/essays/essay-kind';
import { CategoryPills } from '@/components/essays/category-pills';
import { EssayMeta } from '@/components/essays/essay-meta';
import { SiteImage } from '@/components/site/site-image';
import type { ImageSlotName } from '@/lib/images/image-slots';

interface EssayCardProps {
  essay: Essay;
  /** Heading level of the title, so it nests under the section around the card. */
  headingLevel?: 'h2' | 'h3';
  /** Adds a "Read more" link, as on Home's Latest Essay card. */
  readMoreHref?: string;
  /** For the first card above the fold, whose image is likely the largest paint. */
  priorityImage?: boolean;
  /** For a card before the list's first-screen marker: its illustration's text, to draw (SiteImage). */
  drawing?: string;
  /** How wide the card is where it is shown: a list's column, or Home's wider card. */
  imageSlot?: Extract<ImageSlotName, 'essayCard' | 'latestEssayCard'>;
}

export function EssayCard({
  essay,
  headingLevel: Heading = 'h2',
  readMoreHref,
  priorityImage = false,
  drawing,
  imageSlot = 'essayCard',
}: EssayCardProps) {
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-2xl border border-line bg-white shadow-sm">
      <SiteImage
        image={essay.featureImage}
        slot={imageSlot}
        priority={priorityImage}
        drawing={drawing}
        className="aspect-video h-auto w-full object-cover"
      />
      <div className="flex flex-1 flex-col gap-3 p-6">
        <CategoryPills categories={essay.category} />
        <Heading className="text-xl font-semibold text-ink">
          <TitleLink href={essayPath(essay)}>{essay.title}</TitleLink>
        </Heading>
        <p className="leading-7 text-muted">{essay.summary}</p>
        <EssayMeta essay={essay} className="mt-auto pt-2" />
        {readMoreHref ? (
          <Link
            href={readMoreHref}
            className="inline-flex min-h-11 items-center self-start font-semibold text-plum-700 underline underline-offset-4 hover:text-plum-800"
          >
            Read more
            {/* Search engines and screen readers get where the link leads, not just "Read more". */}
            <span className="sr-only"> essays</span>
          </Link>
        ) : null}
      </div>
    </article>
  );
}
