import {
  normaliseQuery,
  resultCountMessage,
  searchResult,
  searchTypeParam,
  type PagefindResultData,
  type SearchResult,
} from '@/lib/page/site-search';
import { liveSearchAttribute, searchOutputAttribute } from '@/lib/page/search-names';
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

const pagefindUrl = '/pagefind/pagefind.js';
const debounceMs = 200;
const maxResults = 10;

let pagefind: Promise<Pagefind> | null = null;

// Fetched with the first query; a failed fetch is tried again by the next.
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

function answerParts(doc: Document, output: HTMLElement) {
  const status = styled(doc.createElement('p'), 'sr-only');
  status.setAttribute('role', 'status');
  const list = styled(doc.createElement('ul'), 'mt-3 space-y-2');
  const elsewhere = elsewhereLinks(doc);
  list.hidden = elsewhere.hidden = true;
  output.replaceChildren(status, list, elsewhere);
  return [status, list, elsewhere];
}

// An answer that comes after a newer query is dropped. The field may hold what the visitor typed before
// this file arrived. Only the search page's form keeps the query in the address.
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

export function runLiveSearch(doc: Document, win: Window) {
  doc.querySelectorAll<HTMLElement>(`[${liveSearchAttribute}]`).forEach((root) => runOne(root, win));
}
