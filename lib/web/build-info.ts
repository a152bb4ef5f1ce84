// Which build the live site is, read back by `npm run live-check` and the publish workflow; a file of its
// own, so no page carries it.
export const buildInfoPath = '/build.json';

export interface BuildInfo {
  /** A hash of every other file of the export, names and bytes. */
  id: string;
  /** The day, where the author lives, that the build published the posts of. */
  asOf: string;
  /** What the publish run compares with `main` to know whether the site is behind. */
  commit?: string;
  /** Set when it is not `commit`: her writing went up while a code change waited. */
  code?: string;
}

export function readBuildInfo(value: unknown): BuildInfo | null {
  if (!value || typeof value !== 'object') return null;
  const { id, asOf, commit, code } = value as Record<string, unknown>;
  if (
    typeof id !== 'string' ||
    !/^[0-9a-f]{16,64}$/.test(id) ||
    typeof asOf !== 'string' ||
    !/^\d{4}-\d{2}-\d{2}$/.test(asOf)
  )
    return null;
  const isCommit = (text: unknown): text is string => typeof text === 'string' && /^[0-9a-f]{40}$/.test(text);
  if (!isCommit(commit)) return { id, asOf };
  return isCommit(code) && code !== commit ? { id, asOf, commit, code } : { id, asOf, commit };
}
