import { themeChoiceAttribute, themeStorageKey } from '@/lib/page/theme-choice';

// Head script: a stored Light or Dark is pinned on <html> before the first paint. Storage that throws
// (some private modes) leaves the system's theme; a choice still applies to the page it was made on.
export function ownTheme(doc: Document) {
  const root = doc.documentElement;
  const radios = `input[${themeChoiceAttribute}]`;
  const sync = () => {
    const choice = root.dataset.theme || 'system';
    doc.querySelectorAll<HTMLInputElement>(radios).forEach((radio) => {
      radio.checked = radio.value === choice;
    });
  };
  const apply = (value: string | null) => {
    if (value === 'light' || value === 'dark') root.dataset.theme = value;
    else delete root.dataset.theme;
    sync();
  };
  try {
    apply(localStorage.getItem(themeStorageKey));
  } catch {}
  // Radios are checked as the parser adds them, until the document is whole.
  const parsing = new MutationObserver(sync);
  parsing.observe(root, { childList: true, subtree: true });
  doc.addEventListener('DOMContentLoaded', () => {
    parsing.disconnect();
    sync();
  });
  doc.addEventListener('change', (event) => {
    const radio = event.target as HTMLInputElement;
    if (!radio.matches || !radio.matches(radios)) return;
    try {
      if (radio.value === 'light' || radio.value === 'dark')
        localStorage.setItem(themeStorageKey, radio.value);
      else localStorage.removeItem(themeStorageKey);
    } catch {}
    apply(radio.value);
  });
  addEventListener('storage', (event) => {
    if (event.key === themeStorageKey || event.key === null) apply(event.newValue);
  });
}
