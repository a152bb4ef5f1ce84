import { spawn } from 'node:child_process';
import { createServer, type AddressInfo } from 'node:net';
import { remote } from 'webdriverio';
import { desktop, type Engine, type Handle, type Key, type Network } from './engine';

/**
 * Debian's WebKitGTK (`apt-get install webkit2gtk-driver`): its WebDriver and the MiniBrowser it
 * drives, unless WEBKIT_DRIVER_PATH and WEBKIT_BROWSER_PATH name others.
 */
export const webkitDriverPath = process.env.WEBKIT_DRIVER_PATH || '/usr/bin/WebKitWebDriver';
export const webkitBrowserPath =
  process.env.WEBKIT_BROWSER_PATH || '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';

const keys: Record<Key, string> = { Enter: '\uE007', Escape: '\uE00C', '/': '/' };

function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer();
    server.on('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => done(port));
    });
  });
}

async function waitForDriver(port: number, exited: () => string | null) {
  for (const deadline = Date.now() + 20_000; Date.now() < deadline;) {
    const failed = exited();
    if (failed) throw new Error(`WebKitWebDriver stopped: ${failed}`);
    const status = await fetch(`http://127.0.0.1:${port}/status`).catch(() => null);
    if (status?.ok) return;
    await new Promise((done) => setTimeout(done, 200));
  }
  throw new Error(`WebKitWebDriver did not answer on port ${port}`);
}

/**
 * WebKit through WebKitWebDriver and WebdriverIO, over WebDriver classic. The MiniBrowser refuses to run
 * headless: without a display, the driver runs under `xvfb-run -a`. One driver serves the worker; each
 * window is a session of its own, so nothing stored carries from one journey to the next.
 */
export async function launchWebKit({ proxy }: Network): Promise<Engine> {
  const port = await freePort();
  const command = [webkitDriverPath, `--port=${port}`];
  const driver = spawn(
    process.env.DISPLAY ? command[0]! : 'xvfb-run',
    process.env.DISPLAY ? command.slice(1) : ['-a', ...command],
    {
      stdio: ['ignore', 'ignore', 'pipe'],
      detached: true,
    },
  );
  let stderr = '';
  let exit: string | null = null;
  driver.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  driver.on('exit', (code, signal) => (exit = `${code ?? signal} ${stderr.trim()}`));
  driver.on('error', (error) => (exit = error.message));
  await waitForDriver(port, () => exit);

  return {
    name: 'webkit',
    async open() {
      const browser = await remote({
        hostname: '127.0.0.1',
        port,
        logLevel: 'error',
        capabilities: {
          // WebKitGTK's own capability, which WebdriverIO's types do not list.
          ...({
            'webkitgtk:browserOptions': { binary: webkitBrowserPath, args: ['--automation'] },
          } as object),
          // No browserName: WebKitWebDriver matches none for the MiniBrowser.
          acceptInsecureCerts: true,
          // WebKitGTK speaks TLS to its sslProxy, and accepts no certificate made for it: the plain
          // proxy drops that, so every https host is unreachable, whether or not the machine is online.
          proxy: { proxyType: 'manual', httpProxy: proxy, sslProxy: proxy },
          'wdio:enforceWebDriverClassic': true,
        },
      });
      await browser.setWindowSize(desktop.width, desktop.height);
      const own = (handle: Handle) => browser.$(handle as never);
      return {
        goto: (url) => browser.url(url).then(() => undefined),
        url: () => browser.getUrl(),
        resize: (width, height) => browser.setWindowSize(width, height),
        inject: (source) => browser.execute(source).then(() => undefined),
        run: (fn, arg) => browser.execute(fn as never, arg) as never,
        async element(fn, arg) {
          const found = await browser.execute(fn as never, arg);
          return (found as Handle | null) ?? null;
        },
        click: async (element) => (await own(element)).click(),
        type: async (element, text) => (await own(element)).addValue(text),
        press: (key) => browser.keys(keys[key]),
        close: () => browser.deleteSession(),
      };
    },
    async close() {
      if (driver.pid && exit === null) process.kill(-driver.pid, 'SIGTERM');
    },
  };
}
