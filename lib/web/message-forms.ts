import * as messages from '@/lib/site/messages';
import { aboutPage, foundersPage, researchPage } from '@/lib/site/site-content';
import { absoluteUrl } from '@/lib/site/seo';
import { siteConfig } from '@/lib/site/site-config';

export type MessageFormName = 'contact' | 'research-request' | 'pitch';

/** The hidden fields are MessageForm's own. */
export interface MessageField {
  /** As the forms service shows it to her; SPEC names the contact form's `email` and `message`. */
  name: string;
  label: string;
  hint?: string;
  kind: 'email' | 'text' | 'address' | 'choice' | 'paragraph';
  optional?: boolean;
  choices?: readonly string[];
  autoComplete?: string;
}

const emailField: MessageField = { name: 'email', label: 'Email', kind: 'email', autoComplete: 'email' };

// `subject` tells her which form a message came from; `sent`, `description` and `back` are for the page a
// post without scripts returns to.
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

export const sentPath = (form: MessageFormName) => `/thanks/${form}`;

export interface FormDelivery {
  endpoint: string;
  subject: string;
  /** The field a subject starts with where scripts run. */
  subjectFrom?: string;
  /** For a post made without scripts. */
  next: string;
  page: string;
}

export function formDelivery(
  form: MessageFormName,
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
