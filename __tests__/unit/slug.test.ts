import { briefs } from '@/lib/briefs/briefs';
import { essayCategories } from '@/lib/essays/essay-kind';
import { imageFileName } from '@/lib/images/image-sets';
import { filterSlug } from '@/lib/posts/list-pages';
import { slugify, slugPattern } from '@/lib/posts/slug';

// The one slug function and the three ways the site uses it: a new post's slug from its title
// (scripts/new-post.ts), a filter's address from its label (lib/posts/list-pages.ts) and the name of the
// files made from an image (lib/images/image-sets.ts).
const title = (text: string) => slugify(text, { dropApostrophes: true });

describe('slugify', () => {
  it('keeps lower-case ASCII letters and digits, one hyphen for every run of anything else', () => {
    expect(slugify('  Models Learn: What We "Measure"  ')).toBe('models-learn-what-we-measure');
    expect(slugify('Who reads the alert at 2 a.m.?')).toBe('who-reads-the-alert-at-2-a-m');
    expect(slugify('--a__b--')).toBe('a-b');
    expect(slugify('?!')).toBe('');
    expect(slugPattern.test(slugify('Ça va? Über-models & “l’IA”, déjà vu!'))).toBe(true);
  });

  it('drops accents rather than the letters that carry them, in an image’s name too', () => {
    expect(imageFileName('Café Photo')).toBe('cafe-photo');
  });

  it('makes an apostrophe a gap, or drops it for a title', () => {
    expect([slugify('Women’s health'), title('Women’s health')]).toEqual(['women-s-health', 'womens-health']);
    expect(title("Don't panic")).toBe('dont-panic');
    expect(title('  Ça va? Über-models & “l’IA”, déjà vu!  ')).toBe('ca-va-uber-models-lia-deja-vu');
  });

  it('makes & a gap, or the word "and" for a filter', () => {
    expect([slugify('Tech & policy'), filterSlug('Tech & policy')]).toEqual([
      'tech-policy',
      'tech-and-policy',
    ]);
  });

  it('cuts an image’s name to 40 characters after the ends are trimmed, and names one without letters "image"', () => {
    expect(imageFileName('A very long name for a photo taken at the clinic at dawn')).toBe(
      'a-very-long-name-for-a-photo-taken-at-th',
    );
    expect(imageFileName('IMG_0042')).toBe('img-0042');
    expect(imageFileName('———')).toBe('image');
  });
});

describe('the site’s own labels and file names', () => {
  // What the three functions this one replaced gave for them: the pages' addresses and the image
  // files' names stay as they were.
  it('give the filter addresses they always had', () => {
    const labels = [...essayCategories, ...new Set(briefs.flatMap((brief) => brief.tags))];
    expect(Object.fromEntries(labels.map((label) => [label, filterSlug(label)]))).toEqual({
      Personal: 'personal',
      Thesis: 'thesis',
      'Future-Ready Kids': 'future-ready-kids',
      'Global View': 'global-view',
      'Market Map': 'market-map',
      AI: 'ai',
      'Maternal Health': 'maternal-health',
      Menopause: 'menopause',
      Fertility: 'fertility',
      Diligence: 'diligence',
      Regulation: 'regulation',
      'Clinical Trials': 'clinical-trials',
    });
  });

  it('give the image files the names they always had', () => {
    // The photos of the test build (__tests__/fixtures/test-posts.ts, editor-posts.ts).
    const names = ['waiting-room', 'arrivals', 'rule', 'night-shift', 'clinic-at-7am', 'night-desk'];
    expect(names.map(imageFileName)).toEqual(names);
  });
});
