// The search file, added when search first opens (loadLiveSearch).
import { runLiveSearch } from './live-search';
import { whenParsed } from './parsed';

whenParsed(document, () => runLiveSearch(document, window));
