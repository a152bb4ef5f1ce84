/** A brief's tags as pills, named "Tags" for screen readers. */
export function TagList({ tags, className = '' }: { tags: readonly string[]; className?: string }) {
  return (
    <ul aria-label="Tags" className={`flex flex-wrap gap-2 ${className}`}>
      {tags.map((tag) => (
        <li key={tag} className="rounded-full bg-plum-50 px-3 py-1 text-sm font-medium text-plum-700">
          {tag}
        </li>
      ))}
    </ul>
  );
}
