import { briefs } from '@/lib/briefs/briefs';
import type { BriefFigure } from '@/lib/briefs/brief-kind';
import type { ResearchBrief } from '@/lib/briefs/research-brief';
import { assertValidBrief, briefFigures, briefProblems } from '@/lib/briefs/brief-validation';

const first = briefs.find((brief) => !brief.ownPdf)!;
const section = first.sections[0];
const figure = briefFigures(first)[0];
const text = { prose: [{ p: ['Text.'] }] };
const withFigure = (changes: Partial<BriefFigure>): ResearchBrief => ({
  ...first,
  sections: [{ ...section, parts: [text, { figure: { ...figure, ...changes } as BriefFigure }] }],
});

describe('briefProblems', () => {
  it('finds nothing wrong with the published briefs', () => {
    for (const brief of briefs) expect(briefProblems(brief)).toEqual([]);
  });

  it.each<[string, ResearchBrief, string]>([
    ['no sections', { ...first, sections: [] }, 'it has no sections'],
    ['no figure', { ...first, sections: [{ ...section, parts: [text] }] }, 'it has no figure'],
    ['a blank heading', { ...first, sections: [{ ...section, heading: ' ' }] }, 'section 1 has no heading'],
    [
      'a section without text or figure',
      { ...first, sections: [...first.sections, { heading: 'Coda', parts: [] }] },
      `section ${first.sections.length + 1} ("Coda") is empty`,
    ],
    ['a figure without alt text', withFigure({ alt: '' }), 'has no text alternative'],
    ['a figure without caption', withFigure({ caption: '  ' }), 'has no caption'],
    ['a figure without source', withFigure({ source: '' }), 'has no source line'],
    ['a chart without data', withFigure({ kind: 'bar-chart', bars: [] }), 'has no data'],
    [
      'a negative bar',
      withFigure({ kind: 'bar-chart', bars: [{ label: 'x', value: -1 }] }),
      'a value that is not a number of zero or more',
    ],
    [
      'a ragged table',
      withFigure({ kind: 'table', columns: ['a', 'b'], rows: [['1']] }),
      'do not match its 2 columns',
    ],
    ['a pdfFile that is not its own address', { ...first, pdfFile: '/../x.pdf' }, 'pdfFile must be'],
  ])('reports %s', (_case, brief, problem) => {
    expect(briefProblems(brief).join('; ')).toContain(problem);
  });

  it('reports two figures sharing an id', () => {
    const brief = { ...first, sections: [{ ...section, parts: [{ figure }, { figure }] }] };
    expect(briefProblems(brief)).toContain('two of its figures share an id');
  });

  it('asks nothing more of a brief with a PDF of its own: no section, no figure', () => {
    const own = { source: 'content/briefs/deck.pdf', bytes: 1000, pages: 3 };
    expect(briefProblems({ ...first, sections: [], ownPdf: own })).toEqual([]);
  });
});

describe('assertValidBrief', () => {
  it('names the brief and lists every problem', () => {
    const brief = { ...withFigure({ alt: '', caption: '' }), slug: 'broken-brief' };
    expect(() => assertValidBrief({ ...brief, pdfFile: '/briefs/broken-brief.pdf' })).toThrow(
      `Research brief "broken-brief" cannot be published: figure "${figure.id}" has no caption; figure "${figure.id}" has no text alternative.`,
    );
  });

  it('passes a valid brief', () => {
    expect(() => assertValidBrief(first)).not.toThrow();
  });
});
