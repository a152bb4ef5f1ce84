// The tests that give her site a new profile (the build's profile-change and another-investor tests,
// the site files' own) pick values she does not already have, whoever she is: here for authors who
// hold each candidate value in turn. Part of `npm run test:unit`.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { parse } from 'yaml';
import { initialOf } from '@/content-loader/site-icons';
import {
  type AuthorValues,
  candidates,
  changes,
  otherAuthor,
  overlaps,
  valuesOf,
} from '../fixtures/other-author';

const today: AuthorValues = parse(
  readFileSync(join(process.cwd(), 'content', 'site', 'profile.yml'), 'utf8'),
);
const fields = ['name', 'signature', 'firm', 'city'] as const;

describe('a name among other words', () => {
  it('is found as whole words, either way round, whatever the letter case', () => {
    assert.ok(overlaps('Ana', 'ana Ribeiro'));
    assert.ok(overlaps('Nadia Okafor-Lindqvist', 'NADIA'));
    assert.ok(overlaps('Okafor', 'Nadia Okafor-Lindqvist'));
    assert.ok(overlaps('Halifax', 'Halifax'));
  });

  it('is not found inside a longer word', () => {
    assert.ok(!overlaps('Ana', 'Request Deeper Analysis'));
    assert.ok(!overlaps('Ana', 'Diana'));
    assert.ok(!overlaps('Nadia Okafor', 'Nadia Okaforson'));
  });
});

/** Authors who already have one of the values the tests might give her, each with what it is. */
const authors: [string, AuthorValues][] = [
  ['today’s author', today],
  ...candidates.names.flatMap((name): [string, AuthorValues][] => {
    const firstName = name.split(' ')[0];
    return [
      [`an author called ${name}`, { ...today, name }],
      [`an author called ${name}, signing ${firstName}`, { ...today, name, signature: firstName }],
      [`an author signing ${firstName}`, { ...today, signature: firstName }],
      [`an author of ${firstName} Ventures`, { ...today, firm: `${firstName} Ventures` }],
    ];
  }),
  ...candidates.firms.map((firm): [string, AuthorValues] => [`an author of ${firm}`, { ...today, firm }]),
  ...candidates.places.flatMap(({ city, country, timeZone }): [string, AuthorValues][] => [
    [`an author in ${city}`, { ...today, city }],
    [`an author in ${city}, ${country}`, { ...today, city, country, timeZone }],
  ]),
  [
    `an author whose name shares only its initial with ${candidates.names[0]}`,
    { ...today, name: `${candidates.names[0][0]}ell Avery`, signature: `${candidates.names[0][0]}ell` },
  ],
  ['an author called Ana, a piece of other words', { ...today, name: 'Ana', signature: 'Ana' }],
];

describe('the profile a test gives her site', () => {
  for (const [who, author] of authors)
    it(`is someone else for ${who}`, (context) => {
      const other = otherAuthor(author);
      context.diagnostic(changes(author, other, [...fields, 'country', 'timeZone']));
      for (const field of fields)
        for (const hers of valuesOf(author))
          assert.ok(!overlaps(other[field], hers), `the ${field} ${other[field]} is hers: ${hers}`);
      // The icon is her initial, and a test of it sees a change only with another letter.
      assert.notEqual(initialOf(other.name), initialOf(author.name));
      assert.notEqual(other.country, author.country);
      assert.notEqual(other.timeZone, author.timeZone);
    });
});
