/** What the site shows of the essays (`shownKind`). */
import { essays } from '@/lib/essays/essays';
import { essayList, essayPath } from '@/lib/essays/essay-routes';
import { shownKind } from '@/lib/posts/shown-kind';

export const essayShown = () =>
  shownKind({
    kind: 'essay',
    posts: essays,
    path: essayPath,
    list: essayList(essays),
    piece: (essay) => ({
      slug: essay.slug,
      title: essay.title,
      label: 'Essay',
      topics: essay.category,
      readNext: essay.readNext,
    }),
    cards: {
      // An essay with a photo shares the photo, cropped (`planImage`), rather than a drawn card.
      post: (essay) =>
        essay.featureImage.share
          ? undefined
          : { eyebrow: `Essay · ${essay.category.join(' · ')}`, title: essay.title },
      filter: (category) => ({ eyebrow: 'Essays', title: `${category} essays` }),
    },
  });
