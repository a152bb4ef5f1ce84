/**
 * The site's public settings (content/site/settings.yml): its address, and the accounts its forms,
 * booking widget and analytics use. Every value here ends up in the pages visitors load, so none of
 * them is a secret; the tokens that publish the site and draft the letter stay GitHub secrets. A
 * `NEXT_PUBLIC_*` variable of the same setting, set for a build, overrides the file
 * (lib/site-config.ts, `buildSiteConfig`).
 */
import { z } from 'zod';
import { isFormspreeEndpoint } from '@/lib/formspree';
import { quoted, text } from '@/lib/post-fields';
import { analyticsDomainPattern, isHttpsAddress } from '@/lib/site-config';
import { fileFields, webAddress } from '@/lib/site-files/fields';
import type { SiteFile } from '@/lib/site-files/site-file';

/** Text that may be left empty, which means "not set". */
const optional = (check: (value: string) => boolean, needs: string) =>
  z
    .string({ error: 'must be text' })
    .trim()
    .refine((value) => value === '' || check(value), {
      error: (issue) => `${quoted(issue.input)} ${needs}`,
    })
    .optional();

export const settingsFields = fileFields({
  siteUrl: webAddress,
  kitFormId: text('the form’s number').refine((value) => /^\d+$/.test(value.trim()), {
    error: (issue) =>
      `${quoted(issue.input)} is not a Kit form’s number: copy the digits from the form’s address in Kit`,
  }),
  kitPublicKey: text('Kit’s public API key').refine((value) => /^[\w-]+$/.test(value.trim()), {
    error: (issue) =>
      `${quoted(issue.input)} is not a Kit API key: copy the public key from Kit’s Settings > Developer`,
  }),
  calendlyUrl: webAddress,
  formsEndpoint: optional(
    isFormspreeEndpoint,
    'is not a Formspree form’s endpoint: write it as https://formspree.io/f/<form id>, or leave it empty',
  ),
  analyticsDomain: optional(
    (value) => analyticsDomainPattern.test(value),
    'is not a domain as Plausible registers it: write it as your-domain.com, with no https:// or path, or leave it empty',
  ),
  analyticsEndpoint: optional(
    isHttpsAddress,
    'is not an https:// address: write your own Plausible’s events address, such as https://stats.your-name.com/api/event, or leave it empty',
  ),
  letterDrafts: z.boolean({ error: 'must be true or false' }).optional(),
});

export type SettingsFields = z.infer<typeof settingsFields>;

export const settingsFile: SiteFile<SettingsFields> = {
  name: 'settings',
  editor: {
    label: 'Site settings',
    description:
      'The site’s address and the accounts its signup, messages, booking and visit counts use. Public values only: they are in every page; tokens stay in GitHub’s secrets.',
    fields: {
      siteUrl: {
        label: 'The site’s address',
        hint: 'Where it is published, e.g. https://www.your-name.com: canonical links, feeds, sitemap and share images use it.',
      },
      kitFormId: {
        label: 'Kit form number',
        hint: 'The Tomorrow Letter’s signup form in Kit: the digits in the form’s address (Grow > Landing Pages & Forms).',
      },
      kitPublicKey: {
        label: 'Kit public API key',
        hint: 'Kit’s Settings > Developer > API Key (v3), the public one. Never the API Secret.',
      },
      calendlyUrl: {
        label: 'Calendly booking page',
        hint: 'The 15-minute call’s page, e.g. https://calendly.com/your-name/15min.',
      },
      formsEndpoint: {
        label: 'Formspree endpoint',
        hint: 'Where messages, research requests and pitches go: https://formspree.io/f/<form id>. Empty, they reach no one.',
      },
      analyticsDomain: {
        label: 'Plausible domain',
        hint: 'Optional: the site’s domain as registered in Plausible, e.g. your-name.com. Empty, nothing is counted.',
      },
      analyticsEndpoint: {
        label: 'Plausible events address',
        hint: 'Only for a Plausible of your own: its events address, e.g. https://stats.your-name.com/api/event. Empty, visits go to plausible.io.',
      },
      letterDrafts: {
        label: 'Draft the letter in Kit',
        hint: 'On: once an issue’s page is live, the publish run makes its email a draft in Kit for you to send. It needs Kit’s API key and template in GitHub first (the publishing guide, “Once, in Kit”).',
      },
    },
  },
  fields: settingsFields,
};
