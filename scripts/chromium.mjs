// The browser the tests and the benchmark drive: Debian's Chromium unless CHROMIUM_PATH says
// otherwise (an empty CHROMIUM_PATH leaves the choice to Playwright). The networking flags matter:
// without them Chromium keeps calling Google's services, which these machines cannot reach.
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * The same browser for puppeteer-core, which the tests and the benchmark use where Chrome must
 * prerender: it attaches as Chrome expects, where Playwright's attachment makes Chrome refuse.
 */
export const puppeteerLaunch = {
  executablePath: chromiumPath || undefined,
  headless: true,
  args: chromiumArgs,
};
