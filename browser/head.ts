// The head script: what must happen before the first paint, inline in every page's <head> (headScript
// says why each part is here and not later).
import { fontClassSlot } from '@/lib/page/web-font-names';
import { addAfterFirstPaint } from './after-first-paint';
import { filterPageFirst } from './filter-pages';
import { holdSubmits } from './held-submit';
import { adoptPageStyle } from './page-style';
import { fillTodayFields } from './today-field';
import { ownTheme } from './theme';
import { applyCachedFont } from './web-font';

declare const SITE_SCRIPT_FILE: string;

adoptPageStyle(document);
ownTheme(document);
applyCachedFont(document, fontClassSlot);
holdSubmits(document);
fillTodayFields(document);
addAfterFirstPaint(document, SITE_SCRIPT_FILE, filterPageFirst());
