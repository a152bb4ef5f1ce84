/** What the site shows of the research briefs (`shownKind`). */
import { briefs } from '@/lib/briefs/briefs';
import { briefList, briefPath } from '@/lib/briefs/brief-routes';
import { shownKind } from '@/lib/posts/shown-kind';

export const briefShown = () =>
  shownKind({
    kind: 'brief',
    posts: briefs,
    path: briefPath,
    list: briefList(briefs),
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
