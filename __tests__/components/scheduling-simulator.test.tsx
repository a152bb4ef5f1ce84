import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { missingDateMessage, SchedulingSimulator } from '@/app/backup-demo/scheduling-simulator';
import type { SchedulableNote } from '@/lib/demo/backup-scheduling';
import { renderToString } from 'react-dom/server';
import { fillTodayFields } from '@/browser/today-field';
import { hydrateAfter } from '../setup/hydrate';

const notes: SchedulableNote[] = [
  { id: 'later', title: 'The later draft', publishDate: '2026-09-07', status: 'Draft' },
  { id: 'oldest', title: 'The oldest draft', publishDate: '2026-07-20', status: 'Draft' },
];

function setup(now: Date) {
  jest.useFakeTimers({ now, advanceTimers: true });
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  render(<SchedulingSimulator notes={notes} />);
  return { user, input: screen.getByLabelText('Date') as HTMLInputElement };
}

describe('SchedulingSimulator', () => {
  afterEach(() => jest.useRealTimers());

  // Local components: whatever zone Jest runs in, these instants sit next to local midnight, where
  // the UTC date is often another day.
  it('defaults to the local date a minute before midnight on Sunday, and schedules for Monday', async () => {
    const { user, input } = setup(new Date(2026, 10, 15, 23, 59));
    expect(input).toHaveValue('2026-11-15');
    expect(screen.getByRole('status')).toHaveTextContent('');
    await user.click(screen.getByRole('button', { name: 'Simulate Scheduling' }));
    expect(screen.getByRole('status')).toHaveTextContent(
      'Would schedule: "The oldest draft" for Monday 2026-11-16',
    );
  });

  it('defaults to the local date just after midnight on Monday, and refuses it', async () => {
    const { user, input } = setup(new Date(2026, 10, 16, 0, 1));
    expect(input).toHaveValue('2026-11-16');
    await user.click(screen.getByRole('button', { name: 'Simulate Scheduling' }));
    expect(screen.getByRole('status')).toHaveTextContent(
      'Not Sunday - scheduling only runs on Sunday at 23:59 PT',
    );
  });

  it('simulates the date the visitor picks, and asks for one when the field is empty', async () => {
    const { user, input } = setup(new Date(2026, 10, 18, 12, 0));
    const button = screen.getByRole('button', { name: 'Simulate Scheduling' });
    await user.clear(input);
    await user.type(input, '2028-02-27');
    expect(input).toHaveValue('2028-02-27');
    await user.click(button);
    expect(screen.getByRole('status')).toHaveTextContent(
      'Would schedule: "The oldest draft" for Monday 2028-02-28',
    );

    await user.clear(input);
    await user.click(button);
    expect(screen.getByRole('status')).toHaveTextContent(missingDateMessage);
  });

  it('runs from the keyboard', async () => {
    const { user } = setup(new Date(2026, 2, 8, 23, 30));
    await user.tab();
    expect(screen.getByLabelText('Date')).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Simulate Scheduling' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('status')).toHaveTextContent(
      'Would schedule: "The oldest draft" for Monday 2026-03-09',
    );
  });
});

describe('SchedulingSimulator, when the visitor is quicker than its script', () => {
  afterEach(() => {
    jest.useRealTimers();
    document.body.innerHTML = '';
  });

  it('keeps a date picked before hydration, and Simulate answers for it', async () => {
    jest.useFakeTimers({ now: new Date(2025, 5, 15, 12, 0), advanceTimers: true });
    const { container, unmount } = await hydrateAfter(<SchedulingSimulator notes={notes} />, (page) => {
      const field = page.querySelector<HTMLInputElement>('input[type="date"]')!;
      expect(field).toHaveValue('');
      field.value = '2025-06-16';
    });
    const field = within(container).getByLabelText('Date');
    expect(field).toHaveValue('2025-06-16');
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    await user.click(within(container).getByRole('button', { name: 'Simulate Scheduling' }));
    expect(within(container).getByRole('status')).toHaveTextContent(
      'Not Sunday - scheduling only runs on Sunday at 23:59 PT',
    );
    expect(field).toHaveValue('2025-06-16');
    unmount();
  });

  it('fills in today only when the field is still empty', async () => {
    jest.useFakeTimers({ now: new Date(2025, 5, 15, 12, 0), advanceTimers: true });
    const { container, unmount } = await hydrateAfter(<SchedulingSimulator notes={notes} />, () => {});
    expect(within(container).getByLabelText('Date')).toHaveValue('2025-06-15');
    unmount();
  });

  it('shows today from the head script as the page is parsed, before any island, and keeps a date already there', async () => {
    jest.useFakeTimers({ now: new Date(2025, 5, 15, 23, 59), advanceTimers: true });
    const html = renderToString(<SchedulingSimulator notes={notes} />);
    fillTodayFields(document);
    const parsed = document.createElement('div');
    parsed.innerHTML = html;
    const kept = document.createElement('div');
    kept.innerHTML = html.replace('type="date"', 'type="date" value="2025-06-16"');
    document.body.append(parsed, kept);
    await Promise.resolve();
    const dateIn = (part: HTMLElement) => part.querySelector('input[type="date"]');
    expect(dateIn(parsed)).toHaveValue('2025-06-15');
    expect(dateIn(kept)).toHaveValue('2025-06-16');
    // Once the page is parsed, the head script stops watching it.
    document.dispatchEvent(new Event('DOMContentLoaded'));
    const later = document.createElement('div');
    later.innerHTML = html;
    document.body.append(later);
    await Promise.resolve();
    expect(dateIn(later)).toHaveValue('');
    [parsed, kept, later].forEach((part) => part.remove());
  });
});
