import { manifestPath } from '@/lib/site/web-manifest';

export function linkManifest(doc: Document) {
  const link = doc.createElement('link');
  link.rel = 'manifest';
  link.href = manifestPath;
  doc.head.appendChild(link);
}
