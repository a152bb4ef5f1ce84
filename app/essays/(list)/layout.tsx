import type { ReactNode } from 'react';
import { ListFrame } from '@/components/posts/post-list';
import { essaysPage } from '@/lib/site/site-content';
import { pills } from './essay-list';

/** Around every page of the essay list: the intro and the pills, which stay put as the list changes. */
export default function EssayListLayout({ children }: { children: ReactNode }) {
  return (
    <ListFrame eyebrow="Essays" title="Essays" intro={essaysPage.intro} pills={pills}>
      {children}
    </ListFrame>
  );
}
