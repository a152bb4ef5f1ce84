// Head script: adds the site's script file once the page has painted, off the first paint's path
// (docs/performance.md, "After the first paint"). Animation frames run before the frame is on screen, so
// only the paint entry will do. `now`: the first frame needs the after-paint script (filterPageFirst).
export function addAfterFirstPaint(doc: Document, src: string, now: boolean) {
  const add = () => {
    doc.head.appendChild(doc.createElement('script')).src = src;
  };
  const Observer = window.PerformanceObserver;
  if (now || !Observer || !(Observer.supportedEntryTypes || []).includes('paint')) add();
  else
    new Observer((_, observer) => {
      observer.disconnect();
      add();
    }).observe({ type: 'paint', buffered: true });
}
