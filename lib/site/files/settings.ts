/**
 * The site's public settings (content/site/settings.yml): its address, and the accounts its forms,
 * booking widget and analytics use. Every value here ends up in the pages visitors load, so none of
 * them is a secret; the tokens that publish the site and draft the letter stay GitHub secrets. A
 * `NEXT_PUBLIC_*` variable of the same setting, set for a build, overrides the file
 * (`buildSiteConfig`).
 */
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

/** A domain as Plausible registers a site: `your-domain.com`, no scheme or path (several, comma-separated). */
const analyticsDomainPattern = /^[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)+(,[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)+)*$/;

/** An https:// address, written whole. */
const httpsAddressPattern = /^[hH][tT][tT][pP][sS]:\/\/[^\s/?#]+\S*$/;

/**
 * Text that may be left empty, which means "not set", or is of the form `pattern` says (written
 * whole, `^…$`); the editor checks the same pattern before she saves.
 */
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

/**
 * The settings a build uses, checked by this schema alone: the file's, and over each of them the
 * variable that is set for it. One line for each that cannot work, naming it as the editor does, with
 * its key in the file and its variable; the build stops on any of them.
 */
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
