import type { JourneyEntry } from '@/lib/site/site-content';

/** My Journey: the roles in order, each marked on a vertical line. */
export function JourneyTimeline({ entries }: { entries: readonly JourneyEntry[] }) {
  return (
    <ol className="relative space-y-8 border-l-2 border-plum-100 pl-6 md:pl-8">
      {entries.map((entry) => (
        <li key={entry.year} className="relative">
          <span
            aria-hidden="true"
            className="absolute -left-[2.05rem] top-1.5 size-4 rounded-full border-4 border-paper bg-coral-500 md:-left-[2.55rem]"
          />
          <p className="text-eyebrow font-semibold uppercase text-coral-700">{entry.year}</p>
          <h3 className="mt-1 text-xl font-semibold text-ink">
            {entry.title}, <span className="text-plum-700">{entry.company}</span>
          </h3>
          <p className="mt-2 max-w-prose leading-7 text-muted">{entry.description}</p>
        </li>
      ))}
    </ol>
  );
}
