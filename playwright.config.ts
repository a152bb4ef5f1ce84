import { defineConfig, devices } from '@playwright/test';
import type { EngineOptions } from './__tests__/e2e/engines/fixture';
import { chromiumArgs, testChromiumPath } from './__tests__/harness/chromium';
import { servicesOffCopy, servicesOffOrigin, servicesOffPort } from './__tests__/fixtures/services-off';

const port = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://127.0.0.1:${port}`;

export default defineConfig<object, EngineOptions>({
  testDir: './__tests__/e2e',
  testMatch: '**/*.spec.ts',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL,
    // Recording every test's trace costs a fifth of the browser tests' time: a failing test records one
    // on its retry (CI), or with `--trace on`.
    trace: 'on-first-retry',
    launchOptions: { executablePath: testChromiumPath || undefined, args: chromiumArgs },
    // The journeys' engines reach the suite's site and the first publish's (services-off.spec.ts).
    sites: [baseURL, servicesOffOrigin],
  },
  projects: [
    { name: 'chromium', use: { ...devices['Desktop Chrome'] } },
    // The visitor's journeys alone, in Debian's Firefox ESR and WebKitGTK (docs/architecture.md), each
    // engine launched once: one worker runs its journeys one after another.
    ...(['firefox', 'webkit'] as const).map((engine) => ({
      name: engine,
      testMatch: ['journeys.spec.ts', 'services-off.spec.ts'],
      fullyParallel: false,
      workers: 1,
      use: { engine },
    })),
  ],
  webServer: [
    {
      command: 'node --import tsx scripts/serve.ts --no-build',
      url: `${baseURL}/`,
      env: { PORT: String(port) },
      reuseExistingServer: !process.env.CI,
      timeout: 30_000,
    },
    // A first publish, its services left off (services-off.spec.ts), built by `npm run build:test`.
    {
      command: `node --import tsx scripts/serve.ts --dir ${servicesOffCopy}/out`,
      url: `${servicesOffOrigin}/`,
      env: { PORT: String(servicesOffPort) },
      reuseExistingServer: !process.env.CI,
      timeout: 30_000,
    },
  ],
});
