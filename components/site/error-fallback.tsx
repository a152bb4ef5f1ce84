'use client';

import * as messages from '@/lib/site/messages';

interface ErrorFallbackProps {
  onRetry: () => void;
}

/** Shown by both error boundaries; a plain anchor home works even when the router itself failed. */
export function ErrorFallback({ onRetry }: ErrorFallbackProps) {
  return (
    <div role="alert" className="mx-auto max-w-prose px-4 py-24 text-center sm:px-6">
      <h1 className="text-title font-semibold">{messages.renderingError}</h1>
      <p className="mt-4 text-lg text-muted">
        Something on this page failed to load. Trying again usually fixes it.
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <button
          type="button"
          onClick={onRetry}
          className="rounded-full bg-plum-700 px-5 py-3 font-semibold text-white hover:bg-plum-800"
        >
          Try again
        </button>
        {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- a full reload is the point here */}
        <a
          href="/"
          className="rounded-full border border-plum-700 px-5 py-3 font-semibold text-plum-700 hover:bg-plum-50"
        >
          Go to the home page
        </a>
      </div>
    </div>
  );
}
