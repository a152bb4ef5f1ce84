// The editor's preview (admin/preview.tsx) against the parts the post pages render. A kind's posts share
// one template, so a few posts stand for all; __tests__/e2e/admin.spec.ts compares page and preview whole.
jest.mock('server-only', () => ({}), { virtual: true });
// The preview's Markdown pipeline is ES modules only; it runs in the browser test. Here the entry's
// body is the post's own HTML, passed through, so the read time is the page's.
jest.mock('@/admin/preview-body', () => ({
  previewBody: (source: unknown) => (typeof source === 'string' ? source : ''),
}));

// So is the reading of a brief's body into sections: here the entry's body names a brief, whose
// sections the build has already read, and the figures the preview hands over are recorded.
jest.mock('@/lib/briefs/brief-body', () => {
  const { briefs } = jest.requireActual('@/lib/briefs/briefs');
  return {
    briefBody: jest.fn((body: string) => {
      const brief = briefs.find((brief: { slug: string }) => brief.slug === body);
      return { intro: brief?.intro ?? [], sections: brief?.sections ?? [] };
    }),
  };
});

import type { CustomPreviewTemplateProps } from '@sveltia/cms';
import { render } from '@testing-library/react';
import { createElement, Fragment } from 'react';
import { jsx as reactJsx, jsxs as reactJsxs } from 'react/jsx-runtime';
import { jsx, jsxs, Fragment as EditorFragment } from '@/admin/jsx-runtime';
import { BriefPreview, EssayPreview, LetterPreview } from '@/admin/preview';
import { BriefBody, BriefHeader } from '@/components/briefs/brief-article';
import { EssayContents, EssayHeader } from '@/components/essays/essay-article';
import { LetterIssue } from '@/components/letters/letter-issue';
import { briefs } from '@/lib/briefs/briefs';
import { profile } from '@/lib/site/site-content';
import { essays } from '@/lib/essays/essays';
import { letterIssues } from '@/lib/letters/letter-issues';
import { briefBody } from '@/lib/briefs/brief-body';
import { briefFigures } from '@/lib/briefs/brief-validation';
import { essayContents } from '@/lib/essays/essay-sections';

/** An entry as the editor hands it to a template, holding the fields of a post's Markdown file. */
function entry(data: Record<string, unknown>): CustomPreviewTemplateProps {
  const getIn = ([, ...path]: string[]) =>
    path.reduce<unknown>((value, key) => (value as Record<string, unknown> | undefined)?.[key], data);
  return {
    entry: { getIn },
    getAsset: (path: string) => ({ url: `blob:editor/${path}` }),
  } as unknown as CustomPreviewTemplateProps;
}

/** An element's markup with the body's own content left out: the page's and the preview's differ by design. */
function withoutBody(element: Element, body: string) {
  const copy = element.cloneNode(true) as Element;
  copy.querySelector(body)!.innerHTML = '';
  return copy.outerHTML;
}

const mostCategories = essays.reduce((most, essay) =>
  essay.category.length > most.category.length ? essay : most,
);
const shownEssays = [...new Set([essays[0], mostCategories])];

describe.each(shownEssays.map((essay) => [essay.slug, essay] as const))(
  'the preview of the essay %s',
  (_, essay) => {
    const props = entry({
      title: essay.title,
      category: [...essay.category],
      summary: essay.summary,
      publishedDate: essay.publishedDate,
      featureImage: { src: 'photo.jpg', alt: essay.featureImage.alt },
      body: essay.body,
    });

    it('has the header of the page, element for element and class for class', () => {
      const page = render(<EssayHeader essay={essay} />).container.querySelector('header')!;
      const preview = render(<EssayPreview {...props} />).container.querySelector('article > header');
      expect(preview?.outerHTML).toBe(page.outerHTML);
    });

    it('has the contents of the page, between the photo and the body, when the essay has them', () => {
      const page = render(<EssayContents bodyHtml={essay.body} />).container;
      const preview = render(<EssayPreview {...props} />).container;
      const contents = preview.querySelector('article > img + nav:has(+ .prose-body)');
      expect(contents?.outerHTML ?? '').toBe(page.innerHTML);
      expect(Boolean(contents)).toBe(essayContents(essay.body).length > 0);
    });
  },
);

