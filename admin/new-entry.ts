// A new post's first values, given in its address (`#/collections/<name>/new?draft=true`): a configured
// `default` would also be written into existing entries, making every published post a draft.
import type { FieldLook } from '@/lib/editor/field-look';

export type NewEntryValues = Record<string, Record<string, string>>;

export function newEntryValues(fields: Record<string, FieldLook>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(fields)
      .filter(([, look]) => look.newEntry !== undefined)
      .map(([name, look]) => [name, String(look.newEntry)]),
  );
}

const newEntryRoute = /^#\/collections\/([^/?#]+)\/new(?:\?(.*))?$/;

/** Undefined when `hash` is no new entry's or already carries them. */
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
