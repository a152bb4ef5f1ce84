import { postBody } from '@/lib/posts/post-body';
import { searchIgnored } from '@/lib/page/site-search';

/**
 * A post's contents, "In this brief" or "In this essay": a numbered link to each of its sections by
 * the id of the section's heading, plain links that work before any script. Search leaves them out,
 * as it reads the sections themselves; a budget too, as one line a heading of hers (postBody).
 */
export function SectionContents({
  label,
  sections,
}: {
  label: string;
  sections: readonly { id: string; title: string }[];
}) {
  return (
    <nav
      aria-label={label}
      {...searchIgnored}
      {...postBody}
      className="mt-10 max-w-prose rounded-2xl bg-sand p-5"
    >
      <h2 className="text-sm font-semibold uppercase tracking-wide text-muted">{label}</h2>
      <ol className="mt-3 list-decimal space-y-1 pl-5 text-plum-700">
        {sections.map((section) => (
          <li key={section.id}>
            <a href={`#${section.id}`} className="underline-offset-4 hover:underline">
              {section.title}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
