'use client';

import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { SubmitButton } from '@/components/submit-button';
import { kitSubscribeBody, kitSubscribeUrl } from '@/lib/kit';
import { postJson } from '@/lib/post-json';
import { siteConfig } from '@/lib/site-config';

type Status = 'idle' | 'submitting' | 'success';

interface SubscribeFormProps {
  /** Shown in place of the form once Kit accepts the address. */
  successMessage: string;
  submitLabel?: string;
  /** Called once after a successful signup, e.g. to hide the section around the form. */
  onSuccess?: () => void;
  formId?: string;
  apiKey?: string;
}

export function SubscribeForm({
  successMessage,
  submitLabel = 'Join',
  onSuccess,
  formId = siteConfig.kitFormId,
  apiKey = siteConfig.kitApiKey,
}: SubscribeFormProps) {
  const [email, setEmail] = useState('');
  const [status, setStatus] = useState<Status>('idle');
  const inFlight = useRef(false);
  const controller = useRef<AbortController | null>(null);
  const inputId = useId();

  // Leaving the page mid-request aborts it quietly: nothing to report to a visitor who has gone.
  useEffect(() => () => controller.current?.abort(), []);

  async function subscribe(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (inFlight.current) return;
    inFlight.current = true;
    const request = new AbortController();
    controller.current = request;
    setStatus('submitting');
    try {
      const response = await postJson(kitSubscribeUrl(formId), kitSubscribeBody(apiKey, email), {
        signal: request.signal,
      });
      if (request.signal.aborted) return;
      if (response.ok) {
        setEmail('');
        setStatus('success');
        onSuccess?.();
      } else {
        console.error('Subscription error', `HTTP ${response.status}`);
        setStatus('idle');
      }
    } catch (error) {
      if (request.signal.aborted) return;
      console.error('Subscription error', error);
      setStatus('idle');
    } finally {
      inFlight.current = false;
    }
  }

  const submitting = status === 'submitting';

  return (
    <div>
      <p role="status" className={status === 'success' ? 'text-lg font-semibold text-plum-700' : 'sr-only'}>
        {status === 'success' ? successMessage : ''}
      </p>
      {status === 'success' ? null : (
        <form onSubmit={subscribe} className="flex flex-col gap-3 sm:flex-row" aria-busy={submitting}>
          <label htmlFor={inputId} className="sr-only">
            Email address
          </label>
          <input
            id={inputId}
            type="email"
            name="email"
            required
            autoComplete="email"
            placeholder="you@example.com"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            className="h-12 min-w-0 flex-1 rounded-full border border-muted/50 bg-white px-5 text-base text-ink placeholder:text-muted"
          />
          <SubmitButton pending={submitting} label={submitLabel} pendingLabel="Joining..." className="h-12" />
        </form>
      )}
    </div>
  );
}
