// The loader (scripts/defer-hydration.mjs): runs in the browser, one file for every page, loaded
// `async` after the page's data element, whose id the build writes in. Written for every
// browser the site supports, without a build step.
(function (doc) {
  var data = doc.getElementById('DEFERRED_SCRIPTS_ID');
  if (!data) return;
  var wanted = JSON.parse(data.textContent);
  var started = false;

  function addScript(src, then) {
    var script = doc.createElement('script');
    script.src = src;
    script.async = true;
    if (then) script.onload = then;
    doc.head.appendChild(script);
  }

  function preload(href) {
    var link = doc.createElement('link');
    link.rel = 'preload';
    link.as = 'script';
    link.href = href;
    doc.head.appendChild(link);
  }

  // The whole site's rules (the page carries only its own, scripts/page-css.mjs): the pages the
  // router shows in place need the rest. Adopted after the page's own sheet, they hold every rule
  // of it and win every tie, so the cascade is the whole sheet's. Nothing is removed: removing a
  // sheet, or linking one, makes Chrome match fonts again, and a web font that came too late for
  // the first paint would be swapped in then and move the text.
  function wholeRules(then) {
    var style = doc.querySelector('style[data-href]');
    var own = doc.adoptedStyleSheets && doc.adoptedStyleSheets[0];
    if (!style || !own) return then();
    fetch(
      style
        .getAttribute('data-href')
        .split(' ')[0]
        .replace(/\.css$/, '.rules.css'),
    )
      .then(function (response) {
        return response.ok ? response.text() : Promise.reject(response.status);
      })
      .then(function (text) {
        var whole = new CSSStyleSheet();
        whole.replaceSync(text);
        doc.adoptedStyleSheets = [own, whole];
      })
      .catch(function () {})
      .then(then);
  }

  function load() {
    if (started) return;
    started = true;
    var waiting = 2;
    function ready() {
      if (--waiting === 0)
        wanted.chunks.forEach(function (src) {
          addScript(src);
        });
    }
    wanted.chunks.forEach(preload);
    wholeRules(ready);
    addScript(wanted.payload, ready);
  }

  function soon() {
    setTimeout(load, 0);
  }

  if (doc.visibilityState === 'hidden') return load();
  doc.addEventListener('visibilitychange', function () {
    if (doc.visibilityState === 'hidden') load();
  });
  var Observer = window.PerformanceObserver;
  if (Observer && Observer.supportedEntryTypes && Observer.supportedEntryTypes.indexOf('paint') >= 0) {
    var observer = new Observer(function (list) {
      if (list.getEntriesByName('first-contentful-paint').length) {
        observer.disconnect();
        soon();
      }
    });
    observer.observe({ type: 'paint', buffered: true });
  } else
    requestAnimationFrame(function () {
      requestAnimationFrame(soon);
    });
})(document);
