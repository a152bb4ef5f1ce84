import type { CSSProperties } from 'react';
import type { Palette } from './site-palette';

/** What every email client shows without scrolling sideways. */
export const columnWidth = 600;
// Space is given by `cellpadding`, which every client honours (Outlook for Windows reads CSS padding on
// table cells only); margins are written longhand, as React Email's own are.
export const spacing = { column: 10, card: 20, quote: 14, cell: 5 } as const;
export const imageWidth = columnWidth - 2 * (spacing.column + spacing.card + 1);

// The system's own fonts: an email client loads no web font, and the site falls back to these too.
const sans = "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif";
const mono = "ui-monospace, SFMono-Regular, Menlo, Consolas, 'Courier New', monospace";

const margins = (top: number, bottom: number, left = 0): CSSProperties => ({
  marginTop: `${top}px`,
  marginRight: '0',
  marginBottom: `${bottom}px`,
  marginLeft: `${left}px`,
});

export function emailStyle(palette: Palette) {
  const text: CSSProperties = { fontSize: '17px', lineHeight: '28px', color: palette.ink, ...margins(0, 18) };
  const small: CSSProperties = {
    fontSize: '13px',
    lineHeight: '20px',
    color: palette.muted,
    ...margins(0, 10),
  };
  const cell: CSSProperties = {
    border: `1px solid ${palette.line}`,
    fontSize: '13px',
    lineHeight: '19px',
    verticalAlign: 'top',
  };
  return {
    body: { backgroundColor: palette.paper, color: palette.ink, fontFamily: sans, ...margins(0, 0) },
    column: { maxWidth: `${columnWidth}px` },
    masthead: { fontSize: '15px', lineHeight: '22px', ...margins(0, 12) },
    mastheadLink: { color: palette['plum-700'], textDecorationLine: 'none' },
    card: { backgroundColor: palette.surface, border: `1px solid ${palette.line}` },
    eyebrow: { fontSize: '14px', lineHeight: '20px', color: palette['coral-700'], ...margins(0, 0) },
    title: { fontSize: '30px', lineHeight: '38px', color: palette.ink, ...margins(8, 8) },
    readTime: { fontSize: '14px', lineHeight: '20px', color: palette.muted, ...margins(0, 24) },
    text,
    h2: { fontSize: '23px', lineHeight: '30px', color: palette.ink, ...margins(32, 12) },
    h3: { fontSize: '19px', lineHeight: '26px', color: palette.ink, ...margins(28, 10) },
    link: { color: palette['plum-700'], textDecorationLine: 'underline' },
    list: { ...text, ...margins(0, 18, 4) },
    listItem: margins(0, 8),
    quote: margins(0, 18),
    quoteText: { borderLeft: `4px solid ${palette['coral-500']}`, color: palette.muted, fontStyle: 'italic' },
    table: { borderCollapse: 'collapse', width: '100%', color: palette.ink, ...margins(0, 18) },
    headCell: { ...cell, backgroundColor: palette['plum-50'] },
    cell,
    code: { fontFamily: mono, fontSize: '15px' },
    pre: { ...text, fontFamily: mono, fontSize: '14px', lineHeight: '21px', whiteSpace: 'pre-wrap' },
    rule: { border: 'none', borderTop: `1px solid ${palette.line}`, ...margins(28, 28) },
    image: { display: 'block', maxWidth: '100%', height: 'auto', border: '0', ...margins(0, 18) },
    notes: { borderTop: `1px solid ${palette.line}`, ...margins(28, 0) },
    notesHeading: { ...small, fontSize: '14px', ...margins(16, 8) },
    signOff: { ...text, ...margins(24, 0) },
    webLink: { fontSize: '16px', lineHeight: '24px', ...margins(20, 0) },
    footerText: small,
    footerFirst: { ...small, ...margins(24, 10) },
    footerLink: { color: palette.muted, textDecorationLine: 'underline' },
  } satisfies Record<string, CSSProperties>;
}

export type EmailStyle = ReturnType<typeof emailStyle>;
