import type { Essay } from '@/lib/essays/essay-kind';
import files from '@/.content/posts/essay.json';

export const essays: readonly Essay[] = files;
