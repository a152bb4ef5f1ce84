export declare const chromiumPath: string;
export declare const chromiumArgs: string[];
export declare const puppeteerLaunch: {
  executablePath: string | undefined;
  headless: boolean;
  args: string[];
};
