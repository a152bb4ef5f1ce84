// The search file: the live results, added by the after-paint script when search first opens, or at
// once on a page with a search form of its own (loadLiveSearch).
import { runLiveSearch } from './live-search';
import { whenParsed } from './parsed';

whenParsed(document, () => runLiveSearch(document, window));
