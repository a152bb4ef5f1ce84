// The essays as loaded (`npm run content`), and what the site shows of them.
import { type Essay, essayList, essayPath } from '@/lib/essays/essay-kind';
import files from '@/.content/posts/essay.json';
import { shownKind } from '@/lib/posts/shown-kind';

export const essays: readonly Essay[] = files;

/** What the site shows of the essays (`shownKind`). */
export const essayShown = (posts: readonly Essay[]) =>
  shownKind({
    kind: 'essay',
    posts,
    path: essayPath,
    list: essayList(posts),
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
