'use client';

import { GeistSans } from 'geist/font/sans';
import { ErrorFallback } from '@/components/error-fallback';
import './globals.css';

export default function GlobalError({ reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <html lang="en" className={GeistSans.variable}>
      <body className="bg-paper font-sans text-ink">
        <main>
          <ErrorFallback onRetry={reset} />
        </main>
      </body>
    </html>
  );
}
