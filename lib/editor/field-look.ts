/**
 * What the editor at /admin/ shows for a field beyond what its schema says (admin/config.ts): its
 * label, its help line, its kind of input. Each kind of post (lib/posts/post-kind.ts) and each of the
 * site's own files (lib/site/files/) gives one for every field of its schema.
 */
/** A post's body, as the editor labels it and problem lines name it. */
export const bodyLook = { label: 'Body' } as const;

export interface FieldLook {
  label: string;
  hint?: string;
  /** For text: `text` for a paragraph rather than a line, `image` for an image file. */
  input?: 'text' | 'image';
  /**
   * A required field's first value, in the editor's terms (`{{now}}` is today). The pinned editor also
   * fills a field's default into an existing entry that lacks it, so an optional field never has one
   * (admin/config.ts refuses it): it has `newEntry`.
   */
  default?: string;
  /**
   * An optional field's value in a new entry only (the draft switch, on): the editor is given it in
   * the new entry's address (admin/new-entry.ts), which an existing entry never reads.
   */
  newEntry?: string | boolean;
  /** The looks of an object's fields, or of each item's fields in a list of objects. */
  fields?: Record<string, FieldLook>;
  /** A list's button, "Add <singular>", and how each item is named when collapsed. */
  singular?: string;
  summary?: string;
}
