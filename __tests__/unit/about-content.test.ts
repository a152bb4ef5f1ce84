import { collaborationWays, drives, journey } from '@/content/about';
import { bookShelves } from '@/content/books';
import { thesisSections } from '@/content/thesis';

describe('About content', () => {
  it('has the four journey roles in order', () => {
    expect(journey.map((entry) => [entry.year, entry.title, entry.company])).toEqual([
      ['2011', 'Product Manager', 'Cadence Health'],
      ['2015', 'Senior Associate', 'Meridian Health Partners'],
      ['2019', 'Principal', 'Harbourfront Capital'],
      ['2023', 'Founding Partner', 'Northlight Ventures'],
    ]);
    for (const entry of journey) expect(entry.description.length).toBeGreaterThan(80);
  });

  it('has three drives and the three ways to collaborate, each with examples', () => {
    expect(drives).toHaveLength(3);
    expect(collaborationWays.map((way) => way.title)).toEqual(['Advisory', 'Speaking', 'Syndication']);
    for (const way of collaborationWays) expect(way.examples.length).toBeGreaterThanOrEqual(2);
  });
});

describe('Investment thesis content', () => {
  it('says what she backs, what she does not and the signals she looks for', () => {
    expect(thesisSections.map((section) => section.title)).toEqual([
      'What I back',
      'What I do not back',
      'Signals I look for',
    ]);
    for (const section of thesisSections) {
      expect(section.cards.length).toBeGreaterThanOrEqual(3);
      for (const card of section.cards) expect(card.body).not.toBe('');
    }
  });
});

describe('Reading list', () => {
  const books = bookShelves.flatMap((shelf) => shelf.books);

  it('groups every book on a shelf with a unique id', () => {
    expect(new Set(bookShelves.map((shelf) => shelf.id)).size).toBe(bookShelves.length);
    for (const shelf of bookShelves) expect(shelf.books.length).toBeGreaterThanOrEqual(2);
  });

  it('gives each book a title, an author and why it matters, with no book listed twice', () => {
    expect(new Set(books.map((book) => book.title)).size).toBe(books.length);
    for (const book of books) {
      expect(book.title.trim()).not.toBe('');
      expect(book.author.trim()).not.toBe('');
      expect(book.whyItMatters.length).toBeGreaterThan(60);
    }
  });
});
