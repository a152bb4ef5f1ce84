import { briefs } from '@/content/briefs';
import type { BriefFigure, ResearchBrief } from '@/content/types';
import { assertValidBrief, briefProblems } from '@/lib/brief-validation';

const [first] = briefs;
const section = first.sections[0];
const figure = section.figures![0];
const withFigure = (changes: Partial<BriefFigure>): ResearchBrief => ({
  ...first,
  sections: [{ ...section, figures: [{ ...figure, ...changes } as BriefFigure] }],
});

describe('briefProblems', () => {
  it('finds nothing wrong with the published briefs', () => {
    for (const brief of briefs) expect(briefProblems(brief)).toEqual([]);
  });

  it.each<[string, ResearchBrief, string]>([
    ['no sections', { ...first, sections: [] }, 'it has no sections'],
    ['no figure', { ...first, sections: [{ ...section, figures: [] }] }, 'it has no figure'],
    ['a blank heading', { ...first, sections: [{ ...section, heading: ' ' }] }, 'section 1 has no heading'],
    [
      'a section without text',
      { ...first, sections: [...first.sections, { heading: 'Coda', paragraphs: [''] }] },
      `section ${first.sections.length + 1} ("Coda") has an empty paragraph or none`,
    ],
    ['an empty point', { ...first, sections: [{ ...section, points: ['ok', ''] }] }, 'has an empty point'],
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
    ['a pdfFile outside /briefs/', { ...first, pdfFile: '/../x.pdf' }, 'pdfFile must look like'],
  ])('reports %s', (_case, brief, problem) => {
    expect(briefProblems(brief).join('; ')).toContain(problem);
  });

  it('reports two figures sharing an id', () => {
    const brief = { ...first, sections: [{ ...section, figures: [figure, figure] }] };
    expect(briefProblems(brief)).toContain('two of its figures share an id');
  });
});

describe('assertValidBrief', () => {
  it('names the brief and lists every problem', () => {
    const brief = { ...withFigure({ alt: '', caption: '' }), id: 'broken-brief' };
    expect(() => assertValidBrief(brief)).toThrow(
      `Research brief "broken-brief" cannot be published: figure "${figure.id}" has no caption; figure "${figure.id}" has no text alternative.`,
    );
  });

  it('passes a valid brief', () => {
    expect(() => assertValidBrief(first)).not.toThrow();
  });
});
