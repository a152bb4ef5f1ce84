'use client';

import { useId } from 'react';
import { SubmitButton } from '@/components/forms/submit-button';
import { useReadyForm } from '@/components/forms/use-ready-form';
import { useSubmission } from '@/components/forms/use-submission';
import { islandFormAttribute } from '@/lib/web/form-ready';
import { kitFormAction, kitFormEmailField, kitSubscribeBody, kitSubscribeUrl } from '@/lib/web/kit';
import { postJson } from '@/lib/web/send';
import { siteConfig } from '@/lib/site/site-config';
import * as messages from '@/lib/site/messages';
import { island } from '@/components/site/island';
import { searchIgnored } from '@/lib/page/site-search';

/**
 * The Tomorrow Letter's signup, for one Kit form: with scripts, SPEC's v3 call; without them, the
 * browser posts the address to the form's own endpoint, as Kit's HTML embed does (kitFormAction).
 */
interface SubscribeFormProps {
  /** Shown in place of the form once Kit accepts the address. */
  successMessage: string;
  submitLabel?: string;
  /** Called once after a successful signup, e.g. to hide the section around the form. */
  onSuccess?: () => void;
  formId?: string;
  apiKey?: string;
}

function SubscribeFormIsland({
  successMessage,
  submitLabel = 'Join',
  onSuccess,
  formId = siteConfig.kitFormId,
  apiKey = siteConfig.kitApiKey,
}: SubscribeFormProps) {
  const inputId = useId();
  const { status, submit } = useSubmission(
    (signal, fields) =>
      postJson(
        kitSubscribeUrl(formId),
        kitSubscribeBody(apiKey, String(fields.get(kitFormEmailField) ?? '')),
        { signal },
      ),
    {
      errorLabel: messages.signup.consoleError,
      onDone: (form) => {
        form.reset();
        onSuccess?.();
      },
    },
  );

  const formRef = useReadyForm();
  const submitting = status === 'pending';

  return (
    <div {...searchIgnored}>
      <p role="status" className={status === 'done' ? 'text-lg font-semibold text-plum-700' : 'sr-only'}>
        {status === 'done' ? successMessage : ''}
      </p>
      {status === 'done' ? null : (
        <form
          ref={formRef}
          action={kitFormAction(formId)}
          method="post"
          onSubmit={submit}
          className="flex flex-col gap-3 sm:flex-row"
          aria-busy={submitting || undefined}
          {...{ [islandFormAttribute]: '' }}
        >
          <label htmlFor={inputId} className="sr-only">
            Email address
          </label>
          {/* Growing only in a row: in the phone's column a flex basis of 0 would beat h-12. */}
          <input
            id={inputId}
            type="email"
            name={kitFormEmailField}
            required
            autoComplete="email"
            placeholder="you@example.com"
            className="h-12 min-w-0 rounded-full sm:flex-1 border border-muted/50 bg-white px-5 text-base text-ink placeholder:text-muted"
          />
          <SubmitButton
            pending={submitting}
            label={submitLabel}
            pendingLabel={messages.signup.pending}
            className="h-12"
          />
        </form>
      )}
    </div>
  );
}

export const SubscribeForm = island(SubscribeFormIsland, {
  file: 'subscribe-form',
  waits: 'Its submit is held until it is ready, and using the form loads the framework.',
});
