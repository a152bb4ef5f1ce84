'use client';

import { useEffect, useRef, useState, type ReactNode } from 'react';
import { SubscribeForm } from '@/components/forms/subscribe-form';
import { island } from '@/components/site/island';

interface ClosingSignupProps {
  heading: string;
  successMessage: string;
  children: ReactNode;
}

/**
 * The second signup on the letter page. Once it succeeds the whole section is hidden, as the page
 * asks, so the confirmation lives in its own live region outside the section, and focus moves to
 * it rather than being lost with the button that disappeared.
 */
function ClosingSignupIsland({ heading, successMessage, children }: ClosingSignupProps) {
  const [joined, setJoined] = useState(false);
  const confirmation = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    if (joined) confirmation.current?.focus();
  }, [joined]);

  return (
    <>
      <section
        aria-labelledby="closing-signup"
        hidden={joined}
        className="rounded-3xl bg-sand px-6 py-10 text-center md:px-12"
      >
        <h2 id="closing-signup" className="text-2xl font-semibold text-ink md:text-3xl">
          {heading}
        </h2>
        <div className="mx-auto mt-3 max-w-xl leading-7 text-muted">{children}</div>
        <div className="mx-auto mt-6 max-w-xl text-left">
          <SubscribeForm
            successMessage={successMessage}
            submitLabel="Subscribe"
            onSuccess={() => setJoined(true)}
          />
        </div>
      </section>
      <p
        ref={confirmation}
        role="status"
        tabIndex={-1}
        className={
          joined
            ? 'rounded-3xl bg-sand px-6 py-10 text-center text-lg font-semibold text-plum-700'
            : 'sr-only'
        }
      >
        {joined ? successMessage : ''}
      </p>
    </>
  );
}

export const ClosingSignup = island(ClosingSignupIsland, {
  file: 'closing-signup',
  waits: 'It holds a subscribe form, which loads the framework when the visitor uses it.',
});
