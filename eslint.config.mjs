import { defineConfig, globalIgnores } from 'eslint/config';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  {
    // Links between the site's pages go through the site's `Link`, which prefetches on intent.
    files: ['app/**', 'components/**'],
    ignores: ['components/site/link.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [{ name: 'next/link', message: "Import { Link } from '@/components/site/link'." }] },
      ],
    },
  },
  {
    // Modules import one way: a shared type lives where both sides can import it.
    files: ['app/**', 'components/**', 'lib/**', 'content/**'],
    rules: { 'import/no-cycle': 'error' },
  },
  globalIgnores([
    '.next/**',
    'out/**',
    'node_modules/**',
    'next-env.d.ts',
    'playwright-report/**',
    'test-results/**',
    'bench-results/**',
    '.copies/**',
    'public/admin/**',
  ]),
]);
