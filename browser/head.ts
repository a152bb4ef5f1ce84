// The head script: what must happen before the first paint, inline in every page's <head> with one
// hash in the one policy (headScript says why each part is here and not later), and what
// starts the site's script file after it.
import { fontClassSlot } from '@/lib/page/web-font';
import { addAfterFirstPaint } from './after-first-paint';
import { filterPageFirst } from './filter-pages';
import { holdSubmits } from './held-submit';
import { adoptPageStyle } from './page-style';
import { fillTodayFields } from './today-field';
import { ownTheme } from './theme';
import { applyCachedFont } from './web-font';

/** The path of the file holding the after-paint script and the loader, set by `npm run browser`. */
declare const SITE_SCRIPT_FILE: string;

adoptPageStyle(document);
ownTheme(document);
applyCachedFont(document, fontClassSlot);
holdSubmits(document);
fillTodayFields(document);
addAfterFirstPaint(document, SITE_SCRIPT_FILE, filterPageFirst());
