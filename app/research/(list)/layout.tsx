import type { ReactNode } from 'react';
import { ListFrame } from '@/components/posts/post-list';
import { ResearchRequest } from '@/components/forms/research-request';
import { researchPage } from '@/lib/site/site-content';
import { pills } from './brief-list';

/** Around every page of the brief list: the intro, the pills and the request form stay put as it changes. */
export default function BriefListLayout({ children }: { children: ReactNode }) {
  return (
    <ListFrame
      eyebrow="Research"
      title="Research briefs"
      intro={researchPage.intro}
      pills={pills}
      // The list's first page, named for a message sent without scripts; the after-paint script names the page in hand.
      after={<ResearchRequest path="/research" />}
    >
      {children}
    </ListFrame>
  );
}
