'use client';

import { useEffect, useRef, useState, type FormEvent } from 'react';

export type SubmissionStatus = 'idle' | 'pending' | 'done' | 'failed';

// One submission at a time, aborted quietly if the form unmounts. `send` resolves null when nothing went
// over the network. Fields are read from the form itself, so what was typed before the scripts arrived is
// sent too, and stays in the form when sending fails.
export function useSubmission(
  send: (signal: AbortSignal, fields: FormData) => Promise<Response | null>,
  { errorLabel, onDone }: { errorLabel: string; onDone: (form: HTMLFormElement) => void },
) {
  const [status, setStatus] = useState<SubmissionStatus>('idle');
  const inFlight = useRef(false);
  const controller = useRef<AbortController | null>(null);

  useEffect(() => () => controller.current?.abort(), []);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    if (inFlight.current) return;
    inFlight.current = true;
    const request = new AbortController();
    controller.current = request;
    setStatus('pending');
    try {
      const response = await send(request.signal, new FormData(form));
      if (request.signal.aborted) return;
      if (response && !response.ok) {
        console.error(errorLabel, `HTTP ${response.status}`);
        setStatus('failed');
      } else {
        onDone(form);
        setStatus('done');
      }
    } catch (error) {
      if (request.signal.aborted) return;
      console.error(errorLabel, error);
      setStatus('failed');
    } finally {
      inFlight.current = false;
    }
  }

  return { status, submit };
}
