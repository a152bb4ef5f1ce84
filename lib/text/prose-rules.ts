// What `nodeProblems` (prose.ts) refuses, as patterns the editor checks before it saves, apart from the
// Markdown parser so a module naming a rule does not load it. A line start is written `(?:^|\n)`, as the
// editor's patterns carry no flags.
const refusedMarkdown = {
  link: '\\]\\((?!\\/(?!\\/)|https?:\\/\\/[^\\s/)]|mailto:[^\\s@)]+@)',
  image: '!\\[',
  heading: '(?:^|\\n)[ \\t]{0,3}#{1,6}(?:[ \\t]|\\n|$)',
  quotation: '(?:^|\\n)[ \\t]{0,3}>',
  code: '(?<!\\\\)`|(?:^|\\n)(?: {4}|\\t)\\S',
  html: '<[A-Za-z/!?]',
  line: '(?:^|\\n)[ \\t]{0,3}(?:(?:-[ \\t]*){3,}|(?:_[ \\t]*){3,}|(?:\\*[ \\t]*){3,})(?:\\n|$)',
  reference: '\\]\\[|(?:^|\\n)[ \\t]{0,3}\\[[^\\]\\n]+\\]:',
  table: '(?:^|\\n)[ \\t]*\\|?[ \\t]*:?-{3,}:?[ \\t]*\\|',
};

export const withoutMarkdown = (
  parts: readonly (keyof typeof refusedMarkdown)[],
  more: readonly string[] = [],
) => `^(?![\\s\\S]*(?:${[...parts.map((part) => refusedMarkdown[part]), ...more].join('|')}))[\\s\\S]*$`;

export const proseRule = {
  pattern: withoutMarkdown(Object.keys(refusedMarkdown) as (keyof typeof refusedMarkdown)[]),
  message:
    'Write text with emphasis, lists and links to https://, http://, mailto: or a page of this site (/about): no image, heading, code, quotation, table or HTML.',
};
