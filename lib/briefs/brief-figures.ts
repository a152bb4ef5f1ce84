// Scales and data tables of the briefs' figures, shared by the web page (SVG) and the PDF
// (`drawBriefPdf`), so both draw the same bars at the same lengths from the same data.
// Relative imports: the PDF tests load this file in plain Node, outside Next's `@/` alias.
import type { BarChartFigure, BriefFigure, TimelineFigure } from '@/lib/briefs/brief-kind';

export interface FigureTable {
  columns: readonly string[];
  rows: readonly (readonly string[])[];
}

/** A value as the chart labels it: `54`, `38%`, `1,250`. */
export function formatFigureValue(value: number, unit = ''): string {
  return `${value.toLocaleString('en-US')}${unit}`;
}

/** The figure's data as rows and columns: the table shown beside a chart, or the table figure itself. */
export function figureTable(figure: BriefFigure): FigureTable {
  switch (figure.kind) {
    case 'bar-chart':
      return {
        columns: [figure.categoryLabel, figure.valueLabel],
        rows: figure.bars.map((bar) => [bar.label, formatFigureValue(bar.value, figure.unit)]),
      };
    case 'timeline':
      return {
        columns: ['When', 'Milestone'],
        rows: figure.events.map((event) => [event.when, event.label]),
      };
    case 'table':
      return { columns: figure.columns, rows: figure.rows };
  }
}

/** Smallest 1, 2, 2.5 or 5 times a power of ten that is at least `value`. */
function niceCeiling(value: number): number {
  if (value <= 0) return 1;
  const power = 10 ** Math.floor(Math.log10(value));
  const step = [1, 2, 2.5, 5, 10].find((factor) => factor * power >= value) ?? 10;
  return step * power;
}

export interface BarScale {
  /** The value at the right end of the axis. */
  max: number;
  /** Gridline values from zero to `max`, five steps. */
  ticks: number[];
  /** Each bar's length as a fraction (0-1) of the axis, in the figure's order. */
  lengths: number[];
}

export function barScale(figure: BarChartFigure): BarScale {
  const largest = Math.max(...figure.bars.map((bar) => bar.value));
  const step = niceCeiling(largest / 5);
  const max = step * 5;
  return {
    max,
    ticks: Array.from({ length: 6 }, (_, index) => Number((index * step).toPrecision(12))),
    lengths: figure.bars.map((bar) => bar.value / max),
  };
}

// Both forms lay a chart out in the same units (a CSS pixel on the page, a point in the PDF), with
// text at a fixed size and horizontal positions as fractions of the width, so a chart reflows to
// any screen without its labels shrinking.
const barRow = 34;
const barAxisShare = 0.85;
const timelinePitch = 40;
const timelineMinGap = 28;

export interface BarChartLayout {
  height: number;
  /** Where the gridlines end and their labels start. */
  plotHeight: number;
  /** Share of the width taken by the axis; the rest is room for the last value label. */
  axisShare: number;
  /** Gridlines: `at` is a fraction of the axis. */
  ticks: { at: number; label: string }[];
  /** One row per bar: label at `top`, bar at `top + 15`, 12 high; `length` is a fraction of the axis. */
  bars: { label: string; value: string; top: number; length: number }[];
}

export function barChartLayout(figure: BarChartFigure): BarChartLayout {
  const scale = barScale(figure);
  const plotHeight = figure.bars.length * barRow;
  return {
    height: plotHeight + 22,
    plotHeight,
    axisShare: barAxisShare,
    ticks: scale.ticks.map((tick) => ({ at: tick / scale.max, label: formatFigureValue(tick, figure.unit) })),
    bars: figure.bars.map((bar, index) => ({
      label: bar.label,
      value: formatFigureValue(bar.value, figure.unit),
      top: index * barRow,
      length: scale.lengths[index],
    })),
  };
}

export interface TimelineLayout {
  height: number;
  /** One row per event, `top` proportional to its `at`, yet never closer than a line of text apart. */
  events: { when: string; label: string; top: number }[];
}

export function timelineLayout(figure: TimelineFigure): TimelineLayout {
  const points = figure.events.map((event) => event.at);
  const first = Math.min(...points);
  const span = Math.max(...points) - first || 1;
  const length = (figure.events.length - 1) * timelinePitch;
  const tops: number[] = [];
  points.forEach((at, index) => {
    const top = ((at - first) / span) * length;
    tops.push(index === 0 ? top : Math.max(top, tops[index - 1] + timelineMinGap));
  });
  return {
    height: (tops.at(-1) ?? 0) + 24,
    events: figure.events.map((event, index) => ({ when: event.when, label: event.label, top: tops[index] })),
  };
}

/** Height of a chart in layout units, to keep it and its caption together on a PDF page. */
export function chartHeight(figure: BarChartFigure | TimelineFigure): number {
  return figure.kind === 'bar-chart' ? barChartLayout(figure).height : timelineLayout(figure).height;
}
