import type { Config } from 'tailwindcss';

// The values live in the site's stylesheet, where each colour token has a light and a dark value.
const config: Config = {
  content: ['./app/**/*.{ts,tsx}', './components/**/*.{ts,tsx}'],
  theme: {
    extend: {
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
      // The header's breakpoints (`SiteHeader`), measured in DejaVu Sans, the widest sans-serif a first visit
      // may read in: from `bar` the links fit in a row (66rem); below `label` Search is its icon (21.6rem).
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
