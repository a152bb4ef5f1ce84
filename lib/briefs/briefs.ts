// The briefs as loaded (`npm run content`), and what the site shows of them.
import { briefList, briefPath, briefsNewestFirst } from '@/lib/briefs/brief-kind';
import type { ResearchBrief } from '@/lib/briefs/research-brief';
import files from '@/.content/posts/brief.json';
import { shownKind } from '@/lib/posts/shown-kind';

/** Newest first; each is the single source of its page and its PDF. */
export const briefs: readonly ResearchBrief[] = briefsNewestFirst(files);

/** What the site shows of the research briefs (`shownKind`). */
export const briefShown = (posts: readonly ResearchBrief[]) =>
  shownKind({
    kind: 'brief',
    posts,
    path: briefPath,
    list: briefList(posts),
    piece: (brief) => ({
      slug: brief.slug,
      title: brief.title,
      label: 'Research brief',
      topics: brief.tags,
      readNext: brief.readNext,
    }),
    cards: {
      post: (brief) => ({
        eyebrow: `Research brief · ${brief.tags.slice(0, 3).join(' · ')}`,
        title: brief.title,
      }),
      filter: (tag) => ({ eyebrow: 'Research briefs', title: `Research briefs tagged ${tag}` }),
    },
  });
