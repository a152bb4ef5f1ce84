import type { Essay } from '@/lib/essays/essay-kind';
import files from '@/.content/posts/essay.json';

/**
 * Every essay, read from its Markdown file in content/essays/ (docs/publishing.md). `npm run content`
 * checks the files and writes them before every build, test run and dev server, the
 * read time computed from the body (`loadContent`), so it always matches what the page shows.
 */
export const essays: readonly Essay[] = files;
