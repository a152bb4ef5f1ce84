'use client';

import { useId } from 'react';
import { SubmitButton } from '@/components/submit-button';
import { useReadyForm } from '@/components/use-ready-form';
import { useSubmission } from '@/components/use-submission';
import { postJson } from '@/lib/post-json';
import * as messages from '@/content/messages';
import { island } from '@/components/island';

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

function MessageFormIsland({
  formName,
  messageField,
  messageLabel,
  messageHint,
  submitLabel,
  thankYou,
  endpoint,
}: MessageFormProps) {
  const ids = { email: useId(), message: useId(), hint: useId() };
  const { status, submit } = useSubmission(
    async (signal, fields) => {
      const payload = {
        email: String(fields.get('email') ?? ''),
        [messageField]: String(fields.get(messageField) ?? ''),
      };
      if (endpoint) return postJson(endpoint, { form: formName, ...payload }, { signal });
      console.log(`${formName} submitted`, payload);
      return null;
    },
    {
      errorLabel: `${formName} delivery failed`,
      onDone: (form) => form.reset(),
    },
  );

  const formRef = useReadyForm();
  const sending = status === 'pending';
  const fieldClass =
    'mt-2 block w-full rounded-xl border border-muted/50 bg-white px-4 py-3 text-base text-ink placeholder:text-muted';

  return (
    <form ref={formRef} onSubmit={submit} className="space-y-5" aria-busy={sending} data-pagefind-ignore>
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
          aria-describedby={messageHint ? ids.hint : undefined}
          className={fieldClass}
        />
      </div>
      <SubmitButton pending={sending} label={submitLabel} pendingLabel={messages.messageForm.pending} />
      <p role="status" className="font-medium text-plum-700">
        {status === 'done' ? thankYou : ''}
      </p>
      <p role="alert" className="font-medium text-coral-700">
        {status === 'failed' ? messages.messageForm.deliveryError : ''}
      </p>
    </form>
  );
}

export const MessageForm = island(MessageFormIsland, {
  file: 'message-form',
  waits: 'Its submit is held until it is ready, and using the form loads the framework.',
});
