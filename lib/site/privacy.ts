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

/** Whether events go to Plausible's own service rather than the author's installation or a proxy. */
const plausibleHosted = (endpoint: string) => new URL(endpoint).hostname === 'plausible.io';

/**
 * The privacy page's sections as they are true of a build with `config`: the forms' section says
 * where messages go only when a forms service is configured, and visits are said to be counted, and
 * by whom, only when analytics is.
 */
export function privacySections(
  config: Pick<SiteConfig, 'formsEndpoint'>,
  analytics: Pick<AnalyticsSettings, 'endpoint'> | null = null,
): PrivacySection[] {
  const visits = analytics
    ? [plausibleHosted(analytics.endpoint) ? visitsCountedByPlausible : visitsCountedSelfHosted]
    : [];
  return [
    { id: 'who', title: 'Who runs this site', paragraphs: privacyPage.whoRunsIt },
    letterSignup,
    config.formsEndpoint ? messagesThroughFormspree : messagesNowhere,
    booking,
    ...visits,
    hosting,
    analytics ? onYourDeviceCounted : onYourDevice,
    { id: 'choices', title: 'Your choices', paragraphs: privacyPage.yourChoices },
  ];
}
