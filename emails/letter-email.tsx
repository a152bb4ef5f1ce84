import type { ReactNode } from 'react';
import { Body, Container, Head, Heading, Html, Link, Preview, Section, Text } from '@react-email/components';
import { letterPage, profile } from '@/lib/site/site-content';
import type { IsoDate } from '@/lib/time/dates';
import { formatDisplayDate } from '@/lib/time/dates';
import { spacing, type EmailStyle } from './email-style';

/** Filled in per reader by Kit, which sends no email without the unsubscribe address; the law asks for both. */
export const kitTags = { unsubscribeUrl: '{{ unsubscribe_url }}', address: '{{ address }}' } as const;

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
  body: ReactNode;
  webUrl: string;
  /** Where a reader of a forwarded copy signs up. */
  signupUrl: string;
  style: EmailStyle;
}

// The whole email, so Kit is given it to send as it is (docs/publishing.md). Between the masthead and the
// web link it reads word for word as the issue's page (`LetterIssue`).
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
