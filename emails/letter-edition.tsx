import { render } from '@react-email/render';
import { issuePath, issueReadTime, type LetterIssue, letterPath } from '@/lib/letters/letter-kind';
import { letterBodyHtml } from '@/lib/letters/letter-body';
import { emailStyle, imageWidth } from './email-style';
import { emailBody } from './letter-body';
import { LetterEmail } from './letter-email';
import type { Palette } from './site-palette';

export interface EditionOptions {
  root: string;
  file: string;
  /** Without a trailing slash. */
  siteUrl: string;
  palette: Palette;
}

export interface LetterEdition {
  subject: string;
  previewText: string;
  html: string;
  text: string;
  webUrl: string;
}

/** From the same Markdown, loader and sanitizer as its page (`loadContent`, `letterBodyHtml`). */
export async function letterEdition(
  issue: LetterIssue,
  { root, file, siteUrl, palette }: EditionOptions,
): Promise<LetterEdition> {
  const style = emailStyle(palette);
  const webUrl = `${siteUrl}${issuePath(issue)}/`;
  const body = emailBody(letterBodyHtml(issue, { baseUrl: siteUrl }), {
    style,
    webUrl,
    siteUrl,
    root,
    file,
    imageWidth,
  });
  const email = (
    <LetterEmail
      number={issue.number}
      title={issue.title}
      summary={issue.summary}
      publishedDate={issue.publishedDate}
      readTime={issueReadTime(issue)}
      body={body}
      webUrl={webUrl}
      signupUrl={`${siteUrl}${letterPath}/`}
      style={style}
    />
  );
  return {
    subject: issue.title,
    previewText: issue.summary,
    html: await render(email),
    text: await render(email, { plainText: true }),
    webUrl,
  };
}
