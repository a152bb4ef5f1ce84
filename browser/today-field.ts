import { localToday, todayFieldAttribute } from '@/lib/time/local-today';

// Head script: the parser adds the field after this runs, so an observer fills it in the task that parsed
// it, before any frame shows it.
export function fillTodayFields(doc: Document) {
  const fill = () =>
    doc.querySelectorAll<HTMLInputElement>(`input[${todayFieldAttribute}]`).forEach((field) => {
      if (!field.value) field.value = localToday();
    });
  const observer = new MutationObserver(fill);
  observer.observe(doc, { childList: true, subtree: true });
  doc.addEventListener('DOMContentLoaded', () => observer.disconnect(), { once: true });
}
