import * as messages from '@/content/messages';
import { aboutPage, researchPage } from '@/content/site';
import { absoluteUrl } from '@/lib/seo';
import { siteConfig } from '@/lib/site-config';

/** The two forms that send a message to the author. */
export type MessageFormName = 'contact' | 'research-request';

/**
 * Each message form: the subject of the email Formspree sends the author, so she sees which form a
 * message came from; what the visitor reads once it is sent (specified, word for word), under a
 * heading on the page a post without scripts returns to; and the page to go back to from there.
 */
export const messageForms: Record<
  MessageFormName,
  {
    subject: string;
    thankYou: string;
    sent: string;
    description: string;
    back: { href: string; label: string };
  }
> = {
  contact: {
    subject: 'Contact message',
    thankYou: messages.contactThankYou,
    sent: 'Message sent',
    description: aboutPage.messageSent.join(''),
    back: { href: '/about', label: 'Back to About & Collaborate' },
  },
  'research-request': {
    subject: 'Research request',
    thankYou: messages.researchThankYou,
    sent: 'Request sent',
    description: researchPage.requestSent.join(''),
    back: { href: '/research', label: 'Back to the research' },
  },
};

/** The page a plain post of `form` returns to from Formspree (app/thanks/[form]/page.tsx). */
export const sentPath = (form: MessageFormName) => `/thanks/${form}`;

/** Where and how a message form sends, or null when no forms service is configured. */
export interface FormDelivery {
  endpoint: string;
  subject: string;
  /** The absolute address of the form's thank-you page, for a post made without scripts. */
  next: string;
}

export function formDelivery(
  form: MessageFormName,
  endpoint = siteConfig.formsEndpoint,
): FormDelivery | null {
  if (!endpoint) return null;
  return {
    endpoint,
    subject: `${messageForms[form].subject} from ${new URL(siteConfig.url).host}`,
    next: absoluteUrl(sentPath(form)),
  };
}
