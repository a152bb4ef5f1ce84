// The loader's file: the framework's scripts after the first paint, or when the visitor asks. The
// head script adds it after the first paint; the page's data element ends <body>.
import { loadFrameworkWhenDue } from './load-framework';
import { whenParsed } from './parsed';

whenParsed(document, () => loadFrameworkWhenDue(document));
