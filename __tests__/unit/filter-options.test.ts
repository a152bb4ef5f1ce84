import { briefs } from '@/content/briefs';
import { essays } from '@/content/essays';
import { essayCategories } from '@/content/types';
import { briefsWithTag, distinctTags } from '@/lib/briefs';
import { essaysInCategory } from '@/lib/essays';
import { idsByOption } from '@/lib/filter-options';

describe('idsByOption', () => {
  it('maps each option to the ids the selector returns, in its order', () => {
    const items = [
      { id: 'a', tags: ['x'] },
      { id: 'b', tags: ['x', 'y'] },
    ];
    expect(idsByOption(['x', 'y', 'z'], (tag) => items.filter((item) => item.tags.includes(tag)))).toEqual({
      x: ['a', 'b'],
      y: ['b'],
      z: [],
    });
  });

  it('gives every essay category and brief tag the ids of the tested selectors', () => {
    const byCategory = idsByOption(essayCategories, (category) => essaysInCategory(essays, category));
    for (const category of essayCategories) {
      const expected = essays.filter((essay) => essay.category.includes(category)).map((essay) => essay.id);
      expect([...byCategory[category]].sort()).toEqual([...expected].sort());
    }
    const tags = distinctTags(briefs);
    const byTag = idsByOption(tags, (tag) => briefsWithTag(briefs, tag));
    for (const tag of tags) expect(byTag[tag].length).toBeGreaterThan(0);
  });
});
