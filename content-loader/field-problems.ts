/**
 * A problem the build finds in one of her files, as the build prints it: the entry and the field as
 * the editor labels them, what is wrong and what to do, then the file and the key for a maintainer.
 *
 *   Your profile › Publishing time zone: "Toronto" is not a time zone; pick one from the list (content/site/profile.yml, timeZone)
 *   Research briefs › Market map › Figures › figure 2 ("market-size") › Text alternative is missing (content/briefs/<slug>.md, figures[1].alt)
 *
 * Shared by the posts' loader (`loadContent`) and the site files' (`loadSiteFiles`).
 */
import type { z } from 'zod';
import { bodyLook, fieldLooks, type FieldLook } from '@/lib/editor/field-look';

/** What is wrong, and where in the file: the path of keys and list positions to the field, [] for the whole entry. */
export interface FieldProblem {
  path: readonly PropertyKey[];
  message: string;
}

/** The entry a problem is in, as the editor shows it, and its file. */
export interface ProblemPlace {
  /** The entry as the editor lists it: `Your profile`, `Essays › Four Cities, One Waiting Room`. */
  entry: string;
  /** The file, from the project's folder. */
  file: string;
  /** Each field's look in the editor (`FieldLook`): its label, and a list's word for its items. */
  looks?: Record<string, FieldLook>;
  /** The file's data as it was read, to name an item by its `id`. */
  data?: unknown;
  /**
   * Where a list's item is named by its place: `always` (a site file's cards and roles, where the
   * place is how she finds the one to mend), or `named`, only in a list whose items have a word of
   * their own in the editor (a brief's figures); a post's list of categories is positionless.
   */
  positions?: 'always' | 'named';
}

/** A post as the editor lists it, `Essays › <its title>`, or by its file's name while it has no title. */
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

/** One problem line (the example above). */
export function fieldProblemLine(place: ProblemPlace, { path, message }: FieldProblem): string {
  const { labels, key } = fieldNames(path, place);
  const where = [place.entry, ...labels].join(' › ');
  // A message that quotes what she wrote follows a colon; one that goes on from the field, a space.
  const joint = /^["“]/.test(message) ? ': ' : ' ';
  return `${where}${joint}${message} (${place.file}${key ? `, ${key}` : ''})`;
}

/**
 * How a line names a picture a field holds, for what the image step says of it afterwards ("… is 800
 * px wide"): `Your profile › Portrait › Photo: "me.jpg" (content/site/profile.yml, portrait.src)`.
 */
export function imageLabel(place: ProblemPlace, path: readonly PropertyKey[], src: string): string {
  const { labels, key } = fieldNames(path, place);
  return `${[place.entry, ...labels].join(' › ')}: "${src}" (${place.file}${key ? `, ${key}` : ''})`;
}

/** A schema's complaints about a file, each as its problem line. */
export function fieldProblems(issues: readonly z.core.$ZodIssue[], place: ProblemPlace): string[] {
  return issues.flatMap((issue) =>
    (issue.code === 'unrecognized_keys' ? issue.keys : ['']).map((key) =>
      fieldProblemLine(place, { path: [...issue.path, key], message: issue.message }),
    ),
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
