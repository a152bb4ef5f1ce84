import { backupNotes } from '@/lib/demo/backup-notes';
import type { IsoDate } from '@/lib/time/dates';
import { previewBackupNote } from '@/lib/demo/backup-notes-summary';
import { oldestDraft, simulateScheduling } from '@/lib/demo/backup-scheduling';
import { expect, test, type Page } from './fixtures';
import { watchConsole } from './page-checks';

// SPEC's messages, word for word, on the seed's notes: __tests__/unit/backup-scheduling.test.ts. Here,
// what the page answers for her notes, which she may change: the rule's own answer for that date.
const notSunday = 'Not Sunday - scheduling only runs on Sunday at 23:59 PT';
const answerFor = (date: string) => simulateScheduling(backupNotes, date as IsoDate).message;

function simulator(page: Page) {
  const region = page.getByRole('region', { name: 'Simulate the Sunday run' });
  return {
    date: region.getByLabel('Date'),
    button: region.getByRole('button', { name: 'Simulate Scheduling' }),
    result: region.getByRole('status'),
  };
}

/**
 * Each clock is a few minutes from local midnight, where the visitor's date and the UTC date differ:
 * the default must be the local date, and the answer must follow it.
 */
const clocks = [
  {
    zone: 'America/Los_Angeles',
    label: 'Sunday 23:30 on the day daylight saving ends (already Monday in UTC)',
    instant: '2026-11-02T07:30:00Z',
    localDate: '2026-11-01',
    result: answerFor('2026-11-01'),
  },
  {
    zone: 'America/Los_Angeles',
    label: 'Sunday 23:59 on the day daylight saving starts (already Monday in UTC)',
    instant: '2026-03-09T06:59:00Z',
    localDate: '2026-03-08',
    result: answerFor('2026-03-08'),
  },
  {
    zone: 'Pacific/Kiritimati',
    label: 'Monday 00:05 (still Sunday in UTC)',
    instant: '2026-11-15T10:05:00Z',
    localDate: '2026-11-16',
    result: notSunday,
  },
  {
    zone: 'Pacific/Kiritimati',
    label: 'Sunday 00:20 (still Saturday in UTC)',
    instant: '2026-11-14T10:20:00Z',
    localDate: '2026-11-15',
    result: answerFor('2026-11-15'),
  },
  {
    zone: 'Pacific/Pago_Pago',
    label: 'Sunday 23:45 on 31 December (already the new year in UTC), scheduling into the next year',
    instant: '2029-01-01T10:45:00Z',
    localDate: '2028-12-31',
    result: answerFor('2028-12-31'),
  },
  {
    zone: 'Pacific/Pago_Pago',
    label: 'Sunday 23:45 before a leap-year Monday (already Monday in UTC)',
    instant: '2028-02-28T10:45:00Z',
    localDate: '2028-02-27',
    result: answerFor('2028-02-27'),
  },
  {
    zone: 'Asia/Tokyo',
    label: 'Monday 00:10 (still Sunday in UTC)',
    instant: '2026-11-15T15:10:00Z',
    localDate: '2026-11-16',
    result: notSunday,
  },
];

for (const clock of clocks) {
  test.describe(`in ${clock.zone}`, () => {
    test.use({ timezoneId: clock.zone });

    test(`${clock.label}: the default is the local date and the simulation follows it`, async ({ page }) => {
      const problems = watchConsole(page);
      await page.clock.setFixedTime(new Date(clock.instant));
      await page.goto('/backup-demo/');
      const { date, button, result } = simulator(page);
      await expect(date).toHaveValue(clock.localDate);
      await button.click();
      await expect(result).toHaveText(clock.result);
      expect(problems).toEqual([]);
    });
  });
}

test.describe('the backup notes', () => {
  test('shows the figures and every note with its status and a preview', async ({ page }) => {
    await page.goto('/backup-demo/');
    const figures = page.getByRole('region', { name: 'At a glance' });
    const drafts = backupNotes.filter((note) => note.status === 'Draft');
    await expect(figures.getByRole('definition')).toHaveText([
      String(backupNotes.length),
      String(drafts.length),
      oldestDraft(backupNotes)?.title ?? 'None',
    ]);

    const notes = page.getByRole('region', { name: 'All backup notes' }).getByRole('article');
    await expect(notes).toHaveCount(backupNotes.length);
    for (const [index, note] of (await notes.all()).entries()) {
      await expect(note.getByText(`Status: ${backupNotes[index].status}`)).toBeAttached();
      // The body as one line of plain text, no tag of it shown, cut at 200 characters.
      const preview = (await note.getByRole('paragraph').last().textContent()) ?? '';
      expect(preview).not.toMatch(/[<>]/);
      expect(Array.from(preview.replace(/…$/, '')).length).toBeLessThanOrEqual(200);
      expect(preview).toBe(previewBackupNote(backupNotes[index]).preview);
    }
  });

  test('simulates any date the visitor picks', async ({ page }) => {
    await page.clock.setFixedTime(new Date('2026-11-18T18:00:00Z'));
    await page.goto('/backup-demo/');
    const { date, button, result } = simulator(page);
    await expect(date).toHaveValue('2026-11-18');
    await button.click();
    await expect(result).toHaveText(notSunday);

    await date.fill('2026-12-27');
    await button.click();
    await expect(result).toHaveText(answerFor('2026-12-27'));

    await date.fill('2024-03-03');
    await date.press('Enter');
    await expect(result).toHaveText(answerFor('2024-03-03'));
  });
});
