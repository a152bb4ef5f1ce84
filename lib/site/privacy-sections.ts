import { privacyPage } from '@/lib/site/site-content';
import {
  booking,
  hosting,
  letterSignup,
  messagesNowhere,
  messagesThroughFormspree,
  onYourDevice,
  onYourDeviceCounted,
  visitsCountedByPlausible,
  visitsCountedSelfHosted,
  type PrivacySection,
} from '@/lib/site/privacy-statements';
import type { AnalyticsSettings } from '@/lib/web/analytics';
import type { SiteConfig } from '@/lib/site/site-config';
import type { Services } from '@/lib/site/services';

/** Whether events go to Plausible's own service rather than the author's installation or a proxy. */
const plausibleHosted = (endpoint: string) => new URL(endpoint).hostname === 'plausible.io';

/**
 * The privacy page's sections as they are true of a build with `config`: the forms' section says
 * where messages go only when a forms service is configured, and visits are said to be counted, and
 * by whom, only when analytics is. A service the build leaves off (`services`) is not named at all.
 */
export function privacySections(
  config: Pick<SiteConfig, 'formsEndpoint'> & {
    services?: Pick<Services, 'newsletter' | 'booking' | 'messages'>;
  },
  analytics: Pick<AnalyticsSettings, 'endpoint'> | null = null,
): PrivacySection[] {
  const {
    newsletter,
    booking: bookingOn,
    messages,
  } = config.services ?? {
    newsletter: true,
    booking: true,
    messages: true,
  };
  const visits = analytics
    ? [plausibleHosted(analytics.endpoint) ? visitsCountedByPlausible : visitsCountedSelfHosted]
    : [];
  return [
    { id: 'who', title: 'Who runs this site', paragraphs: privacyPage.whoRunsIt },
    ...(newsletter ? [letterSignup] : []),
    ...(messages ? [config.formsEndpoint ? messagesThroughFormspree : messagesNowhere] : []),
    ...(bookingOn ? [booking] : []),
    ...visits,
    hosting,
    analytics ? onYourDeviceCounted : onYourDevice,
    { id: 'choices', title: 'Your choices', paragraphs: privacyPage.yourChoices },
  ];
}
