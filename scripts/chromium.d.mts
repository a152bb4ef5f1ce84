export declare const chromiumPath: string;
export declare const chromiumArgs: string[];
export declare const puppeteerLaunch: {
  executablePath: string | undefined;
  headless: boolean;
  args: string[];
};
export declare function paintedPage(
  browser: import('puppeteer-core').Browser,
  path: string,
  timeoutMs?: number,
): Promise<import('puppeteer-core').Page>;
