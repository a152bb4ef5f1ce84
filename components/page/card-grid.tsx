import type { InfoCard } from '@/lib/site/site-content';

interface CardGridProps {
  cards: readonly InfoCard[];
  /** Heading level of each card's title, so it nests under the section heading. */
  headingLevel?: 'h3' | 'h4';
}

/** The titled cards of the fixed sections: Why I Invest, What Drives Me, letter benefits, ... */
export function CardGrid({ cards, headingLevel: Heading = 'h3' }: CardGridProps) {
  return (
    <ul className="grid gap-5 md:grid-cols-3">
      {cards.map((card) => (
        <li key={card.title} className="rounded-2xl border border-line bg-white p-6 shadow-sm">
          <Heading className="text-xl font-semibold text-ink">{card.title}</Heading>
          <p className="mt-3 leading-7 text-muted">{card.body}</p>
        </li>
      ))}
    </ul>
  );
}
