import { briefs } from '@/lib/briefs/briefs';
import { briefFigures } from '@/lib/briefs/brief-validation';
import type { BarChartFigure, TableFigure, TimelineFigure } from '@/lib/briefs/brief-kind';
import {
  barChartLayout,
  barScale,
  chartHeight,
  figureTable,
  formatFigureValue,
  timelineLayout,
} from '@/lib/briefs/brief-figures';

const base = { id: 'f', title: 'T', caption: 'C', source: 'S', alt: 'A' };

function bars(...values: number[]): BarChartFigure {
  return {
    ...base,
    kind: 'bar-chart',
    categoryLabel: 'Segment',
    valueLabel: 'Companies',
    bars: values.map((value, index) => ({ label: `Bar ${index + 1}`, value })),
  };
}

function timeline(...points: number[]): TimelineFigure {
  return {
    ...base,
    kind: 'timeline',
    events: points.map((at) => ({ at, when: `Month ${at}`, label: `Step at ${at}` })),
  };
}

describe('barScale', () => {
  it.each([
    [[79, 54, 41, 38], 100, [0, 20, 40, 60, 80, 100]],
    [[55, 38], 100, [0, 20, 40, 60, 80, 100]],
    [[17, 28, 41], 50, [0, 10, 20, 30, 40, 50]],
    [[3], 5, [0, 1, 2, 3, 4, 5]],
    [[0.4], 0.5, [0, 0.1, 0.2, 0.3, 0.4, 0.5]],
    [[1250, 900], 1250, [0, 250, 500, 750, 1000, 1250]],
    [[11], 12.5, [0, 2.5, 5, 7.5, 10, 12.5]],
  ])('values %j get an axis to %d with five even steps', (values, max, ticks) => {
    const scale = barScale(bars(...values));
    expect(scale.max).toBe(max);
    expect(scale.ticks).toEqual(ticks);
    expect(Math.max(...values)).toBeLessThanOrEqual(scale.max);
  });

  it('gives each bar its length as a share of the axis, zero for zero', () => {
    expect(barScale(bars(50, 25, 0)).lengths).toEqual([1, 0.5, 0]);
    expect(barScale(bars(0, 0)).max).toBeGreaterThan(0);
  });
});

describe('barChartLayout', () => {
  it('stacks one row per bar, labels the values with the unit and leaves room for the last label', () => {
    const layout = barChartLayout({ ...bars(38, 55), unit: '%' });
    expect(layout.bars.map((bar) => bar.value)).toEqual(['38%', '55%']);
    expect(layout.bars[1].top).toBeGreaterThan(layout.bars[0].top);
    expect(layout.ticks.at(-1)).toEqual({ at: 1, label: '100%' });
    expect(layout.axisShare).toBeLessThan(1);
    expect(layout.height).toBeGreaterThan(layout.plotHeight);
    expect(chartHeight(bars(38, 55))).toBe(layout.height);
  });
});

describe('timelineLayout', () => {
  it('spaces events by their position and keeps their order', () => {
    const tops = timelineLayout(timeline(0, 12, 24)).events.map((event) => event.top);
    expect(tops[0]).toBe(0);
    expect(tops[1] - tops[0]).toBeCloseTo(tops[2] - tops[1]);
  });

  it('never lets two events come closer than a line of text', () => {
    const tops = timelineLayout(timeline(0, 8, 10, 10.5, 18)).events.map((event) => event.top);
    for (let index = 1; index < tops.length; index++) {
      expect(tops[index] - tops[index - 1]).toBeGreaterThanOrEqual(28);
    }
  });

  it('copes with a single event', () => {
    const layout = timelineLayout(timeline(5));
    expect(layout.events).toHaveLength(1);
    expect(layout.height).toBeGreaterThan(0);
  });
});

describe('figureTable', () => {
  it('gives every kind of figure a header row and one row per datum', () => {
    expect(figureTable({ ...bars(1200, 7), unit: '' })).toEqual({
      columns: ['Segment', 'Companies'],
      rows: [
        ['Bar 1', '1,200'],
        ['Bar 2', '7'],
      ],
    });
    expect(figureTable(timeline(0, 3)).rows).toEqual([
      ['Month 0', 'Step at 0'],
      ['Month 3', 'Step at 3'],
    ]);
    const table: TableFigure = { ...base, kind: 'table', columns: ['A', 'B'], rows: [['1', '2']] };
    expect(figureTable(table)).toEqual({ columns: ['A', 'B'], rows: [['1', '2']] });
  });

  it('formats values the way the charts label them', () => {
    expect(formatFigureValue(2500)).toBe('2,500');
    expect(formatFigureValue(38, '%')).toBe('38%');
  });
});

describe('the published figures', () => {
  it('have a table row for every bar or event, so the page and the PDF show all the data', () => {
    for (const figure of briefs.flatMap(briefFigures)) {
      const { columns, rows } = figureTable(figure);
      const count =
        figure.kind === 'bar-chart'
          ? figure.bars.length
          : figure.kind === 'timeline'
            ? figure.events.length
            : figure.rows.length;
      expect(rows).toHaveLength(count);
      for (const row of rows) expect(row).toHaveLength(columns.length);
    }
  });
});
