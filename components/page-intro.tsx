import type { ReactNode } from 'react';

interface PageIntroProps {
  eyebrow?: string;
  title: string;
  children?: ReactNode;
}

/** The heading block that opens every inner page. */
export function PageIntro({ eyebrow, title, children }: PageIntroProps) {
  return (
    <header className="mx-auto max-w-page px-4 pb-8 pt-14 sm:px-6 md:pt-20">
      {eyebrow ? <p className="text-eyebrow font-semibold uppercase text-coral-700">{eyebrow}</p> : null}
      <h1 className="mt-2 max-w-3xl text-title font-semibold text-ink">{title}</h1>
      {children ? <div className="mt-4 max-w-2xl text-lg leading-8 text-muted">{children}</div> : null}
    </header>
  );
}
