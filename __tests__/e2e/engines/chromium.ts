import { chromium } from '@playwright/test';
import { chromiumArgs, testChromiumPath } from '@/__tests__/harness/chromium';
import { desktop, pageWindow, type Engine, type Network } from './engine';

/** Chromium through Playwright, as the rest of the browser tests drive it, with the journeys' proxy for every host. */
export async function launchChromium({ proxy }: Network): Promise<Engine> {
  const browser = await chromium.launch({
    executablePath: testChromiumPath || undefined,
    // `<-loopback>`: the site on 127.0.0.1 goes through the proxy too, which adds the page watch.
    args: [...chromiumArgs, `--proxy-server=http://${proxy}`, '--proxy-bypass-list=<-loopback>'],
  });
  return {
    name: 'chromium',
    async open() {
      const context = await browser.newContext({ viewport: desktop, ignoreHTTPSErrors: true });
      const page = await context.newPage();
      return pageWindow(page, {
        resize: (width, height) => page.setViewportSize({ width, height }),
        close: () => context.close(),
      });
    },
    close: () => browser.close(),
  };
}
