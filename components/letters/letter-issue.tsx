import { issueReadTime, type LetterIssue as Issue } from '@/lib/letters/letter-kind';
import { LetterIssueArticle } from '@/components/letters/letter-issue-article';
import { withFirstScreenEnd } from '@/lib/page/first-screen';
import { letterBodyHtml } from '@/lib/letters/letter-body';

interface LetterIssueProps {
  issue: Issue;
  /** h1 on the issue's own page; h3 where the issue sits inside a page section. */
  titleLevel?: 'h1' | 'h3';
  /** On the issue's own page, its body holds where the page's first screen ends. */
  firstScreen?: boolean;
}

/** One issue of the Tomorrow Letter, set as the letter reads in the inbox. */
export function LetterIssue({ issue, titleLevel = 'h3', firstScreen = false }: LetterIssueProps) {
  const body = letterBodyHtml(issue, { sectionHeading: titleLevel === 'h1' ? 2 : 4 });
  return (
    <LetterIssueArticle
      issue={issue}
      readTime={issueReadTime(issue)}
      bodyHtml={firstScreen ? withFirstScreenEnd(body) : body}
      titleLevel={titleLevel}
    />
  );
}
