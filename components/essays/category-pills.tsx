import type { EssayCategory } from '@/lib/essays/essay-kind';

/** An essay's categories as labels; the filter buttons themselves live in FilterableList. */
export function CategoryPills({ categories }: { categories: readonly EssayCategory[] }) {
  return (
    <ul aria-label="Categories" className="flex flex-wrap gap-2">
      {categories.map((category) => (
        <li key={category} className="rounded-full bg-plum-50 px-3 py-1 text-xs font-semibold text-plum-700">
          {category}
        </li>
      ))}
    </ul>
  );
}
