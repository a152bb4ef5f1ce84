import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { test } from 'node:test';
import {
  median,
  missedLimits,
  seededRandom,
  selfComparison,
  statistics,
} from '../../scripts/bench-limits.mjs';

const floor = { performance: 99, LCP: 800, TBT: 100, CLS: 0 };
const run = (figures) => ({ ...floor, FCP: figures.LCP ?? floor.LCP, TTI: 2000, ...figures });

test('median takes the middle value, or the mean of the two middle ones', () => {
  assert.equal(median([900, 600, 700]), 700);
  assert.equal(median([100, 400, 200, 300]), 250);
});

test('a route meets the limits exactly at their edges and misses them just past', () => {
  assert.deepEqual(missedLimits({ performance: 98, LCP: 960, TBT: 150, CLS: 0 }, floor), []);
  assert.deepEqual(missedLimits({ performance: 97, LCP: 961, TBT: 151, CLS: 0.001 }, floor), [
    'LCP',
    'performance',
    'TBT',
    'CLS',
  ]);
});

test("each metric's median can differ from Lighthouse's median run", () => {
  // The run nearest the median FCP and TTI is the 700 ms one; its TBT is the highest of the three.
  const runs = [
    run({ LCP: 700, TBT: 300 }),
    run({ LCP: 600, TBT: 100, TTI: 2100 }),
    run({ LCP: 900, TBT: 120, TTI: 1900 }),
  ];
  assert.equal(statistics['median run'](runs).TBT, 300);
  assert.equal(statistics["each metric's median"](runs).TBT, 120);
  assert.equal(statistics["each metric's median"](runs).LCP, 700);
});

test('a reference whose runs never vary always meets the limits against itself', () => {
  const pool = Array.from({ length: 20 }, () => run({}));
  for (const statistic of Object.values(statistics)) {
    const result = selfComparison(pool, { runs: 5, routes: 28, sets: 20, statistic });
    assert.equal(result.routesMissing, 0);
    assert.equal(result.allPassShare, 1);
  }
});

test('a reference whose LCP sits on two levels misses the LCP limit against itself', () => {
  const pool = Array.from({ length: 40 }, (_, i) => run({ LCP: i % 2 ? 640 : 1000 }));
  const result = selfComparison(pool, {
    runs: 5,
    routes: 28,
    sets: 50,
    statistic: statistics["each metric's median"],
  });
  assert.ok(result.missedShare.LCP > 0.2, `LCP missed in ${result.missedShare.LCP} of pairs`);
  assert.equal(result.missedShare.TBT, 0);
  assert.ok(result.allPassShare < 0.1);
  // The same seed gives the same figures, so a saved result always reads the same.
  const again = selfComparison(pool, {
    runs: 5,
    routes: 28,
    sets: 50,
    statistic: statistics["each metric's median"],
    random: seededRandom(),
  });
  assert.deepEqual(again, result);
});

test('it refuses a pool too small for two groups', () => {
  const pool = Array.from({ length: 9 }, () => run({}));
  assert.throws(
    () => selfComparison(pool, { runs: 5, routes: 1, sets: 1, statistic: statistics['median run'] }),
    /9 runs cannot make two groups of 5/,
  );
});

test('the command names the routes that miss a limit and which one', () => {
  const dir = mkdtempSync(join(tmpdir(), 'bench-limits-'));
  const file = join(dir, 'lighthouse.json');
  const reference = { route: '/', runs: Array.from({ length: 5 }, () => run({})) };
  writeFileSync(
    file,
    JSON.stringify({
      runs: 5,
      protocol: 'HTTP/1.1',
      lighthouse: [
        { route: '/', runs: Array.from({ length: 5 }, () => run({})), reference },
        { route: '/essays/', runs: Array.from({ length: 5 }, () => run({ LCP: 1100 })), reference },
      ],
    }),
  );
  const output = execFileSync(process.execPath, ['scripts/bench-limits.mjs', file], { encoding: 'utf8' });
  assert.match(output, /median run: routes within each limit: LCP 1, performance 2, TBT 2, CLS 2/);
  assert.match(output, /within all four: 1 of 2/);
  assert.match(output, /^ {2}\/essays\/: LCP$/m);
  assert.match(output, /5 runs, each metric's median: a route misses LCP 0\.0%/);
  // The same from a folder whose scripts/ is a link to this one, as when measuring a copied export.
  symlinkSync(resolve('scripts'), join(dir, 'scripts'));
  const linked = execFileSync(process.execPath, [join(dir, 'scripts/bench-limits.mjs'), file], {
    encoding: 'utf8',
  });
  assert.equal(linked, output);
});
