import { expect, test as base } from '@playwright/test';
import { launchChromium } from './chromium';
import type { Engine, EngineName, Network } from './engine';
import { launchFirefox } from './firefox';
import { startStandIns, type StandIns } from './stand-ins';
import { Visitor } from './visitor';
import { launchWebKit } from './webkit';

export { expect };

const launchers: Record<EngineName, (network: Network) => Promise<Engine>> = {
  chromium: launchChromium,
  firefox: launchFirefox,
  webkit: launchWebKit,
};

export interface EngineOptions {
  /** The engine a project runs the journeys in (playwright.config.ts). */
  engine: EngineName;
  /**
   * The sites the stand-ins pass the engine on to (playwright.config.ts): the suite's and a first
   * publish's, so that one engine a worker visits both.
   */
  sites: string[];
}

/**
 * The journeys' `test`: `visitor`, a fresh window of the project's engine, and `thirdParties`, the
 * stand-ins it reaches Kit and Formspree through. The engine and the stand-ins start once a worker.
 * Once a journey ends, its visitor has met no page error (an uncaught error, or a promise rejected
 * with no one to handle it) on any page of the journey.
 */
export const test = base.extend<
  { visitor: Visitor; thirdParties: StandIns },
  EngineOptions & { launched: { engine: Engine; standIns: StandIns } }
>({
  engine: ['chromium', { option: true, scope: 'worker' }],
  sites: [[], { option: true, scope: 'worker' }],
  launched: [
    async ({ engine, sites }, provide, worker) => {
      const standIns = await startStandIns(sites.length ? sites : [worker.project.use.baseURL!]);
      const launched = await launchers[engine](standIns);
      await provide({ engine: launched, standIns });
      await launched.close();
      await standIns.close();
    },
    { scope: 'worker', timeout: 60_000 },
  ],
  thirdParties: async ({ launched }, provide) => {
    launched.standIns.reset();
    await provide(launched.standIns);
  },
  visitor: async ({ launched, thirdParties, baseURL }, provide) => {
    void thirdParties; // reset before the window opens
    const window = await launched.engine.open();
    const visitor = new Visitor(launched.engine.name, window, baseURL!);
    try {
      await provide(visitor);
      if (visitor.visited)
        expect((await visitor.watched()).problems, 'errors on the pages of the journey').toEqual([]);
    } finally {
      await window.close();
    }
  },
});
