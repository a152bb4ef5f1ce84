import type { LetterStat } from '@/lib/site/site-content';

/** Headline figures, each read as one phrase: "2,500+ weekly readers". */
export function StatList({ stats }: { stats: readonly LetterStat[] }) {
  return (
    <ul className="grid gap-4 sm:grid-cols-3">
      {stats.map((stat) => (
        <li key={stat.label} className="rounded-2xl bg-plum-700 px-6 py-8 text-center text-white">
          <span className="block text-4xl font-semibold tracking-tight">{stat.value}</span>{' '}
          <span className="mt-1 block text-plum-100">{stat.label}</span>
        </li>
      ))}
    </ul>
  );
}
