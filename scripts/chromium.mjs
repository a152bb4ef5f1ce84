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
