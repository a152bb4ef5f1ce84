import type { ReactNode } from 'react';
import { Body, Container, Head, Heading, Html, Link, Preview, Section, Text } from '@react-email/components';
import { letterPage, profile } from '@/lib/site/site-content';
import type { IsoDate } from '@/lib/time/dates';
import { formatDisplayDate } from '@/lib/time/dates';
import { spacing, type EmailStyle } from './email-style';

/**
 * Kit's tags, filled in for each reader when Kit sends the email: their own unsubscribe address and
 * the sender's postal address. Kit sends no email without the first, and the law asks for both.
 */
export const kitTags = { unsubscribeUrl: '{{ unsubscribe_url }}', address: '{{ address }}' } as const;

/** The words the email adds around the issue as the site shows it, in the order a reader meets them. */
export const emailFrame = {
  masthead: 'The Tomorrow Letter',
  webLink: 'Read it on the web',
  forwarded: ['Forwarded this?', 'Join the Tomorrow Letter', 'to get it every Monday.'],
  unsubscribe: ['You are getting this because you joined the Tomorrow Letter.', 'Unsubscribe'],
} as const;

export interface LetterEmailProps {
  number: number;
  title: string;
  summary: string;
  publishedDate: IsoDate;
  readTime: number;
  /** The body, as emailBody() sets it. */
  body: ReactNode;
  /** The issue's page on the site. */
  webUrl: string;
  /** The letter's page, where a reader of a forwarded copy signs up. */
  signupUrl: string;
  style: EmailStyle;
}

/**
 * One issue of the Tomorrow Letter as an email: the whole email, in one design with one footer, so
 * Kit is given it to send as it is (docs/publishing.md). The part between the masthead and the
 * web link reads word for word as the issue's page (`LetterIssue`).
 */
export function LetterEmail({
  number,
  title,
  summary,
  publishedDate,
  readTime,
  body,
  webUrl,
  signupUrl,
  style,
}: LetterEmailProps) {
  return (
    <Html lang="en">
      <Head>
        {/* Designed light: a client that darkens email inverts it whole rather than half. */}
        <meta name="color-scheme" content="light" />
        <meta name="supported-color-schemes" content="light" />
        <title>{title}</title>
      </Head>
      <Preview>{summary}</Preview>
      <Body style={style.body}>
        <Container style={style.column}>
          <Section cellPadding={spacing.column}>
            <Text style={style.masthead}>
              <Link href={signupUrl} style={style.mastheadLink}>
                <strong>{emailFrame.masthead}</strong>
              </Link>
            </Text>
            <Section style={style.card} cellPadding={spacing.card}>
              <Text style={style.eyebrow}>
                Issue {number} · {formatDisplayDate(publishedDate)}
              </Text>
              <Heading as="h1" style={style.title}>
                {title}
              </Heading>
              <Text style={style.readTime}>{readTime} min read</Text>
              {body}
              <Text style={style.signOff}>
                {letterPage.signOff}
                <br />
                {profile.signature}
              </Text>
            </Section>
            <Text style={style.webLink}>
              <Link href={webUrl} style={style.link}>
                <strong>{emailFrame.webLink}</strong>
              </Link>
            </Text>
            <Text style={style.footerFirst}>
              {emailFrame.forwarded[0]}{' '}
              <Link href={signupUrl} style={style.footerLink}>
                {emailFrame.forwarded[1]}
              </Link>{' '}
              {emailFrame.forwarded[2]}
            </Text>
            <Text style={style.footerText}>
              {emailFrame.unsubscribe[0]}{' '}
              <Link href={kitTags.unsubscribeUrl} style={style.footerLink}>
                {emailFrame.unsubscribe[1]}
              </Link>
            </Text>
            <Text style={style.footerText}>{kitTags.address}</Text>
          </Section>
        </Container>
      </Body>
    </Html>
  );
}
