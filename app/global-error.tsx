'use client';

import { sans } from '@/app/fonts';
import { ErrorFallback } from '@/components/site/error-fallback';
import './globals.css';

export default function GlobalError({ reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <html lang="en" className={sans.variable}>
      <body className="bg-paper font-sans text-ink">
        <main>
          <ErrorFallback onRetry={reset} />
        </main>
      </body>
    </html>
  );
}
