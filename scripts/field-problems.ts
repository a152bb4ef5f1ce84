/**
 * A schema's complaints about a file as the build prints them: one line each, naming the field as the
 * file writes it and what is allowed (`title is missing`, `category "Thesiss" is not one of …`). Shared
 * by the posts' loader (scripts/content-files.ts) and the site files' (scripts/site-files.ts).
 */
import type { z } from 'zod';
import type { FieldLook } from '@/lib/field-look';

interface Naming {
  /** What a complaint about the whole file is about: `frontmatter` for a post. */
  whole?: string;
  /** Each field's look in the editor (lib/field-look.ts): a list's word for its items. */
  looks?: Record<string, FieldLook>;
  /** The file's data as it was read, to name an item by its `id`. */
  data?: unknown;
  /**
   * Where a list's item is named by its place: `always` (a site file's cards and roles, where the
   * place is how she finds the one to mend), or `named`, only in a list whose items have a word of
   * their own in the editor (a brief's figures); a post's list of categories is positionless:
   * `category "Thesiss"`, not `category.0`.
   */
  positions?: 'always' | 'named';
}

/** The field an issue is about, as a problem line names it: `figures, figure 2 ("market-size"), alt`. */
function fieldName(path: readonly PropertyKey[], { looks = {}, data, positions = 'named' }: Naming): string {
  const parts: string[] = [];
  let fields: Record<string, FieldLook> | undefined = looks;
  let look: FieldLook | undefined;
  let value: unknown = data;
  let counted = false;
  for (const part of path) {
    const item = (value as Record<PropertyKey, unknown> | undefined)?.[part as string];
    if (typeof part === 'number') {
      const kind = (item as { kind?: unknown } | undefined)?.kind;
      // A list of several kinds of item (a brief's figures) has a look for each kind.
      const ofKind = typeof kind === 'string' ? look?.fields?.[kind] : undefined;
      fields = ofKind?.fields ?? look?.fields;
      const word = look?.singular ?? (positions === 'always' ? 'item' : undefined);
      if (word) {
        const id = (item as { id?: unknown } | undefined)?.id;
        parts.push(`${word} ${part + 1}${typeof id === 'string' && id ? ` ("${id}")` : ''}`);
        counted = true;
      }
    } else if (part !== '') {
      look = fields?.[String(part)];
      fields = look?.fields;
      parts.push(String(part));
    }
    value = item;
  }
  return parts.join(counted || positions === 'always' ? ', ' : '.');
}

/** The end of each problem line, after the file's name. */
export function fieldProblems(issues: readonly z.core.$ZodIssue[], naming: Naming = {}): string[] {
  return issues.flatMap((issue) =>
    (issue.code === 'unrecognized_keys' ? issue.keys : ['']).map((key) => {
      const field = fieldName([...issue.path, key], naming);
      return `${field || naming.whole || 'the file'} ${issue.message}`;
    }),
  );
}

/** The editor's word for an item of the list at `path` in a file (`role` in My Journey), for problem lines. */
export function singularAt(
  looks: Record<string, FieldLook>,
  path: readonly PropertyKey[],
): string | undefined {
  let look: FieldLook | undefined;
  let fields: Record<string, FieldLook> | undefined = looks;
  for (const part of path) {
    if (typeof part === 'number') continue;
    look = fields?.[String(part)];
    fields = look?.fields;
  }
  return look?.singular;
}
