import type { BriefFigure as Figure } from '@/lib/briefs/brief-kind';
import { BarChart, Timeline } from '@/components/briefs/brief-charts';
import { figureTable } from '@/lib/briefs/brief-figures';

interface BriefFigureProps {
  figure: Figure;
  /** Counted across the brief, as in the PDF: "Figure 2". */
  number: number;
}

/** A figure of a brief: title and caption, the chart, its data as a table, and where the data comes from. */
export function BriefFigure({ figure, number }: BriefFigureProps) {
  const { columns, rows } = figureTable(figure);
  const idBase = `figure-${figure.id}`;
  return (
    <figure
      id={idBase}
      aria-labelledby={`${idBase}-title`}
      className="mt-10 rounded-2xl border border-line bg-white p-5 sm:p-6"
    >
      <figcaption>
        <h3 id={`${idBase}-title`} className="text-lg font-semibold text-ink">
          Figure {number}. {figure.title}
        </h3>
        <p className="mt-2 text-base leading-7 text-muted">{figure.caption}</p>
      </figcaption>
      {figure.kind === 'bar-chart' ? <BarChart figure={figure} idBase={idBase} /> : null}
      {figure.kind === 'timeline' ? <Timeline figure={figure} idBase={idBase} /> : null}
      {figure.kind === 'table' ? (
        <p id={`${idBase}-summary`} className="sr-only">
          {figure.alt}
        </p>
      ) : null}
      {/* A table wider than a small phone scrolls in its own box, never the page; the box is a
          named region a keyboard can focus, so it can scroll it too. */}
      <section aria-labelledby={`${idBase}-data`} tabIndex={0} className="mt-6 overflow-x-auto">
        <table
          className="w-full border-collapse text-left text-sm leading-6"
          aria-describedby={figure.kind === 'table' ? `${idBase}-summary` : undefined}
        >
          <caption id={`${idBase}-data`} className="sr-only">
            {figure.kind === 'table' ? `Figure ${number}: ${figure.title}` : `Data for figure ${number}`}
          </caption>
          <thead>
            <tr>
              {columns.map((column) => (
                <th
                  key={column}
                  scope="col"
                  className="border-b-2 border-line px-2 py-2 font-semibold text-ink"
                >
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.join('|')} className="border-b border-line">
                {row.map((cell, index) =>
                  index === 0 ? (
                    <th key={index} scope="row" className="px-2 py-2 align-top font-normal text-ink">
                      {cell}
                    </th>
                  ) : (
                    <td key={index} className="px-2 py-2 align-top text-ink">
                      {cell}
                    </td>
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      <p className="mt-4 text-sm leading-6 text-muted">Source: {figure.source}</p>
    </figure>
  );
}
