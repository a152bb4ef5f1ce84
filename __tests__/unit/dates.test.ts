import {
  compareIsoDesc,
  formatDisplayDate,
  isIsoDate,
  lastModified,
  parseIsoDate,
  toIsoDate,
} from '@/lib/time/dates';

describe('calendar dates', () => {
  it('reads an ISO date as that calendar day whatever the local zone', () => {
    const date = parseIsoDate('2025-03-09');
    expect(date.getUTCFullYear()).toBe(2025);
    expect(date.getUTCMonth()).toBe(2);
    expect(date.getUTCDate()).toBe(9);
    expect(date.getUTCDay()).toBe(0); // a Sunday
  });

  it('rejects values that are not real calendar dates', () => {
    expect(() => parseIsoDate('2025-02-30')).toThrow();
    expect(() => parseIsoDate('2025-2-3')).toThrow();
    expect(() => parseIsoDate('March 9, 2025')).toThrow();
    expect(isIsoDate('2024-02-29')).toBe(true);
    expect(isIsoDate('2023-02-29')).toBe(false);
  });

  it('round-trips through toIsoDate', () => {
    for (const value of ['2024-02-29', '2026-12-31', '2027-01-01']) {
      expect(toIsoDate(parseIsoDate(value))).toBe(value);
    }
  });

  it('dates a post’s last change by its revision when it has one, else by its publication', () => {
    expect(lastModified({ publishedDate: '2026-11-16', updated: '2026-12-02' })).toBe('2026-12-02');
    expect(lastModified({ publishedDate: '2026-11-16', updated: '2026-11-16' })).toBe('2026-11-16');
    expect(lastModified({ publishedDate: '2026-11-16' })).toBe('2026-11-16');
  });

  it('formats dates for display in en-US, on the same day in every zone', () => {
    expect(formatDisplayDate('2026-11-16')).toBe('November 16, 2026');
    expect(formatDisplayDate('2027-01-01')).toBe('January 1, 2027');
  });

  it('orders newest first', () => {
    const dates = ['2026-01-05', '2026-11-16', '2025-12-31'] as const;
    expect([...dates].sort(compareIsoDesc)).toEqual(['2026-11-16', '2026-01-05', '2025-12-31']);
  });
});
