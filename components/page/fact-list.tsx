import type { thesisPage } from '@/lib/site/site-content';

interface FactListProps {
  facts: (typeof thesisPage)['atAGlance']['facts'];
}

/** What the fund invests in, as short labelled facts (the thesis's "At a glance"). */
export function FactList({ facts }: FactListProps) {
  return (
    <dl className="grid gap-x-8 gap-y-5 rounded-2xl border border-line bg-white p-6 shadow-sm sm:grid-cols-2 lg:grid-cols-3">
      {facts.map((fact) => (
        <div key={fact.label}>
          <dt className="text-eyebrow font-semibold uppercase text-coral-700">{fact.label}</dt>
          <dd className="mt-1 leading-7 text-ink">{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}
