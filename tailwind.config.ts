import type { Config } from 'tailwindcss';

// The design card: a warm paper background, deep plum ink and one coral accent, in a light and a
// dark theme. The values live in the site's stylesheet; the palette's unit test checks that every
// foreground/background pair the site uses meets WCAG AA in both themes.
const config: Config = {
  content: ['./app/**/*.{ts,tsx}', './components/**/*.{ts,tsx}'],
  theme: {
    extend: {
      // Each colour is a token from the site's stylesheet, where it has a light and a dark value.
      colors: {
        paper: 'var(--paper)',
        sand: 'var(--sand)',
        white: 'var(--surface)',
        ink: 'var(--ink)',
        muted: 'var(--muted)',
        plum: {
          50: 'var(--plum-50)',
          100: 'var(--plum-100)',
          600: 'var(--plum-600)',
          700: 'var(--plum-700)',
          800: 'var(--plum-800)',
        },
        coral: {
          100: 'var(--coral-100)',
          500: 'var(--coral-500)',
          700: 'var(--coral-700)',
        },
        line: 'var(--line)',
        logo: 'var(--logo-tile)',
      },
      fontFamily: {
        sans: ['var(--font-geist-sans)', 'ui-sans-serif', 'system-ui', 'sans-serif'],
        mono: ['var(--font-geist-mono)', 'ui-monospace', 'monospace'],
      },
      fontSize: {
        eyebrow: ['0.8125rem', { lineHeight: '1.25rem', letterSpacing: '0.08em' }],
        display: ['clamp(2.25rem, 6vw, 3.75rem)', { lineHeight: '1.05', letterSpacing: '-0.02em' }],
        title: ['clamp(1.75rem, 4vw, 2.5rem)', { lineHeight: '1.15', letterSpacing: '-0.01em' }],
      },
      maxWidth: {
        prose: '42rem',
        page: '72rem',
      },
      // The header's breakpoints follow what it holds (`SiteHeader`), measured in
      // DejaVu Sans, the widest sans-serif a first visit may read in, with room to spare. From `bar`
      // the whole row of links fits beside the name, the search and the theme control (they need
      // 66rem); below it the Menu button holds the links. On a bar narrower than `label` (a
      // container query on the bar), Search shows its icon alone, so the name, Search and Menu fit
      // on one line (they need 21.6rem). In rem, so both follow the visitor's text size.
      screens: {
        bar: '68rem',
      },
      containers: {
        label: '22rem',
      },
    },
  },
};

export default config;
