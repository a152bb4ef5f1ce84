// @ts-check
// Plain JavaScript: a TypeScript config would need ts-node, and the project runs TypeScript through tsx.
/** @type {import('jest').Config} */
const config = {
  testEnvironment: 'jsdom',
  // The other folders are Node's runner's and Playwright's (docs/architecture.md, "Three runners").
  roots: ['<rootDir>/__tests__/unit', '<rootDir>/__tests__/components'],
  testMatch: ['**/*.test.ts', '**/*.test.tsx'],
  setupFilesAfterEnv: ['<rootDir>/__tests__/setup/jest.setup.ts'],
  // The frozen seed content, which holds SPEC's values, rather than her own files, which she may change.
  globalSetup: '<rootDir>/__tests__/setup/seed-content-setup.mjs',
  transform: {
    '^.+\\.tsx?$': ['ts-jest', { tsconfig: { jsx: 'react-jsx', rootDir: '.' } }],
  },
  // First match wins: stubs before the `@/` alias.
  moduleNameMapper: {
    '\\.(css)$': '<rootDir>/__tests__/setup/style-stub.ts',
    '^@/app/fonts$': '<rootDir>/__tests__/setup/font-stub.ts',
    '^@/\\.content/site/(.*)$': '<rootDir>/.content/seed/site/$1',
    '^server-only$': '<rootDir>/__tests__/setup/style-stub.ts',
    '^@/(.*)$': '<rootDir>/$1',
  },
};

export default config;
