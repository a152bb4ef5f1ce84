/** The theme a visitor can pick. `system` follows prefers-color-scheme, with CSS alone. */
export const themeChoices = ['system', 'light', 'dark'] as const;
export type ThemeChoice = (typeof themeChoices)[number];

export const themeStorageKey = 'theme';

/** Marks the radios of every theme control (ThemeControl); the head script finds them by it. */
export const themeChoiceAttribute = 'data-theme-choice';

/** A stored or attribute value as a choice: anything but `light` or `dark` means the system's. */
export function parseThemeChoice(value: unknown): ThemeChoice {
  return value === 'light' || value === 'dark' ? value : 'system';
}
