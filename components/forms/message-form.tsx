'use client';

import { useId } from 'react';
import { SubmitButton } from '@/components/forms/submit-button';
import { useReadyForm } from '@/components/forms/use-ready-form';
import { useSubmission } from '@/components/forms/use-submission';
import { formspreeField, formspreeRefusal } from '@/lib/web/formspree';
import { islandFormAttribute } from '@/lib/web/form-ready';
import type { FormDelivery, MessageField, MessageFormName } from '@/lib/web/message-forms';
import { postForm } from '@/lib/web/send';
import { searchIgnored } from '@/lib/page/site-search';
import { sourceField, subjectBaseAttribute, subjectFromAttribute } from '@/lib/web/visit-source';
import * as messages from '@/lib/site/messages';
import { island } from '@/components/site/island';

interface MessageFormProps {
  formName: MessageFormName;
  fields: readonly MessageField[];
  submitLabel: string;
  thankYou: string;
  /** Where and how the message is sent (formDelivery); null keeps SPEC's console only. */
  delivery: FormDelivery | null;
  /** The booking page, offered instead when the form cannot send (no forms service, no scripts), while booking is on. */
  bookingUrl?: string;
}

const fieldClass =
  'mt-2 block w-full rounded-xl border border-muted/50 bg-white px-4 py-3 text-base text-ink placeholder:text-muted';

function Field({ field, id }: { field: MessageField; id: string }) {
  const hintId = `${id}h`;
  const shared = {
    id,
    name: field.name,
    required: !field.optional,
    autoComplete: field.autoComplete,
    'aria-describedby': field.hint ? hintId : undefined,
    className: fieldClass,
  };
  return (
    <div>
      <label htmlFor={id} className="font-medium">
        {field.label}
      </label>
      {field.hint ? (
        <p id={hintId} className="mt-1 text-sm text-muted">
          {field.hint}
        </p>
      ) : null}
      {field.kind === 'paragraph' ? (
        <textarea {...shared} rows={5} />
      ) : field.kind === 'choice' ? (
        <select {...shared} defaultValue="">
          <option value="" disabled>
            Choose one
          </option>
          {field.choices?.map((choice) => (
            <option key={choice}>{choice}</option>
          ))}
        </select>
      ) : (
        <input
          {...shared}
          type={field.kind === 'email' ? 'email' : 'text'}
          inputMode={field.kind === 'address' ? 'url' : undefined}
          spellCheck={field.kind === 'address' ? false : undefined}
        />
      )}
    </div>
  );
}

// Sent by the island, or without scripts by the browser (the form's `action`); the thank-you shows only
// once Formspree took the message. Without a forms service, SPEC's behaviour: written to the console.
function MessageFormIsland({
  formName,
  fields,
  submitLabel,
  thankYou,
  delivery,
  bookingUrl,
}: MessageFormProps) {
  const id = useId();
  const { status, submit } = useSubmission(
    async (signal, sent) => {
      if (!delivery) {
        const payload = Object.fromEntries(fields.map(({ name }) => [name, String(sent.get(name) ?? '')]));
        console.log(`${formName} submitted`, payload);
        return null;
      }
      const response = await postForm(delivery.endpoint, sent, { signal });
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
          <input
            type="hidden"
            name={formspreeField.subject}
            value={delivery.subject}
            {...(delivery.subjectFrom
              ? { [subjectFromAttribute]: delivery.subjectFrom, [subjectBaseAttribute]: delivery.subject }
              : {})}
          />
          <input type="hidden" name={formspreeField.next} value={delivery.next} />
          {/* The page it is sent from; the after-paint script adds its title and what led there. */}
          <input type="hidden" name={sourceField.page} value={delivery.page} />
          {/* Formspree's spam trap: no person sees, reaches or fills it; a bot that fills it is ignored. */}
          <input type="text" name={formspreeField.honeypot} hidden autoComplete="off" />
        </>
      ) : (
        <noscript>
          <p className="text-muted">
            {messages.messageForm.withoutScripts}{' '}
            {bookingUrl ? (
              <a href={bookingUrl} className="font-medium text-plum-700 underline underline-offset-2">
                {messages.messageForm.bookInstead}
              </a>
            ) : null}
          </p>
        </noscript>
      )}
      {fields.map((field, index) => (
        <Field key={field.name} field={field} id={`${id}${index}`} />
      ))}
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
