import type { IsoDate } from '@/lib/time/dates';
import { backupNotes } from '@/lib/demo/backup-notes';
import { oldestDraft, simulateScheduling, type SchedulableNote } from '@/lib/demo/backup-scheduling';

function note(
  id: string,
  publishDate: IsoDate,
  status: SchedulableNote['status'] = 'Draft',
): SchedulableNote {
  return { id, title: `Title of ${id}`, publishDate, status };
}

const drafts = [
  note('b-later', '2026-09-07'),
  note('a-oldest', '2026-07-20'),
  note('c-middle', '2026-08-03'),
];

function wouldSchedule(title: string, monday: string) {
  return `Would schedule: "${title}" for Monday ${monday}`;
}

describe('the run happens only on a Sunday', () => {
  const week: [IsoDate, string][] = [
    ['2026-11-09', 'Monday'],
    ['2026-11-10', 'Tuesday'],
    ['2026-11-11', 'Wednesday'],
    ['2026-11-12', 'Thursday'],
    ['2026-11-13', 'Friday'],
    ['2026-11-14', 'Saturday'],
  ];

  it.each(week)('refuses %s, a %s', (date) => {
    expect(simulateScheduling(drafts, date)).toEqual({
      kind: 'not-sunday',
      message: 'Not Sunday - scheduling only runs on Sunday at 23:59 PT',
    });
  });

  it('runs on Sunday 2026-11-15 and targets Monday 2026-11-16', () => {
    expect(simulateScheduling(drafts, '2026-11-15')).toEqual({
      kind: 'would-schedule',
      message: wouldSchedule('Title of a-oldest', '2026-11-16'),
      monday: '2026-11-16',
      noteId: 'a-oldest',
    });
  });

  it('says "not Sunday" word for word', () => {
    expect(simulateScheduling(drafts, '2026-11-14').message).toBe(
      'Not Sunday - scheduling only runs on Sunday at 23:59 PT',
    );
  });

  it('checks the weekday before anything else, even with no drafts or a scheduled Monday', () => {
    expect(simulateScheduling([], '2026-11-16').kind).toBe('not-sunday');
    expect(simulateScheduling([note('s', '2026-11-17', 'Scheduled')], '2026-11-16').kind).toBe('not-sunday');
  });

  it('refuses the Monday itself, so a Sunday evening read as the UTC Monday would be caught', () => {
    expect(simulateScheduling(drafts, '2026-11-16').kind).toBe('not-sunday');
  });
});

describe('the following Monday, by calendar arithmetic', () => {
  const sundays: [string, IsoDate, IsoDate][] = [
    ['end of a 31-day month', '2026-05-31', '2026-06-01'],
    ['end of a 30-day month', '2026-08-30', '2026-08-31'],
    ['end of November', '2025-11-30', '2025-12-01'],
    ['end of 2023', '2023-12-31', '2024-01-01'],
    ['end of 2028', '2028-12-31', '2029-01-01'],
    ['end of 2034', '2034-12-31', '2035-01-01'],
    ['US daylight saving start 2026', '2026-03-08', '2026-03-09'],
    ['US daylight saving end 2026', '2026-11-01', '2026-11-02'],
    ['US daylight saving start 2027', '2027-03-14', '2027-03-15'],
    ['US daylight saving end 2027', '2027-11-07', '2027-11-08'],
    ['leap-year February, Monday the 28th', '2028-02-27', '2028-02-28'],
    ['leap-year February, Monday the 26th', '2024-02-25', '2024-02-26'],
    ['the week after leap day 2024', '2024-03-03', '2024-03-04'],
    ['leap day on a Monday', '2016-02-28', '2016-02-29'],
    ['leap day on a Monday again', '2044-02-28', '2044-02-29'],
    ['leap day itself a Sunday', '2032-02-29', '2032-03-01'],
  ];

  it.each(sundays)('%s: Sunday %s -> Monday %s', (_label, sunday, monday) => {
    expect(simulateScheduling(drafts, sunday)).toMatchObject({
      kind: 'would-schedule',
      message: wouldSchedule('Title of a-oldest', monday),
      monday,
    });
  });

  it('agrees with a plain day count on every day from 2024 to 2029', () => {
    // 2023-12-31 was a Sunday; count days from it rather than asking a Date for the weekday.
    const months = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
    let dayNumber = 0;
    let mondayAnnounced: string | null = null;
    for (let year = 2024; year <= 2029; year += 1) {
      const leap = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
      for (let month = 0; month < 12; month += 1) {
        const days = month === 1 && leap ? 29 : months[month];
        for (let day = 1; day <= days; day += 1) {
          dayNumber += 1;
          const iso =
            `${year}-${String(month + 1).padStart(2, '0')}-${String(day).padStart(2, '0')}` as IsoDate;
          if (mondayAnnounced) {
            expect([iso, mondayAnnounced]).toEqual([iso, iso]);
            mondayAnnounced = null;
          }
          const result = simulateScheduling(drafts, iso);
          if (dayNumber % 7 === 0) {
            expect([iso, result.kind]).toEqual([iso, 'would-schedule']);
            mondayAnnounced = result.kind === 'would-schedule' ? result.monday : null;
          } else {
            expect([iso, result.kind]).toEqual([iso, 'not-sunday']);
          }
        }
      }
    }
    expect(dayNumber).toBe(366 + 365 * 3 + 366 + 365);
  });

  it('would still land on Monday with drafts dated anywhere', () => {
    expect(simulateScheduling([note('only', '2030-01-01')], '2026-12-27')).toMatchObject({
      message: wouldSchedule('Title of only', '2026-12-28'),
    });
  });
});

