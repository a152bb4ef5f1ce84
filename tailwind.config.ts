import type { Config } from 'tailwindcss';

// The design card: a warm paper background, deep plum ink and one coral accent.
// Every foreground/background pair used on the site meets WCAG AA contrast.
const config: Config = {
  content: ['./app/**/*.{ts,tsx}', './components/**/*.{ts,tsx}'],
  theme: {
    extend: {
      colors: {
        paper: '#fbf7f2',
        sand: '#f3ebe1',
        ink: '#221a2b',
        muted: '#5b5166',
        plum: {
          50: '#f6eef5',
          100: '#ecdcea',
          600: '#7a2e6b',
          700: '#64245a',
          800: '#4d1b45',
        },
        coral: {
          100: '#fde4dc',
          500: '#e0684b',
          700: '#a63d24',
        },
        line: '#e4d9cc',
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
    },
  },
};

export default config;
