import { render } from '@react-email/render';
import type { LetterIssue } from '@/lib/letters/letter-kind';
import { letterBodyHtml } from '@/lib/letters/letter-body';
import { issuePath, issueReadTime, letterPath } from '@/lib/letters/letter-routes';
import { emailStyle, imageWidth } from './email-style';
import { emailBody } from './letter-body';
import { LetterEmail } from './letter-email';
import type { Palette } from './site-palette';

export interface EditionOptions {
  /** The folder whose public/ holds the issue's images. */
  root: string;
  /** The letter's file, named when one of its images cannot be used. */
  file: string;
  /** The site's address, without a trailing slash: every link and image of the email starts with it. */
  siteUrl: string;
  palette: Palette;
}

/** What Kit is given for an issue, and the text a reader's client shows when it shows no HTML. */
export interface LetterEdition {
  subject: string;
  previewText: string;
  html: string;
  text: string;
  /** The issue's page on the site. */
  webUrl: string;
}

/**
 * An issue's email edition, made from the same Markdown, loader and sanitizer as its page
 * (`loadContent`, `letterBodyHtml`), with React Email: the HTML and its plain-text twin.
 */
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
