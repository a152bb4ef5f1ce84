// The after-paint script: what can wait until the page is painted.
import { afterPaintAttribute } from '@/lib/page/browser-scripts';
import { runCalendlyWidgets } from './calendly-loader';
import { followLegacyFilter, keepPillFocus } from './filter-pages';
import { writeFooterYear } from './footer-year';
import { stampFormSources } from './form-source';
import { linkManifest } from './manifest-link';
import { whenParsed } from './parsed';
import { followPopoverMenus } from './popover-menu';
import { openSearchOnRequest } from './search-open';
import { followSectionLinks } from './section-link';
import { runShareButtons } from './share-actions';
import { cacheFontAfterLoad } from './web-font';

// At once: a form may be sent, its submit held by the head script, before the page is parsed.
stampFormSources(window);

whenParsed(document, () => {
  if (followLegacyFilter(document, location)) return;
  openSearchOnRequest(document);
  followPopoverMenus(document);
  keepPillFocus(document);
  writeFooterYear(document);
  runShareButtons(document);
  followSectionLinks(document);
  runCalendlyWidgets(document);
  cacheFontAfterLoad(document);
  linkManifest(document);
  document.documentElement.setAttribute(afterPaintAttribute, '');
});
