// A problem in one of her files as the build prints it: the entry and field as the editor labels them for
// her, then the file and the key for a maintainer. Shared by `loadContent` and `loadSiteFiles`.
import type { z } from 'zod';
import { bodyLook, fieldLooks, type FieldLook } from '@/lib/editor/field-look';

/** `path`: keys and list positions to the field, [] for the whole entry. */
export interface FieldProblem {
  path: readonly PropertyKey[];
  message: string;
}

export interface ProblemPlace {
  /** The entry as the editor lists it: `Your profile`, `Essays › Four Cities, One Waiting Room`. */
  entry: string;
  file: string;
  looks?: Record<string, FieldLook>;
  /** To name an item by its `id`. */
  data?: unknown;
  /**
   * `always` for a site file's cards and roles, where the place is how she finds the one to mend; `named`
   * only where items have a word of their own in the editor (a brief's figures).
   */
  positions?: 'always' | 'named';
}

/** By its file's name while it has no title. */
export function postPlace(
  kind: { editor: { label: string }; fields: z.ZodType },
  file: string,
  title: unknown,
  data?: unknown,
): ProblemPlace {
  const name = typeof title === 'string' && title.trim() ? title.trim() : file.replace(/^.*\/|\.md$/g, '');
  return {
    entry: `${kind.editor.label} › ${name}`,
    file,
    looks: { ...fieldLooks(kind.fields), body: bodyLook },
    data,
  };
}

/** The field at `path`, as the editor labels it and as the file writes it: `Figures › figure 2 ("x") › Caption`, `figures[1].caption`. */
function fieldNames(path: readonly PropertyKey[], place: ProblemPlace): { labels: string[]; key: string } {
  const { looks = {}, data, positions = 'named' } = place;
  const labels: string[] = [];
  let key = '';
  let fields: Record<string, FieldLook> | undefined = looks;
  let look: FieldLook | undefined;
  let value: unknown = data;
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
        labels.push(`${word} ${part + 1}${typeof id === 'string' && id ? ` ("${id}")` : ''}`);
      }
      key += `[${part}]`;
    } else if (part !== '') {
      look = fields?.[String(part)];
      fields = look?.fields;
      labels.push(look?.label ?? String(part));
      key += key ? `.${String(part)}` : String(part);
    }
    value = item;
  }
  return { labels, key };
}

/** `Your profile › Publishing time zone: "Toronto" is not a time zone; … (content/site/profile.yml, timeZone)` */
export function fieldProblemLine(place: ProblemPlace, { path, message }: FieldProblem): string {
  const { labels, key } = fieldNames(path, place);
  const where = [place.entry, ...labels].join(' › ');
  // A message that quotes what she wrote follows a colon; one that goes on from the field, a space.
  const joint = /^["“]/.test(message) ? ': ' : ' ';
  return `${where}${joint}${message} (${place.file}${key ? `, ${key}` : ''})`;
}

/** For what the image step says of it later: `Your profile › Portrait › Photo: "me.jpg" (…, portrait.src)`. */
export function imageLabel(place: ProblemPlace, path: readonly PropertyKey[], src: string): string {
  const { labels, key } = fieldNames(path, place);
  return `${[place.entry, ...labels].join(' › ')}: "${src}" (${place.file}${key ? `, ${key}` : ''})`;
}

export function fieldProblems(issues: readonly z.core.$ZodIssue[], place: ProblemPlace): string[] {
  return issues.flatMap((issue) =>
    (issue.code === 'unrecognized_keys' ? issue.keys : ['']).map((key) =>
      fieldProblemLine(place, { path: [...issue.path, key], message: issue.message }),
    ),
  );
}

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
