/**
 * Head script: adds the site's script file (the after-paint script, then the loader) once the page
 * has painted, not from the parser. A file the parser requests is fetched while the page is still
 * being laid out, and one that arrives before the first paint is work on the first paint's path
 * (docs/performance.md, "After the first paint"); a file added here is requested only after it.
 * The browser reports the paint once the frame is on screen (animation frames run before that, so
 * they cannot stand in for it); a hidden tab paints nothing, and adds the file when it is shown.
 * A browser that cannot report paints adds it at once, as does `now`, for a page whose first frame
 * needs the after-paint script (filterPageFirst). Each script in the file
 * waits for the parsed page itself (whenParsed).
 */
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
