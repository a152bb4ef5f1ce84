import * as messages from '@/lib/site/messages';
import { aboutPage, foundersPage, researchPage } from '@/lib/site/site-content';
import { absoluteUrl } from '@/lib/site/seo';
import { siteConfig } from '@/lib/site/site-config';

/** The forms that send a message to the author. */
export type MessageFormName = 'contact' | 'research-request' | 'pitch';

/** One field a visitor fills in (the hidden ones are the form's own: MessageForm). */
export interface MessageField {
  /** The field's name, as the forms service shows it to her; SPEC names the contact form's `email` and `message`. */
  name: string;
  label: string;
  /** A line under the label, read with the field. */
  hint?: string;
  /** An email address, a line, a web address, one of `choices`, or a paragraph. */
  kind: 'email' | 'text' | 'address' | 'choice' | 'paragraph';
  /** Fields are required unless this says otherwise. */
  optional?: boolean;
  choices?: readonly string[];
  autoComplete?: string;
}

/** SPEC's email field, the first of the contact and research-request forms. */
const emailField: MessageField = { name: 'email', label: 'Email', kind: 'email', autoComplete: 'email' };

/**
 * Each message form: what the visitor fills in; the subject of the email Formspree sends the author,
 * so she sees which form a message came from (a pitch's starts with the company where scripts run:
 * `subjectFrom`); what the visitor reads once it is sent (SPEC's words for its two forms), under a
 * heading on the page a post without scripts returns to; and the page to go back to from there.
 */
export const messageForms: Record<
  MessageFormName,
  {
    fields: readonly MessageField[];
    subject: string;
    subjectFrom?: string;
    thankYou: string;
    sent: string;
    description: string;
    back: { href: string; label: string };
  }
> = {
  contact: {
    fields: [emailField, { name: 'message', label: 'Message', kind: 'paragraph' }],
    subject: 'Contact message',
    thankYou: messages.contactThankYou,
    sent: 'Message sent',
    description: aboutPage.messageSent,
    back: { href: '/about', label: 'Back to About & Collaborate' },
  },
  'research-request': {
    fields: [
      emailField,
      {
        name: 'requestMessage',
        label: 'What should I research?',
        hint: researchPage.requestHint,
        kind: 'paragraph',
      },
    ],
    subject: 'Research request',
    thankYou: messages.researchThankYou,
    sent: 'Request sent',
    description: researchPage.requestSent,
    back: { href: '/research', label: 'Back to the research' },
  },
  pitch: {
    fields: [
      { name: 'company', label: 'Company', kind: 'text', autoComplete: 'organization' },
      { name: 'website', label: 'Website', kind: 'address', autoComplete: 'url' },
      { name: 'stage', label: 'Stage', kind: 'choice', choices: foundersPage.pitch.stages },
      {
        name: 'raising',
        label: 'What you are raising (optional)',
        hint: foundersPage.pitch.raisingHint,
        kind: 'text',
        optional: true,
      },
      { name: 'deck', label: 'Link to your deck', hint: foundersPage.pitch.deckHint, kind: 'address' },
      {
        name: 'building',
        label: 'What you are building',
        hint: foundersPage.pitch.buildingHint,
        kind: 'paragraph',
      },
      emailField,
    ],
    subject: 'Pitch',
    subjectFrom: 'company',
    thankYou: foundersPage.pitch.thankYou,
    sent: 'Pitch sent',
    description: foundersPage.pitch.sent,
    back: { href: '/founders', label: 'Back to For founders' },
  },
};

/** The page a plain post of `form` returns to from Formspree: its thank-you page. */
export const sentPath = (form: MessageFormName) => `/thanks/${form}`;

/** Where and how a message form sends, or null when no forms service is configured. */
export interface FormDelivery {
  endpoint: string;
  subject: string;
  /** The field a subject starts with where scripts run (the pitch's company), if any. */
  subjectFrom?: string;
  /** The absolute address of the form's thank-you page, for a post made without scripts. */
  next: string;
  /** The absolute address of the page the form is on (pageAddress). */
  page: string;
}

export function formDelivery(
  form: MessageFormName,
  /** The page the form is on. */
  path: string,
  endpoint = siteConfig.formsEndpoint,
): FormDelivery | null {
  if (!endpoint) return null;
  const { subject, subjectFrom } = messageForms[form];
  return {
    endpoint,
    subject: `${subject} from ${new URL(siteConfig.url).host}`,
    ...(subjectFrom ? { subjectFrom } : {}),
    next: absoluteUrl(sentPath(form)),
    page: absoluteUrl(path),
  };
}
