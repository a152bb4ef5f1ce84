import type { ReactNode } from 'react';

interface TitledSectionProps {
  /** Id of the heading, which names the section and is its anchor. */
  id: string;
  title: string;
  intro?: ReactNode;
  className?: string;
  children: ReactNode;
}

/** A page section under an h2, at the page's width, as the inner pages lay them out. */
export function TitledSection({ id, title, intro, className = '', children }: TitledSectionProps) {
  return (
    <section aria-labelledby={id} className={`mx-auto max-w-page px-4 py-12 sm:px-6 ${className}`}>
      <h2 id={id} className="text-2xl font-semibold tracking-tight text-ink md:text-3xl">
        {title}
      </h2>
      {intro ? <div className="mt-3 max-w-2xl text-lg leading-8 text-muted">{intro}</div> : null}
      <div className="mt-8">{children}</div>
    </section>
  );
}
