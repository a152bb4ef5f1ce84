/** The theme a visitor can pick. `system` follows prefers-color-scheme, with CSS alone. */
export const themeChoices = ['system', 'light', 'dark'] as const;
export type ThemeChoice = (typeof themeChoices)[number];

export const themeStorageKey = 'theme';

/** A stored or attribute value as a choice: anything but `light` or `dark` means the system's. */
export function parseThemeChoice(value: unknown): ThemeChoice {
  return value === 'light' || value === 'dark' ? value : 'system';
}

/**
 * Runs in <head> before the first paint, so a stored Light or Dark applies with no flash: it pins
 * the theme with data-theme on <html>, which app/globals.css reads. Storage that throws (some
 * private modes) or holds anything else leaves the system's theme. The post-build security step
 * hashes it into the Content-Security-Policy like the framework's own inline scripts.
 */
export const themeInitScript = `try{var t=localStorage.getItem(${JSON.stringify(themeStorageKey)});if(t==="light"||t==="dark")document.documentElement.dataset.theme=t}catch(e){}`;
