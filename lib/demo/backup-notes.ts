import type { BackupNote } from '@/lib/site/files/small-pages';
import { demoPage } from '@/lib/site/site-content';

/** The demo on /backup-demo only simulates which one the Sunday-night run would pick. */
export const backupNotes: readonly BackupNote[] = demoPage.notes;
