import { briefsNewestFirst } from '@/lib/briefs/brief-routes';
import type { ResearchBrief } from '@/lib/briefs/research-brief';
import files from '@/.content/posts/brief.json';

/**
 * Every research brief, read from its Markdown file in content/briefs/ (docs/publishing.md, "A
 * research brief"), its figures placed and its own PDF, if it has one, read (`readBrief`),
 * newest first. `npm run content` writes them before every build, test run and dev
 * server. Each brief is the single source of its page (/research/<id>/) and of its PDF
 * (/briefs/<id>.pdf).
 */
export const briefs: readonly ResearchBrief[] = briefsNewestFirst(files);
