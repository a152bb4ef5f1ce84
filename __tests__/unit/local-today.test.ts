import { localToday } from '@/lib/time/local-today';

describe('localToday', () => {
  // Each instant is built from local components, so it is near local midnight in whatever zone the
  // suite runs; `npm run test:tz` runs it in zones both sides of UTC, where the UTC date differs.
  it.each([
    ['a minute before local midnight', new Date(2026, 10, 15, 23, 59), '2026-11-15'],
    ['a minute after local midnight', new Date(2026, 10, 16, 0, 1), '2026-11-16'],
    ['New Year’s Eve, late', new Date(2026, 11, 31, 23, 30), '2026-12-31'],
    ['New Year’s Day, early', new Date(2027, 0, 1, 0, 15), '2027-01-01'],
    ['leap day, late', new Date(2028, 1, 29, 23, 45), '2028-02-29'],
    ['the US daylight-saving end, late', new Date(2026, 10, 1, 23, 30), '2026-11-01'],
  ])('is the local calendar date %s', (_label, now, expected) => {
    expect(localToday(now)).toBe(expected);
  });

  it('reads the clock when no date is given', () => {
    jest.useFakeTimers({ now: new Date(2026, 2, 8, 23, 59, 30) });
    try {
      expect(localToday()).toBe('2026-03-08');
    } finally {
      jest.useRealTimers();
    }
  });
});
