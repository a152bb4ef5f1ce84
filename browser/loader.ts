// The loader's file. The page's data element ends <body>, hence whenParsed.
import { loadFrameworkWhenDue } from './load-framework';
import { whenParsed } from './parsed';

whenParsed(document, () => loadFrameworkWhenDue(document));
