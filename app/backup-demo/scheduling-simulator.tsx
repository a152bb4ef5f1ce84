'use client';

import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { SubmitButton } from '@/components/forms/submit-button';
import { useReadyForm } from '@/components/forms/use-ready-form';
import { simulateScheduling, type SchedulableNote } from '@/lib/demo/backup-scheduling';
import { isIsoDate } from '@/lib/time/dates';
import { localToday, todayFieldAttribute } from '@/lib/time/local-today';
import * as messages from '@/lib/site/messages';
import { island } from '@/components/site/island';
import { islandFormAttribute } from '@/lib/web/form-ready';

export const missingDateMessage = 'Choose a date to simulate.';

interface SchedulingSimulatorProps {
  notes: readonly SchedulableNote[];
}

/**
 * The date field is the form's own (uncontrolled): the head script puts today's date in it as the
 * page is parsed (fillTodayFields), a date picked before the framework arrived stays, and
 * Simulate answers for the date the field holds when it is pressed. The island waits for the
 * visitor: the framework starts loading when the form is first touched or focused, and a Simulate
 * pressed before it is ready is held and answered once (waitsForIsland).
 */
function SchedulingSimulatorIsland({ notes }: SchedulingSimulatorProps) {
  const [result, setResult] = useState('');
  const ids = { date: useId(), hint: useId() };
  const dateField = useRef<HTMLInputElement>(null);
  const formRef = useReadyForm();

  // On a page the router shows in place, the head script has not seen the field: fill it here.
  useEffect(() => {
    const field = dateField.current;
    if (field && !field.value) field.value = localToday();
  }, []);

  function simulate(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const value = String(new FormData(event.currentTarget).get('date') ?? '');
    setResult(isIsoDate(value) ? simulateScheduling(notes, value).message : missingDateMessage);
  }

  return (
    <form
      ref={formRef}
      onSubmit={simulate}
      className="rounded-2xl border border-line bg-white p-6 shadow-sm"
      {...{ [islandFormAttribute]: '' }}
    >
      <label htmlFor={ids.date} className="font-medium">
        Date
      </label>
      <p id={ids.hint} className="mt-1 text-sm text-muted">
        Scheduling runs on Sunday at 23:59 Pacific time and fills the following Monday.
      </p>
      <div className="mt-3 flex flex-col gap-3 sm:flex-row sm:items-center">
        <input
          ref={dateField}
          id={ids.date}
          type="date"
          name="date"
          {...{ [todayFieldAttribute]: '' }}
          aria-describedby={ids.hint}
          className="min-h-12 rounded-xl border border-muted/50 bg-white px-4 py-2 text-base text-ink"
        />
        <SubmitButton
          pending={false}
          label="Simulate Scheduling"
          pendingLabel={messages.scheduling.pending}
          className="min-h-12 py-3"
        />
      </div>
      <p role="status" className="mt-4 min-h-7 font-medium text-plum-700">
        {result}
      </p>
    </form>
  );
}

export const SchedulingSimulator = island(SchedulingSimulatorIsland, {
  file: 'scheduling-simulator',
  waits:
    'The date shows from the head script, Simulate is held until it is ready, and using the form loads the framework.',
});
