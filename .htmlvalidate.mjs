// What every exported page must satisfy (`npm run test:budget`): the presets' rules, except where the
// markup is React's own spelling of valid HTML, or a construct the site chose on purpose.
const config = {
  root: true,
  extends: ['html-validate:recommended', 'html-validate:document'],
  rules: {
    // React's spelling of valid HTML: `<meta/>`, `charSet`, `defer=""`, `hidden=""`.
    'void-style': 'off',
    'attr-case': 'off',
    'attribute-boolean-style': 'off',
    'attribute-empty-style': 'off',
    // `useId` makes ids such as `_R_5pfiutb_`; HTML only asks for non-empty ids without spaces.
    'valid-id': ['error', { relaxed: true }],
    // The tag, category and archive lists carry a name (`<ul aria-label="Tags">`), which ARIA allows.
    'aria-label-misuse': ['error', { allowAnyNamable: true }],
    // The Calendly container's embed style, which the policy allows by its hash (docs/security.md).
    'no-inline-style': ['error', { allowedProperties: ['display', 'min-width', 'height'] }],
    // The search dialog's <h2> title comes before the page's <h1> and counts in the page's outline.
    'heading-level': ['error', { minInitialRank: 'h2', sectioningRoots: [] }],
    // Every script and stylesheet comes from the site itself, named by its content.
    'require-sri': ['error', { target: 'crossorigin' }],
    // A headline's length is the writer's call; search results shorten a long title.
    'long-title': 'off',
  },
};

export default config;
