import { manifestPath } from '@/lib/site/web-manifest';

/**
 * After-paint script: links the web app manifest (manifestPath), which only installing the
 * site needs, once the page has painted.
 */
export function linkManifest(doc: Document) {
  const link = doc.createElement('link');
  link.rel = 'manifest';
  link.href = manifestPath;
  doc.head.appendChild(link);
}
