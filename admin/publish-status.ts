// The editor's status of her site: which save the live site serves and what became of her newest one.
import { checkedAt, publishStatus, type PublishStatus } from '@/lib/editor/publish-status';
import { editorToken, readPublishFacts, type PublishSource } from './publish-facts';

// Signed out, GitHub allows 60 requests an hour for every page on her connection; signed in, 5,000.
const signedInEvery = 30_000;
const signedOutEvery = 5 * 60_000;

function element<Tag extends keyof HTMLElementTagNameMap>(tag: Tag, className: string) {
  const made = document.createElement(tag);
  made.className = className;
  return made;
}

/** Kept current while the page is visible; `refresh` asks at once. */
export function showPublishStatus(source: PublishSource): { refresh: () => void } {
  const root = element('div', 'publish-status');
  const toggle = element('button', 'publish-status-toggle');
  const panel = element('section', 'publish-status-panel');
  const live = element('p', 'publish-status-live');
  const newest = element('p', 'publish-status-newest');
  const link = element('a', 'publish-status-link');
  const checked = element('p', 'publish-status-checked');
  const announce = element('p', 'publish-status-announce');
  toggle.type = 'button';
  toggle.textContent = 'What is live';
  toggle.setAttribute('aria-expanded', 'false');
  toggle.setAttribute('aria-controls', (panel.id = 'publish-status-panel'));
  panel.setAttribute('aria-label', 'Your site and your saves');
  panel.hidden = true;
  link.target = '_blank';
  link.rel = 'noreferrer';
  announce.setAttribute('role', 'status');
  panel.append(live, newest, checked);
  root.append(toggle, panel, announce);
  root.dataset.tone = 'unknown';
  document.body.append(root);

  const open = (next: boolean) => {
    panel.hidden = !next;
    toggle.setAttribute('aria-expanded', String(next));
  };
  toggle.addEventListener('click', () => open(panel.hidden));
  root.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape' || panel.hidden) return;
    open(false);
    toggle.focus();
  });
  document.addEventListener('pointerdown', (event) => {
    if (!root.contains(event.target as Node)) open(false);
  });

  // The entry editor's fields reach every corner, and its preview button tells the entry's build itself.
  const place = () => {
    root.hidden = /^#\/collections\/[^/?]+\/(new|entries)\b/.test(location.hash);
  };
  window.addEventListener('hashchange', place);
  window.addEventListener('popstate', place);
  place();

  let shown: PublishStatus | null = null;
  const render = (status: PublishStatus) => {
    root.dataset.tone = status.tone;
    toggle.textContent = status.label;
    live.textContent = status.live;
    newest.textContent = status.newest;
    if (status.link) {
      link.href = status.link.href;
      link.textContent = status.link.text;
      newest.append(' ', link);
    }
    checked.textContent = checkedAt(new Date(), source.timeZone);
    // Announced only when it changes, not on the first reading.
    if (shown && shown.newest !== status.newest) announce.textContent = status.newest;
    shown = status;
  };

  let timer: number | undefined;
  let lastAsked = 0;
  let asking = false;
  let askAgain = false;
  const every = () => (editorToken() ? signedInEvery : signedOutEvery);
  const refresh = async () => {
    window.clearTimeout(timer);
    // A save while the status is asking is asked about as soon as that answer is in.
    if (asking) {
      askAgain = true;
      return;
    }
    asking = true;
    lastAsked = Date.now();
    try {
      render(publishStatus(await readPublishFacts(source, editorToken()), source.timeZone));
    } finally {
      asking = false;
      const wait = askAgain ? 0 : every();
      askAgain = false;
      if (!document.hidden) timer = window.setTimeout(() => void refresh(), wait);
    }
  };
  document.addEventListener('visibilitychange', () => {
    window.clearTimeout(timer);
    if (document.hidden) return;
    const wait = Math.max(0, lastAsked + every() - Date.now());
    timer = window.setTimeout(() => void refresh(), wait);
  });
  void refresh();
  return { refresh: () => void refresh() };
}
