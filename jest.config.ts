import type { Config } from 'jest';

const config: Config = {
  testEnvironment: 'jsdom',
  roots: ['<rootDir>/__tests__'],
  // __tests__/content/, __tests__/letter/ and __tests__/repository/ run under node:test with tsx
  // (`npm run test:unit`): the loader's and the email's packages are ESM only.
  testPathIgnorePatterns: [
    '/node_modules/',
    '<rootDir>/__tests__/e2e/',
    '<rootDir>/__tests__/content/',
    '<rootDir>/__tests__/letter/',
    '<rootDir>/__tests__/repository/',
  ],
  testMatch: ['**/*.test.ts', '**/*.test.tsx'],
  setupFilesAfterEnv: ['<rootDir>/__tests__/setup/jest.setup.ts'],
  transform: {
    '^.+\\.tsx?$': ['ts-jest', { tsconfig: { jsx: 'react-jsx', rootDir: '.' } }],
  },
  // First match wins: stubs before the `@/` alias.
  moduleNameMapper: {
    '\\.(css)$': '<rootDir>/__tests__/setup/style-stub.ts',
    '^@/app/fonts$': '<rootDir>/__tests__/setup/font-stub.ts',
    '^@/(.*)$': '<rootDir>/$1',
  },
};

export default config;
