// The site's public settings: every value ends up in the pages visitors load, so none is a secret; the
// tokens that publish the site and draft the letter stay GitHub secrets.
import { z } from 'zod';
import { formspreeEndpointPattern } from '@/lib/web/formspree';
import { quoted, text } from '@/lib/posts/post-fields';
import { fileFields, webAddress } from '@/lib/site/files/fields';
import {
  settingName,
  settingsLabel,
  settingsLooks,
  settingVariables,
  type PublicEnv,
} from '@/lib/site/files/settings-looks';
import { siteFile } from '@/lib/site/files/site-file';

/** As Plausible registers a site: no scheme or path; several, comma-separated. */
const analyticsDomainPattern = /^[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)+(,[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)+)*$/;

const httpsAddressPattern = /^[hH][tT][tT][pP][sS]:\/\/[^\s/?#]+\S*$/;

/** Empty means "not set". `pattern` is written whole, `^…$`. */
const optional = (pattern: RegExp, needs: string, editorSays: string) =>
  z
    .string({ error: 'must be text' })
    .trim()
    .regex(new RegExp(`^$|${pattern.source}`), { error: (issue) => `${quoted(issue.input)} ${needs}` })
    .meta({ patternMessage: editorSays })
    .optional();

export const settingsFields = fileFields({
  siteUrl: webAddress.meta(settingsLooks.siteUrl),
  kitFormId: text('the form’s number')
    .regex(/^\d+$/, {
      error: (issue) =>
        `${quoted(issue.input)} is not a Kit form’s number: copy the digits from the form’s address in Kit`,
    })
    .meta({
      patternMessage: 'The digits of the form’s address in Kit, and nothing else.',
      ...settingsLooks.kitFormId,
    }),
  kitPublicKey: text('Kit’s public API key')
    .regex(/^[\w-]+$/, {
      error: (issue) =>
        `${quoted(issue.input)} is not a Kit API key: copy the public key from Kit’s Settings > Developer`,
    })
    .meta({
      patternMessage: 'Kit’s public key: letters, digits, _ and - only.',
      ...settingsLooks.kitPublicKey,
    }),
  calendlyUrl: webAddress.meta(settingsLooks.calendlyUrl),
  formsEndpoint: optional(
    formspreeEndpointPattern,
    'is not a Formspree form’s endpoint: write it as https://formspree.io/f/<form id>, or leave it empty',
    'A Formspree form’s endpoint, https://formspree.io/f/ and the form’s id, or nothing.',
  ).meta(settingsLooks.formsEndpoint),
  analyticsDomain: optional(
    analyticsDomainPattern,
    'is not a domain as Plausible registers it: write it as your-domain.com, with no https:// or path, or leave it empty',
    'The domain as Plausible registers it, e.g. your-name.com, with no https:// or path, or nothing.',
  ).meta(settingsLooks.analyticsDomain),
  analyticsEndpoint: optional(
    httpsAddressPattern,
    'is not an https:// address: write your own Plausible’s events address, such as https://stats.your-name.com/api/event, or leave it empty',
    'Your own Plausible’s events address, starting with https://, or nothing.',
  ).meta(settingsLooks.analyticsEndpoint),
  letterDrafts: z.boolean({ error: 'must be true or false' }).optional().meta(settingsLooks.letterDrafts),
})
  // The events address of a Plausible of her own counts nothing without the domain it counts for.
  .superRefine(({ analyticsDomain, analyticsEndpoint }, context) => {
    if (analyticsEndpoint?.trim() && !analyticsDomain?.trim())
      context.addIssue({
        code: 'custom',
        path: ['analyticsEndpoint'],
        message: `is set but ${settingsLooks.analyticsDomain.label} is not: set the domain too, or neither`,
      });
  })
  .meta({
    label: settingsLabel,
    description:
      'The site’s address and the accounts its signup, messages, booking and visit counts use. Public values only: they are in every page; tokens stay in GitHub’s secrets.',
  });

export type SettingsFields = z.infer<typeof settingsFields>;

export const settingsFile = siteFile('settings', settingsFields, { holdsWords: false });

/** The file's settings with the variables set over them; the build stops on any line. */
export function settingsProblems(file: Record<string, unknown>, env: PublicEnv = {}): string[] {
  const used: Record<string, unknown> = { ...file };
  for (const [setting, variable] of Object.entries(settingVariables)) {
    const value = env[variable]?.trim();
    if (value) used[setting] = value;
  }
  const checked = settingsFields.safeParse(used);
  if (checked.success) return [];
  // A setting left out is the content step's to name, and the build's default meanwhile.
  const given = checked.error.issues.filter(({ path }) => used[String(path[0])] !== undefined);
  return given.map(({ path, message }) => {
    const setting = String(path[0]);
    const named =
      setting in settingVariables
        ? settingName(setting as keyof typeof settingVariables)
        : `${settingsLabel} › ${settingsLooks[setting as keyof typeof settingsLooks]?.label ?? setting}`;
    return `${named}: ${message}`;
  });
}
