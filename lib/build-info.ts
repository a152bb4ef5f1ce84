/**
 * The file each build writes beside its pages to say which build it is (export/build-info.ts), read
 * back from the live site by `npm run live-check` and by the publish workflow's morning check
 * (scripts/live-check.ts, scripts/publish-due.ts). It is a file of its own, so no page carries it.
 */
export const buildInfoPath = '/build.json';

export interface BuildInfo {
  /** A hash of every other file of the export, names and bytes: two builds share it only if they are the same. */
  id: string;
  /** The day, where the author lives, that the build published the posts of (`npm run content`). */
  asOf: string;
}

/** `value` read as build info, or null when it is not one. */
export function readBuildInfo(value: unknown): BuildInfo | null {
  if (!value || typeof value !== 'object') return null;
  const { id, asOf } = value as Record<string, unknown>;
  return typeof id === 'string' &&
    /^[0-9a-f]{16,64}$/.test(id) &&
    typeof asOf === 'string' &&
    /^\d{4}-\d{2}-\d{2}$/.test(asOf)
    ? { id, asOf }
    : null;
}
