import { footerYearId } from '@/lib/page/footer-year-id';

// Written only when it differs from the build's year, so the footer is not laid out again for nothing.
export function writeFooterYear(doc: Document) {
  const year = doc.getElementById(footerYearId);
  const now = String(new Date().getFullYear());
  if (year && year.textContent !== now) year.textContent = now;
}
