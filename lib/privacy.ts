import {
  booking,
  hosting,
  letterSignup,
  messagesNowhere,
  messagesThroughFormspree,
  onYourDevice,
  whoRunsIt,
  yourChoices,
  type PrivacySection,
} from '@/content/privacy';
import type { SiteConfig } from '@/lib/site-config';

/**
 * The privacy page's sections as they are true of a build with `config`: the forms' section says
 * where messages go only when a forms service is configured.
 */
export function privacySections(config: Pick<SiteConfig, 'formsEndpoint'>): PrivacySection[] {
  return [
    whoRunsIt,
    letterSignup,
    config.formsEndpoint ? messagesThroughFormspree : messagesNowhere,
    booking,
    hosting,
    onYourDevice,
    yourChoices,
  ];
}
