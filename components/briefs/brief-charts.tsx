import type { ReactNode } from 'react';
import type { BarChartFigure, TimelineFigure } from '@/lib/briefs/brief-kind';
import { barChartLayout, timelineLayout } from '@/lib/briefs/brief-figures';

// Charts drawn from the same layout as the PDF's (barChartLayout, timelineLayout). No viewBox: lengths along
// the axis are percentages of the width and text keeps its size, so a chart reflows on a phone
// instead of shrinking its labels.

interface ChartProps<T> {
  figure: T;
  /** Prefix for the ids that tie the chart's title and description to it. */
  idBase: string;
}

const percent = (fraction: number) => `${Number((fraction * 100).toFixed(2))}%`;

/** The chart's SVG, named by the figure's title and described by its text alternative. */
function ChartFrame({
  figure,
  idBase,
  height,
  className = '',
  children,
}: {
  figure: { title: string; alt: string };
  idBase: string;
  height: number;
  className?: string;
  children: ReactNode;
}) {
  return (
    <svg
      role="img"
      aria-labelledby={`${idBase}-svg-title`}
      aria-describedby={`${idBase}-svg-desc`}
      width="100%"
      height={height}
      className={`mt-5 block overflow-visible ${className}`}
    >
      <title id={`${idBase}-svg-title`}>{figure.title}</title>
      <desc id={`${idBase}-svg-desc`}>{figure.alt}</desc>
      {children}
    </svg>
  );
}

export function BarChart({ figure, idBase }: ChartProps<BarChartFigure>) {
  const chart = barChartLayout(figure);
  const at = (fraction: number) => percent(fraction * chart.axisShare);
  // What the marks share is said once, on their group; each gridline is painted before any bar.
  return (
    <ChartFrame figure={figure} idBase={idBase} height={chart.height} className="text-ink">
      <g className="stroke-line">
        {chart.ticks.map((tick) => (
          <line key={tick.label} x1={at(tick.at)} x2={at(tick.at)} y2={chart.plotHeight} />
        ))}
      </g>
      <g fontSize={12} textAnchor="middle" className="fill-muted">
        {chart.ticks.map((tick, index) => (
          <text
            key={tick.label}
            x={at(tick.at)}
            y={chart.plotHeight + 16}
            textAnchor={index === 0 ? 'start' : undefined}
          >
            {tick.label}
          </text>
        ))}
      </g>
      <g fontSize={13} className="fill-ink">
        {chart.bars.map((bar) => (
          <g key={bar.label}>
            <text y={bar.top + 11}>{bar.label}</text>
            <rect y={bar.top + 15} width={at(bar.length)} height={12} rx={2} className="fill-plum-700" />
            <text x={at(bar.length)} dx={6} y={bar.top + 26} fontWeight={600}>
              {bar.value}
            </text>
          </g>
        ))}
      </g>
    </ChartFrame>
  );
}

export function Timeline({ figure, idBase }: ChartProps<TimelineFigure>) {
  const chart = timelineLayout(figure);
  return (
    <ChartFrame figure={figure} idBase={idBase} height={chart.height}>
      <line x1={6} x2={6} y2={chart.height} strokeWidth={2} className="stroke-line" />
      {chart.events.map((event) => (
        <g key={event.when}>
          <circle cx={6} cy={event.top + 6} r={4.5} className="fill-plum-700" />
          <text x={20} y={event.top + 11} fontSize={12} fontWeight={600} className="fill-coral-700">
            {event.when}
          </text>
          <text x={84} y={event.top + 11} fontSize={13} className="fill-ink">
            {event.label}
          </text>
        </g>
      ))}
    </ChartFrame>
  );
}
