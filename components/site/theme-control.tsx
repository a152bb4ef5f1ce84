import { useId } from 'react';
import { themeChoiceAttribute, themeChoices, type ThemeChoice } from '@/lib/page/theme-choice';

const labels: Record<ThemeChoice, string> = { system: 'System', light: 'Light', dark: 'Dark' };

const icons: Record<ThemeChoice, string> = {
  system: 'M3 4h14v9H3zM7 16h6M10 13v3',
  light:
    'M10 6.5a3.5 3.5 0 1 0 0 7 3.5 3.5 0 0 0 0-7zM10 2v2M10 16v2M2 10h2M16 10h2M4.3 4.3l1.4 1.4M14.3 14.3l1.4 1.4M4.3 15.7l1.4-1.4M14.3 5.7l1.4-1.4',
  dark: 'M16 12.5A6.5 6.5 0 0 1 7.5 4a6.5 6.5 0 1 0 8.5 8.5z',
};

// Plain HTML with no island: the head script (`ownTheme`) owns it, so it works from the first paint and
// nothing resets it when the framework's scripts arrive.
export function ThemeControl({ className = '' }: { className?: string }) {
  const name = useId();

  return (
    <fieldset className={`flex rounded-full border border-line p-0.5 ${className}`}>
      <legend className="sr-only">Theme</legend>
      {themeChoices.map((option) => (
        <label
          key={option}
          title={labels[option]}
          className="relative inline-flex size-10 cursor-pointer items-center justify-center rounded-full text-muted hover:text-ink has-checked:bg-plum-50 has-checked:text-plum-700 has-focus-visible:outline-3 has-focus-visible:outline-coral-700"
        >
          <input
            type="radio"
            name={name}
            value={option}
            defaultChecked={option === 'system'}
            {...{ [themeChoiceAttribute]: '' }}
            className="sr-only"
          />
          <svg aria-hidden="true" width="20" height="20" viewBox="0 0 20 20" fill="none">
            <path
              d={icons[option]}
              stroke="currentColor"
              strokeWidth="1.6"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          </svg>
          <span className="sr-only">{labels[option]}</span>
        </label>
      ))}
    </fieldset>
  );
}
