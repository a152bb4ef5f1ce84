'use client';

import { useId, useState, useSyncExternalStore, type FormEvent } from 'react';
import { useReadyForm } from '@/components/use-ready-form';
import { simulateScheduling, type SchedulableNote } from '@/lib/backup-scheduling';
import { isIsoDate } from '@/lib/dates';
import { localToday } from '@/lib/local-today';

export const missingDateMessage = 'Choose a date to simulate.';

const neverChanges = () => () => {};
// The exported HTML cannot know the visitor's date; hydration starts empty, then the client fills in
// its own local today without a mismatch warning.
const noDateOnServer = () => '';

interface SchedulingSimulatorProps {
  notes: readonly SchedulableNote[];
}

export function SchedulingSimulator({ notes }: SchedulingSimulatorProps) {
  const today = useSyncExternalStore(neverChanges, localToday, noDateOnServer);
  const [chosen, setChosen] = useState<string | null>(null);
  const [result, setResult] = useState('');
  const ids = { date: useId(), hint: useId() };
  const value = chosen ?? today;
  const formRef = useReadyForm();

  function simulate(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setResult(isIsoDate(value) ? simulateScheduling(notes, value).message : missingDateMessage);
  }

  return (
    <form ref={formRef} onSubmit={simulate} className="rounded-2xl border border-line bg-white p-6 shadow-sm">
      <label htmlFor={ids.date} className="font-medium">
        Date
      </label>
      <p id={ids.hint} className="mt-1 text-sm text-muted">
        Scheduling runs on Sunday at 23:59 Pacific time and fills the following Monday.
      </p>
      <div className="mt-3 flex flex-col gap-3 sm:flex-row sm:items-center">
        <input
          id={ids.date}
          type="date"
          name="date"
          value={value}
          aria-describedby={ids.hint}
          onChange={(event) => setChosen(event.target.value)}
          className="min-h-12 rounded-xl border border-muted/50 bg-white px-4 py-2 text-base text-ink"
        />
        <button
          type="submit"
          className="min-h-12 rounded-full bg-plum-700 px-6 py-3 font-semibold text-white hover:bg-plum-800"
        >
          Simulate Scheduling
        </button>
      </div>
      <p role="status" className="mt-4 min-h-7 font-medium text-plum-700">
        {result}
      </p>
    </form>
  );
}
