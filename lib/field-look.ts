/**
 * What the editor at /admin/ shows for a field beyond what its schema says (admin/config.ts): its
 * label, its help line, its kind of input. Each kind of post (lib/post-kind.ts) and each of the
 * site's own files (lib/site-files/) gives one for every field of its schema.
 */
export interface FieldLook {
  label: string;
  hint?: string;
  /** For text: `text` for a paragraph rather than a line, `image` for an image file. */
  input?: 'text' | 'image';
  /** A new entry's value, in the editor's terms (`{{now}}` is today). */
  default?: string | boolean;
  /** The looks of an object's fields, or of each item's fields in a list of objects. */
  fields?: Record<string, FieldLook>;
  /** A list's button, "Add <singular>", and how each item is named when collapsed. */
  singular?: string;
  summary?: string;
}
