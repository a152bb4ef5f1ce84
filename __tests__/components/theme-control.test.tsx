import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeControl } from '@/components/theme-control';
import { parseThemeChoice, themeInitScript } from '@/lib/theme';

const html = document.documentElement;

beforeEach(() => {
  localStorage.clear();
  delete html.dataset.theme;
});

describe('the head script', () => {
  const run = () => new Function(themeInitScript)();

  it('pins a stored Light or Dark on <html> before the page paints', () => {
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

describe('ThemeControl', () => {
  it('is a radio group named Theme with System chosen when nothing is stored', () => {
    render(<ThemeControl />);
    const group = screen.getByRole('group', { name: 'Theme' });
    expect(group).toBeInTheDocument();
    expect(screen.getAllByRole('radio').map((radio) => radio.getAttribute('value'))).toEqual([
      'system',
      'light',
      'dark',
    ]);
    expect(screen.getByRole('radio', { name: 'System' })).toBeChecked();
  });

  it('starts from the theme the head script pinned', () => {
    html.dataset.theme = 'light';
    render(<ThemeControl />);
    expect(screen.getByRole('radio', { name: 'Light' })).toBeChecked();
  });

  it('applies and stores a choice, and System forgets it', async () => {
    const user = userEvent.setup();
    render(<ThemeControl />);
    await user.click(screen.getByRole('radio', { name: 'Dark' }));
    expect(html.dataset.theme).toBe('dark');
    expect(localStorage.getItem('theme')).toBe('dark');
    expect(screen.getByRole('radio', { name: 'Dark' })).toBeChecked();

    await user.click(screen.getByRole('radio', { name: 'System' }));
    expect(html.dataset.theme).toBeUndefined();
    expect(localStorage.getItem('theme')).toBeNull();
  });

  it('keeps every copy (header and menu) in step', async () => {
    const user = userEvent.setup();
    render(
      <>
        <ThemeControl />
        <ThemeControl />
      </>,
    );
    await user.click(screen.getAllByRole('radio', { name: 'Light' })[0]);
    expect(
      screen.getAllByRole('radio', { name: 'Light' }).map((radio) => (radio as HTMLInputElement).checked),
    ).toEqual([true, true]);
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
});
