import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeControl } from '@/components/site/theme-control';
import { ownTheme } from '@/browser/theme';
import { parseThemeChoice } from '@/lib/page/theme-choice';

const html = document.documentElement;
/** The head script, as a page runs it: before anything else. Its listeners stay for the file. */
const run = () => ownTheme(document);
/** The parser reaching the end of the page, where the script checks the radios once more. */
const parsed = () => act(() => void document.dispatchEvent(new Event('DOMContentLoaded')));

beforeEach(() => {
  localStorage.clear();
  delete html.dataset.theme;
});

describe('the head script, before the first paint', () => {
  it('pins a stored Light or Dark on <html>', () => {
    localStorage.setItem('theme', 'dark');
    run();
    expect(html.dataset.theme).toBe('dark');
  });

  it('leaves the system theme for anything else, and for storage that throws', () => {
    localStorage.setItem('theme', 'sepia');
    run();
    expect(html.dataset.theme).toBeUndefined();

    const getItem = jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    expect(run).not.toThrow();
    expect(html.dataset.theme).toBeUndefined();
    getItem.mockRestore();
  });
});

describe('parseThemeChoice', () => {
  it('accepts the two pinned themes and reads everything else as the system', () => {
    expect(parseThemeChoice('light')).toBe('light');
    expect(parseThemeChoice('dark')).toBe('dark');
    for (const value of [null, undefined, '', 'Dark', 'system', 42])
      expect(parseThemeChoice(value)).toBe('system');
  });
});

describe('ThemeControl, worked by the head script alone', () => {
  beforeAll(run);

  const checked = (name: string) =>
    screen.getAllByRole('radio', { name }).map((radio) => (radio as HTMLInputElement).checked);

  it('is a radio group named Theme with System chosen when nothing is stored', () => {
    render(<ThemeControl />);
    parsed();
    expect(screen.getByRole('group', { name: 'Theme' })).toBeInTheDocument();
    expect(screen.getAllByRole('radio').map((radio) => radio.getAttribute('value'))).toEqual([
      'system',
      'light',
      'dark',
    ]);
    expect(screen.getByRole('radio', { name: 'System' })).toBeChecked();
  });

  it('shows the choice in force on every copy (header and menu) as the page is parsed', () => {
    html.dataset.theme = 'dark';
    render(
      <>
        <ThemeControl />
        <ThemeControl />
      </>,
    );
    parsed();
    expect(checked('Dark')).toEqual([true, true]);
    expect(checked('System')).toEqual([false, false]);
  });

  it('applies and stores a choice at once, keeps every copy in step, and System forgets it', async () => {
    const user = userEvent.setup();
    render(
      <>
        <ThemeControl />
        <ThemeControl />
      </>,
    );
    await user.click(screen.getAllByRole('radio', { name: 'Dark' })[0]);
    expect(html.dataset.theme).toBe('dark');
    expect(localStorage.getItem('theme')).toBe('dark');
    expect(checked('Dark')).toEqual([true, true]);

    await user.click(screen.getAllByRole('radio', { name: 'System' })[1]);
    expect(html.dataset.theme).toBeUndefined();
    expect(localStorage.getItem('theme')).toBeNull();
    expect(checked('System')).toEqual([true, true]);
  });

  it('still applies a choice when storage refuses it', async () => {
    const setItem = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('denied', 'QuotaExceededError');
    });
    const user = userEvent.setup();
    render(<ThemeControl />);
    await user.click(screen.getByRole('radio', { name: 'Dark' }));
    expect(html.dataset.theme).toBe('dark');
    setItem.mockRestore();
  });

  it("follows another tab's choice", () => {
    render(<ThemeControl />);
    fireEvent(window, new StorageEvent('storage', { key: 'theme', newValue: 'light' }));
    expect(html.dataset.theme).toBe('light');
    expect(screen.getByRole('radio', { name: 'Light' })).toBeChecked();
  });
});
