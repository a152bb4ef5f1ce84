// The head script: what must happen before the first paint, inline in every page's <head> with one
// hash in the one policy (lib/first-paint.ts says why each part is here and not later).
import { fontClassSlot } from '@/lib/web-font';
import { holdSubmits } from './held-submit';
import { adoptPageStyle } from './page-style';
import { ownTheme } from './theme';
import { applyCachedFont } from './web-font';

adoptPageStyle(document);
ownTheme(document);
applyCachedFont(document, fontClassSlot);
holdSubmits(document);
