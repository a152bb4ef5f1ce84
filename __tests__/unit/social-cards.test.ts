// Every page a visitor may share has a share image: a drawn card (`socialCards`, which the social
// route draws) or, for an essay with a photo, the photo itself. Each kind's posts and filter pages
// come from `shownKinds`; the expected titles are read from the content the pages render.
jest.mock('server-only', () => ({}), { virtual: true });

import { briefs } from '@/lib/briefs/briefs';
import { briefList, briefPath } from '@/lib/briefs/brief-kind';
import { essays } from '@/lib/essays/essays';
import { essayList, essayPath } from '@/lib/essays/essay-kind';
import { letterIssues } from '@/lib/letters/letter-issues';
import { issuePath } from '@/lib/letters/letter-kind';
import { socialCards } from '@/lib/posts/social-cards';
import { socialCardName } from '@/lib/site/seo';
import { sitePages } from '@/lib/site/site-pages';

const cards = new Map(socialCards().map((card) => [card.name, card]));
const cardOf = (path: string) => cards.get(socialCardName(path));

describe('share cards', () => {
  it('are one per name', () => {
    expect(cards.size).toBe(socialCards().length);
  });

  it('draw every page of the site’s own, by its title', () => {
    for (const [path, page] of Object.entries(sitePages))
      expect(cardOf(path)?.title).toBe(page.socialTitle ?? page.title);
  });

  it('draw every brief and letter issue, by its title, and say what it is', () => {
    for (const brief of briefs) {
      expect(cardOf(briefPath(brief))).toMatchObject({ title: brief.title });
      expect(cardOf(briefPath(brief))?.eyebrow).toMatch(/^Research brief/);
    }
    for (const issue of letterIssues)
      expect(cardOf(issuePath(issue))).toEqual({
        name: socialCardName(issuePath(issue)),
        eyebrow: `Tomorrow Letter · Issue ${issue.number}`,
        title: issue.title,
      });
  });

  it('draw an essay without a photo, and leave an essay with one to its photo', () => {
    expect(essays.length).toBeGreaterThan(0);
    for (const essay of essays) {
      const card = cardOf(essayPath(essay));
      if (essay.featureImage.share) expect(card).toBeUndefined();
      else expect(card).toMatchObject({ title: essay.title, eyebrow: expect.stringMatching(/^Essay/) });
    }
  });

  it('draw one card for each category and tag, which its later pages share', () => {
    const categories = essayList(essays);
    for (const category of categories.filters)
      expect(cardOf(categories.filterBase(category))?.title).toBe(`${category} essays`);
    const tags = briefList(briefs);
    expect(tags.filters.length).toBeGreaterThan(0);
    for (const tag of tags.filters)
      expect(cardOf(tags.filterBase(tag))?.title).toBe(`Research briefs tagged ${tag}`);
  });
});