describe('a Monday that already has a scheduled note', () => {
  it('is refused, word for word, with the date as YYYY-MM-DD', () => {
    const notes = [...drafts, note('booked', '2026-11-16', 'Scheduled')];
    expect(simulateScheduling(notes, '2026-11-15')).toEqual({
      kind: 'monday-taken',
      message: 'Monday 2026-11-16 already has a scheduled note',
      monday: '2026-11-16',
    });
  });

  it('is refused across a year end and a leap day', () => {
    expect(simulateScheduling([note('x', '2029-01-01', 'Scheduled')], '2028-12-31').message).toBe(
      'Monday 2029-01-01 already has a scheduled note',
    );
    expect(simulateScheduling([note('x', '2016-02-29', 'Scheduled')], '2016-02-28').message).toBe(
      'Monday 2016-02-29 already has a scheduled note',
    );
  });

  it('is checked before looking for a draft', () => {
    expect(simulateScheduling([note('booked', '2026-11-16', 'Scheduled')], '2026-11-15').kind).toBe(
      'monday-taken',
    );
  });

  it.each([
    ['the Sunday itself', '2026-11-15'],
    ['the Tuesday after', '2026-11-17'],
    ['the Monday before', '2026-11-09'],
    ['the Monday a week later', '2026-11-23'],
  ] as [string, IsoDate][])('does not block the run when it is dated %s', (_label, date) => {
    const notes = [...drafts, note('elsewhere', date, 'Scheduled')];
    expect(simulateScheduling(notes, '2026-11-15')).toMatchObject({
      kind: 'would-schedule',
      message: wouldSchedule('Title of a-oldest', '2026-11-16'),
    });
  });

  it('does not count a Published note dated that Monday', () => {
    const notes = [...drafts, note('sent', '2026-11-16', 'Published')];
    expect(simulateScheduling(notes, '2026-11-15').kind).toBe('would-schedule');
  });
});

describe('no draft left', () => {
  it.each([
    ['no notes at all', []],
    [
      'only scheduled and published notes',
      [note('s', '2026-12-07', 'Scheduled'), note('p', '2026-01-05', 'Published')],
    ],
  ] as [string, SchedulableNote[]][])('says so word for word with %s', (_label, notes) => {
    expect(simulateScheduling(notes, '2026-11-15')).toEqual({
      kind: 'no-draft',
      message: 'No draft backup notes available for scheduling',
      monday: '2026-11-16',
    });
  });
});

describe('which draft is picked', () => {
  it('is the oldest Draft by publish date, whatever the order of the list', () => {
    expect(oldestDraft(drafts)?.id).toBe('a-oldest');
    expect(oldestDraft([...drafts].reverse())?.id).toBe('a-oldest');
  });

  it('ignores older notes that are not drafts', () => {
    const notes = [
      note('old-published', '2020-01-06', 'Published'),
      note('old-scheduled', '2020-01-13', 'Scheduled'),
      ...drafts,
    ];
    expect(simulateScheduling(notes, '2026-11-15')).toMatchObject({ noteId: 'a-oldest' });
  });

  it('breaks a tie on publish date by id, in either order', () => {
    const tied = [note('note-b', '2026-07-20'), note('note-a', '2026-07-20'), note('note-c', '2026-07-20')];
    expect(simulateScheduling(tied, '2026-11-15')).toMatchObject({
      message: wouldSchedule('Title of note-a', '2026-11-16'),
      noteId: 'note-a',
    });
    expect(simulateScheduling([...tied].reverse(), '2026-11-15')).toMatchObject({ noteId: 'note-a' });
  });

  it('keeps the title exactly as written, quotes and all', () => {
    const quoted = {
      id: 'q',
      title: 'Why “later” is a plan',
      publishDate: '2026-01-05',
      status: 'Draft',
    } as const;
    expect(simulateScheduling([quoted], '2026-11-15').message).toBe(
      'Would schedule: "Why “later” is a plan" for Monday 2026-11-16',
    );
  });

  it('picks the first seed note for the site’s own demo', () => {
    expect(simulateScheduling(backupNotes, '2026-11-15').message).toBe(
      'Would schedule: "What a missed appointment tells a model" for Monday 2026-11-16',
    );
  });
});

describe('the seed notes', () => {
  it('are five drafts with distinct, valid dates', () => {
    expect(backupNotes).toHaveLength(5);
    expect(backupNotes.every((n) => n.status === 'Draft')).toBe(true);
    expect(new Set(backupNotes.map((n) => n.publishDate)).size).toBe(5);
    expect(new Set(backupNotes.map((n) => n.id)).size).toBe(5);
  });
});

it('runs in the time zone the test script asked for', () => {
  if (process.env.TZ) expect(Intl.DateTimeFormat().resolvedOptions().timeZone).toBe(process.env.TZ);
});
