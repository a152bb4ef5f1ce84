'use client';

import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { SubmitButton } from '@/components/submit-button';
import { postJson } from '@/lib/post-json';

type Status = 'idle' | 'sending' | 'sent' | 'failed';

interface MessageFormProps {
  /** Names the form in the console line and in the payload sent to a forms endpoint. */
  formName: 'contact' | 'research-request';
  /** The payload's key for the text area: SPEC calls it `message` or `requestMessage`. */
  messageField: 'message' | 'requestMessage';
  messageLabel: string;
  messageHint?: string;
  submitLabel: string;
  thankYou: string;
  /** Where to POST the message; null keeps SPEC's behaviour of writing it to the console only. */
  endpoint: string | null;
}

export const deliveryErrorMessage =
  'Your message could not be sent. Nothing you typed has been lost: please try again in a moment.';

export function MessageForm({
  formName,
  messageField,
  messageLabel,
  messageHint,
  submitLabel,
  thankYou,
  endpoint,
}: MessageFormProps) {
  const [email, setEmail] = useState('');
  const [message, setMessage] = useState('');
  const [status, setStatus] = useState<Status>('idle');
  const controller = useRef<AbortController | null>(null);
  const ids = { email: useId(), message: useId(), hint: useId() };

  useEffect(() => () => controller.current?.abort(), []);

  function clearAndThank() {
    setEmail('');
    setMessage('');
    setStatus('sent');
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (status === 'sending') return;
    const payload = { email, [messageField]: message };
    if (!endpoint) {
      console.log(`${formName} submitted`, payload);
      clearAndThank();
      return;
    }
    const request = new AbortController();
    controller.current = request;
    setStatus('sending');
    try {
      const response = await postJson(endpoint, { form: formName, ...payload }, { signal: request.signal });
      if (request.signal.aborted) return;
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      clearAndThank();
    } catch (error) {
      if (request.signal.aborted) return;
      console.error(`${formName} delivery failed`, error);
      setStatus('failed');
    }
  }

  const sending = status === 'sending';
  const fieldClass =
    'mt-2 block w-full rounded-xl border border-muted/50 bg-white px-4 py-3 text-base text-ink placeholder:text-muted';

  return (
    <form onSubmit={submit} className="space-y-5" aria-busy={sending}>
      <div>
        <label htmlFor={ids.email} className="font-medium">
          Email
        </label>
        <input
          id={ids.email}
          type="email"
          name="email"
          required
          autoComplete="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          className={fieldClass}
        />
      </div>
      <div>
        <label htmlFor={ids.message} className="font-medium">
          {messageLabel}
        </label>
        {messageHint ? (
          <p id={ids.hint} className="mt-1 text-sm text-muted">
            {messageHint}
          </p>
        ) : null}
        <textarea
          id={ids.message}
          name={messageField}
          required
          rows={5}
          value={message}
          aria-describedby={messageHint ? ids.hint : undefined}
          onChange={(event) => setMessage(event.target.value)}
          className={fieldClass}
        />
      </div>
      <SubmitButton pending={sending} label={submitLabel} pendingLabel="Sending..." />
      <p role="status" className="font-medium text-plum-700">
        {status === 'sent' ? thankYou : ''}
      </p>
      <p role="alert" className="font-medium text-coral-700">
        {status === 'failed' ? deliveryErrorMessage : ''}
      </p>
    </form>
  );
}
