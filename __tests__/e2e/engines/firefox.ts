import puppeteer from 'puppeteer-core';
import { desktop, pageWindow, type Engine, type Network } from './engine';

/** Debian's Firefox ESR (`apt-get install firefox-esr`), unless FIREFOX_PATH names another. */
export const firefoxPath = process.env.FIREFOX_PATH || '/usr/bin/firefox-esr';

/**
 * Firefox through puppeteer-core over WebDriver BiDi, the protocol Firefox speaks itself (no
 * geckodriver), with every host, 127.0.0.1 too, behind the journeys' proxy.
 */
export async function launchFirefox({ proxy }: Network): Promise<Engine> {
  const [host, port] = proxy.split(':');
  const browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: firefoxPath,
    headless: true,
    acceptInsecureCerts: true,
    extraPrefsFirefox: {
      'network.proxy.type': 1,
      'network.proxy.http': host,
      'network.proxy.http_port': Number(port),
      'network.proxy.ssl': host,
      'network.proxy.ssl_port': Number(port),
      'network.proxy.allow_hijacking_localhost': true,
      'network.proxy.no_proxies_on': '',
    },
  });
  return {
    name: 'firefox',
    async open() {
      const context = await browser.createBrowserContext();
      const page = await context.newPage();
      await page.setViewport(desktop);
      return pageWindow(page, {
        resize: (width, height) => page.setViewport({ width, height }),
        close: () => context.close(),
      });
    },
    close: () => browser.close(),
  };
}
