// A page's errors, unhandled rejections and console errors, kept in the tab's sessionStorage so that they
// survive a journey's page loads. The stand-in proxy (stand-ins.ts) adds this script first in each head.

/** Where the proxy serves the script, on the site's own origin (the policy allows 'self'). */
export const pageWatchPath = '/__journeys/page-watch.js';

const problemsKey = 'journeys:problems';
const consoleKey = 'journeys:console';

function watchPage(problemsKey: string, consoleKey: string) {
  const keep = (key: string, entry: string) => {
    const kept = JSON.parse(sessionStorage.getItem(key) ?? '[]') as string[];
    sessionStorage.setItem(key, JSON.stringify([...kept, `${location.pathname}: ${entry}`]));
  };
  addEventListener('error', (event) => keep(problemsKey, `uncaught ${event.message}`));
  addEventListener('unhandledrejection', (event) =>
    keep(problemsKey, `unhandled rejection ${String(event.reason?.message ?? event.reason)}`),
  );
  const error = console.error.bind(console);
  console.error = (...args: unknown[]) => {
    keep(consoleKey, args.map((arg) => (arg instanceof Error ? arg.message : String(arg))).join(' '));
    error(...args);
  };
}

export const pageWatchScript = `(${watchPage.toString()})(${JSON.stringify(problemsKey)}, ${JSON.stringify(consoleKey)});`;

export const pageWatchKeys = { problemsKey, consoleKey };

/** In the page: what the watch kept in this tab. */
export function readPageWatch(keys: typeof pageWatchKeys) {
  const read = (key: string) => JSON.parse(sessionStorage.getItem(key) ?? '[]') as string[];
  return { problems: read(keys.problemsKey), console: read(keys.consoleKey) };
}
