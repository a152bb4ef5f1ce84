'use client';

import { useId } from 'react';
import { SubmitButton } from '@/components/submit-button';
import { useReadyForm } from '@/components/use-ready-form';
import { useSubmission } from '@/components/use-submission';
import { formspreeField, formspreeRefusal } from '@/lib/formspree';
import { islandFormAttribute } from '@/lib/held-submit';
import type { FormDelivery, MessageFormName } from '@/lib/message-forms';
import { postForm } from '@/lib/post';
import { searchIgnored } from '@/lib/search';
import * as messages from '@/content/messages';
import { island } from '@/components/island';

interface MessageFormProps {
  /** Names the form in the console line. */
  formName: MessageFormName;
  /** The name of the text area's field: SPEC calls it `message` or `requestMessage`. */
  messageField: 'message' | 'requestMessage';
  messageLabel: string;
  messageHint?: string;
  submitLabel: string;
  thankYou: string;
  /** Where and how the message is sent (lib/message-forms.ts); null keeps SPEC's console only. */
  delivery: FormDelivery | null;
  /** The booking page, offered instead when the form cannot send: no forms service, no scripts. */
  bookingUrl: string;
}

/**
 * A form that sends a message to the author: with a forms service, its fields go to Formspree, by
 * the island with scripts and by the browser without them (the form's `action`); the thank-you shows
 * only once Formspree took the message, and every failure keeps the text and says so.
 * Without one, SPEC's behaviour: the message is written to the console and thanked at once.
 */
function MessageFormIsland({
  formName,
  messageField,
  messageLabel,
  messageHint,
  submitLabel,
  thankYou,
  delivery,
  bookingUrl,
}: MessageFormProps) {
  const ids = { email: useId(), message: useId(), hint: useId() };
  const { status, submit } = useSubmission(
    async (signal, fields) => {
      if (!delivery) {
        const payload = {
          email: String(fields.get('email') ?? ''),
          [messageField]: String(fields.get(messageField) ?? ''),
        };
        console.log(`${formName} submitted`, payload);
        return null;
      }
      const response = await postForm(delivery.endpoint, fields, { signal });
      const refusal = await formspreeRefusal(response);
      if (refusal) throw new Error(`Formspree refused the message (${refusal})`);
      return response;
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
    <form
      ref={formRef}
      action={delivery?.endpoint}
      method="post"
      onSubmit={submit}
      className="space-y-5"
      aria-busy={sending || undefined}
      {...searchIgnored}
      {...{ [islandFormAttribute]: '' }}
    >
      {delivery ? (
        <>
          <input type="hidden" name={formspreeField.subject} value={delivery.subject} />
          <input type="hidden" name={formspreeField.next} value={delivery.next} />
          {/* Formspree's spam trap: no person sees, reaches or fills it; a bot that fills it is ignored. */}
          <input type="text" name={formspreeField.honeypot} hidden autoComplete="off" />
        </>
      ) : (
        <noscript>
          <p className="text-muted">
            {messages.messageForm.withoutScripts}{' '}
            <a href={bookingUrl} className="font-medium text-plum-700 underline underline-offset-2">
              {messages.messageForm.bookInstead}
            </a>
          </p>
        </noscript>
      )}
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
