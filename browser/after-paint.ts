// The after-paint script: what can wait until the page is parsed, one file every page loads with
// `defer` (lib/first-paint.ts).
import { followLegacyFilter, keepPillFocus } from './filter-pages';
import { writeFooterYear } from './footer-year';
import { followPopoverMenus } from './popover-menu';
import { openSearchOnRequest } from './search-open';
import { cacheFontAfterLoad } from './web-font';

openSearchOnRequest(document);
followPopoverMenus(document);
followLegacyFilter(document, location);
keepPillFocus(document);
writeFooterYear(document);
cacheFontAfterLoad(document);
