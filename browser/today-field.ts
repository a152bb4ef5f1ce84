import { localToday, todayFieldAttribute } from '@/lib/time/local-today';

/**
 * Head script: a date field marked todayFieldAttribute (the backup demo's) shows the visitor's own
 * date from the first paint, which the exported page cannot know. The parser adds the field after
 * this script has run: an observer fills it in the task that parsed it, before any frame shows it,
 * and stops once the page is parsed. A date already in the field stays.
 */
export function fillTodayFields(doc: Document) {
  const fill = () =>
    doc.querySelectorAll<HTMLInputElement>(`input[${todayFieldAttribute}]`).forEach((field) => {
      if (!field.value) field.value = localToday();
    });
  const observer = new MutationObserver(fill);
  observer.observe(doc, { childList: true, subtree: true });
  doc.addEventListener('DOMContentLoaded', () => observer.disconnect(), { once: true });
}
