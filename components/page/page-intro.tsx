import type { ReactNode } from 'react';

interface PageIntroProps {
  eyebrow?: string;
  title: string;
  children?: ReactNode;
  /** A picture beside the heading from md, above it on a phone: About's portrait, when she has one. */
  picture?: ReactNode;
}

const headerClass = 'mx-auto max-w-page px-4 pb-8 pt-14 sm:px-6 md:pt-20';

/** The heading block that opens every inner page. */
export function PageIntro({ eyebrow, title, children, picture }: PageIntroProps) {
  const words = (
    <>
      {eyebrow ? <p className="text-eyebrow font-semibold uppercase text-coral-700">{eyebrow}</p> : null}
      <h1 className="mt-2 max-w-3xl text-title font-semibold text-ink">{title}</h1>
      {children ? <div className="mt-4 max-w-2xl text-lg leading-8 text-muted">{children}</div> : null}
    </>
  );
  if (!picture) return <header className={headerClass}>{words}</header>;
  return (
    <header
      className={`${headerClass} flex flex-col gap-6 md:flex-row-reverse md:items-center md:justify-end md:gap-10`}
    >
      {picture}
      <div>{words}</div>
    </header>
  );
}
