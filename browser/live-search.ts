import {
  normaliseQuery,
  resultCountMessage,
  searchResult,
  searchTypeParam,
  type PagefindResultData,
  type SearchResult,
} from '@/lib/page/search';
import { liveSearchAttribute, searchOutputAttribute } from '@/lib/page/search-open';
import { formatDisplayDate, type IsoDate } from '@/lib/time/dates';
import { styled } from './styled';

interface Pagefind {
  options(options: Record<string, unknown>): Promise<void>;
  init(): void;
  search(
    query: string,
    options: { filters: Record<string, string> },
  ): Promise<{ results: { data(): Promise<PagefindResultData> }[] } | null>;
}

/** Where `npm run build` writes the index (Pagefind, run on out/ after `next build`). */
const pagefindUrl = '/pagefind/pagefind.js';
const debounceMs = 200;
const maxResults = 10;

let pagefind: Promise<Pagefind> | null = null;

/** Pagefind's script and index, fetched with the first query; a failed fetch is tried again by the next. */
function loadPagefind(): Promise<Pagefind> {
  pagefind ??= (import(pagefindUrl) as Promise<Pagefind>).then(async (module) => {
    await module.options({ excerptLength: 24 });
    module.init();
    return module;
  });
  pagefind.catch(() => (pagefind = null));
  return pagefind;
}

async function find(query: string, type: string): Promise<SearchResult[]> {
  const search = await (await loadPagefind()).search(query, { filters: type ? { type } : {} });
  const data = await Promise.all((search?.results ?? []).slice(0, maxResults).map((result) => result.data()));
  return data.map(searchResult);
}

/** One result: a link holding its title, "Essay · March 2, 2026" and the excerpt, matched words marked. */
function resultItem(doc: Document, result: SearchResult) {
  const link = styled(
    doc.createElement('a'),
    'block rounded-xl border border-line bg-white p-4 hover:border-plum-700 focus-visible:border-plum-700',
  );
  link.href = result.url;
  const facts = styled(doc.createElement('span'), 'mt-1 block text-sm text-muted', result.type);
  if (result.date) {
    const time = styled(doc.createElement('time'), '', formatDisplayDate(result.date as IsoDate));
    time.dateTime = result.date;
    facts.append(' · ', time);
  }
  const excerpt = styled(doc.createElement('span'), 'mt-2 block text-sm leading-6 text-ink');
  for (const { matched, text } of result.excerpt)
    excerpt.append(
      matched ? styled(doc.createElement('mark'), 'rounded bg-coral-100 px-0.5 text-ink', text) : text,
    );
  const title = styled(doc.createElement('span'), 'block font-semibold text-ink', result.title);
  link.append(title, facts, excerpt);
  const item = doc.createElement('li');
  item.append(link);
  return item;
}

/** The way on when nothing is found, as SearchElsewhere says it without JavaScript. */
function elsewhereLinks(doc: Document) {
  const link = (href: string, text: string) => {
    const node = styled(
      doc.createElement('a'),
      'font-semibold text-plum-700 underline underline-offset-2',
      text,
    );
    node.href = href;
    return node;
  };
  const note = styled(doc.createElement('p'), 'mt-3 text-ink', 'Browse the ');
  note.append(link('/essays', 'Essays'), ' or the ', link('/research', 'Research'), ' instead.');
  return note;
}

/**
 * The status line (a live region), the result list and the way on, made when the search starts
 * rather than served in every page's dialog.
 */
function answerParts(doc: Document, output: HTMLElement) {
  const status = styled(doc.createElement('p'), 'sr-only');
  status.setAttribute('role', 'status');
  const list = styled(doc.createElement('ul'), 'mt-3 space-y-2');
  const elsewhere = elsewhereLinks(doc);
  list.hidden = elsewhere.hidden = true;
  output.replaceChildren(status, list, elsewhere);
  return [status, list, elsewhere];
}

/**
 * Runs one live search: the results follow its field as the visitor types (debounced, an answer
 * that comes after a newer query dropped), starting from what the field holds when this file
 * arrives, which the visitor may have typed before. The search page's form also starts from `?q=`
 * and `?type=`, its filter, keeps both in the address and stays in the page on submit; the dialog's
 * form goes on to the search page, and a result followed closes the dialog.
 */
function runOne(root: HTMLElement, win: Window) {
  const doc = root.ownerDocument;
  const onPage = root.getAttribute(liveSearchAttribute) === 'page';
  const field = root.querySelector<HTMLInputElement>('input[type="search"]');
  const output = root.querySelector<HTMLElement>(`[${searchOutputAttribute}]`);
  if (!field || !output) return;
  const [status, list, elsewhere] = answerParts(doc, output);
  const filters = [...root.querySelectorAll<HTMLInputElement>(`input[name="${searchTypeParam}"]`)];
  const type = () => filters.find((filter) => filter.checked)?.value ?? '';
  let asked = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const show = (text: string, results: SearchResult[], failed = false) => {
    status.textContent = text;
    status.className = text ? 'text-sm text-muted' : 'sr-only';
    list.replaceChildren(...results.map((result) => resultItem(doc, result)));
    list.hidden = results.length === 0;
    elsewhere.hidden = !failed && (results.length > 0 || !text);
  };

  const update = () => {
    const query = normaliseQuery(field.value);
    const [chosen, ask] = [type(), ++asked];
    clearTimeout(timer);
    // Until the answer for this very query arrives, the previous one is not shown.
    show('', []);
    if (onPage) {
      const url = new URL(win.location.href);
      for (const [name, value] of [
        ['q', field.value],
        [searchTypeParam, chosen],
      ])
        if (value) url.searchParams.set(name, value);
        else url.searchParams.delete(name);
      win.history.replaceState(win.history.state, '', url);
    }
    if (!query) return;
    timer = setTimeout(() => {
      find(query, chosen).then(
        (results) => ask === asked && show(resultCountMessage(results.length, query), results),
        () => ask === asked && show('Search is not available right now.', [], true),
      );
    }, debounceMs);
  };

  field.addEventListener('input', update);
  filters.forEach((filter) => filter.addEventListener('change', update));
  if (onPage) root.addEventListener('submit', (event) => event.preventDefault());
  else
    list.addEventListener('click', (event) => {
      if ((event.target as Element).closest('a')) root.closest('dialog')?.close();
    });
  // The arrow keys move between the field and the results.
  root.addEventListener('keydown', (event) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    const stops: HTMLElement[] = [field, ...list.querySelectorAll('a')];
    const next = stops.indexOf(doc.activeElement as HTMLElement) + (event.key === 'ArrowDown' ? 1 : -1);
    if (next < 0 || next >= stops.length || !stops.includes(doc.activeElement as HTMLElement)) return;
    event.preventDefault();
    stops[next].focus();
  });

  if (onPage) {
    const address = new URLSearchParams(win.location.search);
    if (!field.value) field.value = address.get('q') ?? '';
    const filter = filters.find(({ value }) => value === address.get(searchTypeParam));
    if (filter) filter.checked = true;
  }
  if (field.value) update();
}

/** The search file's work: every live search of the page (the dialog's, the search page's). */
export function runLiveSearch(doc: Document, win: Window) {
  doc.querySelectorAll<HTMLElement>(`[${liveSearchAttribute}]`).forEach((root) => runOne(root, win));
}
