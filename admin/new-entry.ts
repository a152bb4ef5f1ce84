/**
 * A new post's first values for optional fields (the draft switch, on), given to the editor as the
 * dynamic default values it reads from a new entry's address, `#/collections/<name>/new?draft=true`.
 * The pinned editor fills a field's configured `default` into existing entries that lack the key too,
 * which would make every published post a draft on its next save; the address is read for a new
 * entry only.
 */
import type { FieldLook } from '@/lib/editor/field-look';

/** For each collection, the values a new entry starts with, as the address writes them. */
export type NewEntryValues = Record<string, Record<string, string>>;

/** The `newEntry` values of a collection's fields (`FieldLook`), as the address writes them. */
export function newEntryValues(fields: Record<string, FieldLook>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(fields)
      .filter(([, look]) => look.newEntry !== undefined)
      .map(([name, look]) => [name, String(look.newEntry)]),
  );
}

const newEntryRoute = /^#\/collections\/([^/?#]+)\/new(?:\?(.*))?$/;

/**
 * The address of a new entry with its collection's values added, or undefined when `hash` is no new
 * entry's or already carries them. A value the address already gives is kept.
 */
export function withNewEntryValues(hash: string, values: NewEntryValues): string | undefined {
  const match = newEntryRoute.exec(hash);
  const wanted = match ? values[decodeURIComponent(match[1])] : undefined;
  if (!match || !wanted) return undefined;
  const params = new URLSearchParams(match[2] ?? '');
  const missing = Object.entries(wanted).filter(([name]) => !params.has(name));
  if (!missing.length) return undefined;
  for (const [name, value] of missing) params.set(name, value);
  return `#/collections/${match[1]}/new?${params}`;
}
