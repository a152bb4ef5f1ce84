import type { BackupNote } from '@/lib/site/files/small-pages';
import { demoPage } from '@/lib/site/site-content';

/**
 * Short notes held in reserve for a Monday when the week's letter is not ready, written under Site
 * pages > Backup notes demo (content/site/demo.yml). The demo on /backup-demo only simulates which
 * one the Sunday-night run would pick.
 */
export const backupNotes: readonly BackupNote[] = demoPage.notes;
