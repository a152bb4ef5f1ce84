// What the pages of the static export must satisfy, checked on every page by the checks of the built
// export (`npm run test:budget`) after `npm run build`. The presets' rules stand, except
// where the markup is React's own spelling of valid HTML, or a construct the site chose on purpose.
const config = {
  root: true,
  extends: ['html-validate:recommended', 'html-validate:document'],
  rules: {
    // How React writes HTML. All of it is valid, and none of it is ours to change.

    // React closes void elements itself: `<meta/>`, `<link/>`, `<input/>`, `<img/>`.
    'void-style': 'off',
    // React keeps the DOM property's spelling for some attributes (`charSet`, `dateTime`,
    // `autoComplete`, `fetchPriority`, `popoverTarget`); HTML attribute names ignore case.
    'attr-case': 'off',
    // React gives a true boolean attribute an empty value (`defer=""`, `checked=""`, `required=""`),
    // and the post-build step writes its loader's `async=""` the same way.
    'attribute-boolean-style': 'off',
    // React writes an attribute whose value is empty as `hidden=""` and `crossorigin=""`.
    'attribute-empty-style': 'off',
    // `useId` makes ids such as `_R_5pfiutb_`. HTML only asks that an id be non-empty and hold no
    // space, which the relaxed form of the rule still checks.
    'valid-id': ['error', { relaxed: true }],

    // Constructs the site uses on purpose.

    // The tag, category and archive lists carry a name (`<ul aria-label="Tags">`). ARIA lets a list
    // be named; a screen reader that does not announce the name still reads the list and its items.
    'aria-label-misuse': ['error', { allowAnyNamable: true }],
    // The Calendly container on /about/ is sized by Calendly's own embed attribute,
    // `style="min-width:320px;height:700px"`, which the security policy allows by its hash
    // (docs/security.md). Every other property is still refused.
    'no-inline-style': ['error', { allowedProperties: ['display', 'min-width', 'height'] }],
    // The search dialog sits in every page's header, before the page's own <h1>, and its title is an
    // <h2>, as a modal dialog's title commonly is. By default the rule reads a dialog as an outline
    // of its own, which must open at <h1>. Here the dialog's title counts in the page's outline
    // instead, which then opens at that <h2>; a second <h1> and a skipped level are still faults.
    'heading-level': ['error', { minInitialRank: 'h2', sectioningRoots: [] }],
    // Integrity hashes guard files served from someone else's host. Every script and stylesheet a
    // page names comes from the site itself, under file names that change with their content.
    'require-sri': ['error', { target: 'crossorigin' }],
    // A page's title is its headline followed by the site's name (as the export's SEO checks hold),
    // and how long a headline runs is the writer's call; search results shorten a long title.
    'long-title': 'off',
  },
};

export default config;
