import type { CollaborationWay } from '@/lib/site/site-content';

/** Ways to Collaborate: one card per way of working together, with concrete examples. */
export function CollaborationCards({ ways }: { ways: readonly CollaborationWay[] }) {
  return (
    <ul className="grid gap-5 md:grid-cols-3">
      {ways.map((way) => (
        <li key={way.title} className="flex flex-col rounded-2xl border border-line bg-white p-6 shadow-sm">
          <h3 className="text-xl font-semibold text-ink">{way.title}</h3>
          <p className="mt-3 leading-7 text-muted">{way.body}</p>
          <h4 className="mt-5 text-sm font-semibold uppercase tracking-wide text-plum-700">For example</h4>
          <ul className="mt-2 list-disc space-y-2 pl-5 leading-6 text-ink">
            {way.examples.map((example) => (
              <li key={example}>{example}</li>
            ))}
          </ul>
        </li>
      ))}
    </ul>
  );
}
