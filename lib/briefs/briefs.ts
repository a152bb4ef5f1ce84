import { briefsNewestFirst } from '@/lib/briefs/brief-routes';
import type { ResearchBrief } from '@/lib/briefs/research-brief';
import files from '@/.content/posts/brief.json';

/** Newest first; each is the single source of its page and its PDF. */
export const briefs: readonly ResearchBrief[] = briefsNewestFirst(files);
