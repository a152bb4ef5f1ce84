// The small languages of the site's own files, on their own: the profile's tokens ({name}, {firm},
// {city}, {country}), the prose of the fields that take links (lib/text/prose.ts), and countries by name.
// Part of `npm run test:unit`.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { countryCode } from '@/lib/site/country';
import { tokenRule, unknownTokens, withProfile } from '@/lib/site/profile-text';
import { isProseHref, proseBlocks, proseHtml, proseProblems } from '@/lib/text/prose';
import { proseRule } from '@/lib/text/prose-rules';

const her = { name: 'Ada Quill', firm: 'Tern Capital', city: 'Halifax', country: 'Canada' };

describe('text that names her from her profile', () => {
  it('has her values in place of its tokens, and a slot the page fills left as it is', () => {
    assert.equal(
      withProfile('I’m {name}, of {firm}, in {city}, {country}.', her),
      'I’m Ada Quill, of Tern Capital, in Halifax, Canada.',
    );
    assert.equal(withProfile('No token here.', her), 'No token here.');
    assert.equal(withProfile('{category} by {name}', her), '{category} by Ada Quill');
  });

  it('names a token that stands for nothing, and lets a field’s own slot be', () => {
    assert.deepEqual(unknownTokens('Hi {nmae} from {firm} in {City}'), ['{nmae}', '{City}']);
    assert.deepEqual(unknownTokens('{category}: essays by {name}', ['{category}']), []);
    assert.deepEqual(unknownTokens('{category}: essays by {name}'), ['{category}']);
  });

  it('is checked by the editor with the build’s own rule', () => {
    const texts = ['I’m {name}', '{nme} wrote', '{category} by {firm}', 'a { spaced } brace', '{}', 'plain'];
    for (const slots of [[], ['{category}']]) {
      const editor = new RegExp(tokenRule(slots).pattern);
      for (const text of texts)
        assert.equal(editor.test(text), unknownTokens(text, slots).length === 0, `${text} with ${slots}`);
    }
  });
});

describe('prose: text with emphasis, lists and links', () => {
  it('becomes blocks of words, a link to this site and one elsewhere', () => {
    assert.deepEqual(
      proseBlocks('Write *now*, **please**: [to me](/about) or [there](https://example.com).'),
      [
        {
          p: [
            'Write ',
            { em: ['now'] },
            ', ',
            { strong: ['please'] },
            ': ',
            { link: '/about', text: ['to me'] },
            ' or ',
            { link: 'https://example.com', text: ['there'] },
            '.',
          ],
        },
      ],
    );
    assert.deepEqual(proseBlocks('- one\n- [two](/two)\n\n1. first'), [
      { ul: [['one'], [{ link: '/two', text: ['two'] }]] },
      { ol: [['first']] },
    ]);
  });

  it('takes straight quotes and dashes as the site’s Markdown does', () => {
    assert.deepEqual(proseBlocks(`It's "here" -- now...`), [{ p: ['It’s “here” — now…'] }]);
  });

  it('refuses HTML, an image, a heading and a link that is not https, http, mailto or the site', () => {
    assert.deepEqual(proseProblems('Fine [text](mailto:ada@example.com).'), []);
    assert.deepEqual(proseProblems('<script>alert(1)</script>'), [
      'has HTML, which it may not: write text with *emphasis*, **strong** and [links](https://…)',
    ]);
    assert.equal(proseProblems('![a cat](cat.png)').length, 1);
    assert.equal(proseProblems('# Title').length, 1);
    assert.deepEqual(proseProblems('[x](javascript:alert(1))'), [
      'links to "javascript:alert(1)": a link must start with https://, http://, mailto: or / (a page of this site)',
    ]);
    for (const href of ['//evil.example', 'data:text/html,hi', 'ftp://x.example', 'about'])
      assert.equal(isProseHref(href), false, href);
  });

  it('is refused by the editor wherever the build refuses it', () => {
    const editor = new RegExp(proseRule.pattern);
    const texts = [
      'Plain *text*, **strong**, [a page](/about), [there](https://example.com), [me](mailto:a@b.example).',
      '- one\n- two\n\n1. first',
      '[x](javascript:alert(1))',
      '[x](//evil.example)',
      '![a cat](cat.png)',
      '# Title',
      '### Small',
      'Quoted\n> words',
      'Some `code`',
      '    indented code',
      '<b>bold</b>',
      'Above\n\n---\n',
      '[a]: https://example.com',
    ];
    for (const text of texts)
      if (proseProblems(text).length) assert.equal(editor.test(text), false, text);
      else assert.equal(editor.test(text), true, text);
  });

  it('as HTML, escapes every word, for a backup note’s body', () => {
    assert.equal(
      proseHtml(proseBlocks('Tom & Jerry <3\n\n1. one')),
      '<p>Tom &amp; Jerry &lt;3</p>\n<ol>\n<li>one</li>\n</ol>',
    );
  });
});

describe('a country by its English name', () => {
  it('gives the code search engines read, and nothing for a name that is no country', () => {
    assert.equal(countryCode('Canada'), 'CA');
    assert.equal(countryCode('united kingdom'), 'GB');
    assert.equal(countryCode('Germany'), 'DE');
    assert.equal(countryCode('Narnia'), undefined);
  });
});