describe.each(letterIssues.slice(0, 1).map((issue) => [issue.number, issue] as const))(
  'the preview of issue %i of the letter',
  (_, issue) => {
    const props = entry({
      number: issue.number,
      title: issue.title,
      summary: issue.summary,
      publishedDate: issue.publishedDate,
      body: issue.body,
    });

    it('is the page’s article around its body, element for element and class for class', () => {
      const page = render(<LetterIssue issue={issue} titleLevel="h1" />).container.querySelector('article')!;
      const preview = render(<LetterPreview {...props} />).container.querySelector('article')!;
      const body = 'article > .prose-body:first-of-type';
      expect(withoutBody(preview, body)).toBe(withoutBody(page, body));
    });
  },
);

// A drawn brief with a table, whose rows the editor holds as lists of cells.
const shownBrief = briefs.find((brief) => briefFigures(brief).some((figure) => figure.kind === 'table'))!;

describe(`the preview of the brief ${shownBrief.slug}`, () => {
  // Its figures as the editor holds them: a key of its own on each list item, an empty optional field.
  const held = briefFigures(shownBrief).map((figure, index) => ({
    __sc_item_id: `figure-${index}`,
    ...(figure.kind === 'table'
      ? { ...figure, rows: figure.rows.map((cells, row) => ({ __sc_item_id: `row-${row}`, cells })) }
      : figure),
    ...(figure.kind === 'bar-chart' && !figure.unit ? { unit: '' } : {}),
  }));
  const props = entry({
    title: shownBrief.title,
    summary: shownBrief.summary,
    tags: [...shownBrief.tags],
    contributors: shownBrief.contributors && [...shownBrief.contributors],
    publishedDate: shownBrief.publishedDate,
    figures: held,
    body: shownBrief.slug,
  });

  it('reads its figures as the build does, the editor’s own keys and empty fields left out', () => {
    render(<BriefPreview {...props} />);
    expect(briefBody).toHaveBeenLastCalledWith(shownBrief.slug, briefFigures(shownBrief));
  });

  it('is the page’s header, but its download link, and its body, element for element', () => {
    const page = render(
      <article>
        <BriefHeader brief={{ ...shownBrief, by: profile.name }} />
        <BriefBody brief={shownBrief} />
      </article>,
    ).container.querySelector('article')!;
    const preview = render(<BriefPreview {...props} />).container.querySelector('article')!;
    expect(preview.innerHTML).toBe(page.innerHTML);
  });
});

describe('a post the editor has not dated or numbered yet', () => {
  it('shows an essay’s read time alone', () => {
    const { container } = render(<EssayPreview {...entry({ title: 'Untitled', body: '<p>Hello.</p>' })} />);
    const meta = container.querySelector('header > p:last-child')!;
    expect(meta).toHaveTextContent(/^1 min read$/);
    expect(meta.querySelector('time')).toBeNull();
  });

  it('shows an issue’s label without its date', () => {
    const { getByRole } = render(<LetterPreview {...entry({ title: 'Untitled' })} />);
    const article = getByRole('article', { name: 'Untitled' });
    expect(article.querySelector('p')).toHaveTextContent(/^Issue$/);
    expect(article.querySelector('time')).toBeNull();
  });
});

// The editor's bundle makes the preview's JSX with the React the editor shares (scripts/admin.mts).
describe('the editor’s JSX runtime', () => {
  beforeAll(() => Object.assign(window, { h: createElement, rf: Fragment }));

  it('makes the elements React’s own runtime makes: keys, lists, fragments', () => {
    const items = ['one', 'two'];
    const editor = jsx('ul', {
      className: 'list',
      children: items.map((item) =>
        jsxs(EditorFragment, { children: [jsx('li', { children: item }), ' '] }, item),
      ),
    });
    const react = reactJsx('ul', {
      className: 'list',
      children: items.map((item) =>
        reactJsxs(Fragment, { children: [reactJsx('li', { children: item }), ' '] }, item),
      ),
    });
    expect(editor.key).toBeNull();
    expect((editor.props.children as { key: string }[]).map((child) => child.key)).toEqual(items);
    expect(render(editor).container.innerHTML).toBe(render(react).container.innerHTML);
  });
});
