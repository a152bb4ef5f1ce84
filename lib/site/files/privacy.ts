// The privacy page's framing. What each service sends is stated from the build's configuration
// (`privacySections`), so it is always true of the site as built.
import { fileFields, list, pageIntro, pageMeta, paragraph } from '@/lib/site/files/fields';
import { siteFile } from '@/lib/site/files/site-file';

export const privacyFields = fileFields({
  meta: pageMeta.meta({ hint: 'Its Last changed date is also shown on the page.' }),
  intro: pageIntro,
  whoRunsIt: list(paragraph).meta({ label: 'Who runs this site', singular: 'paragraph' }),
  yourChoices: list(paragraph).meta({ label: 'Your choices', singular: 'paragraph' }),
}).meta({
  label: 'Privacy',
  description:
    'The privacy page’s introduction, who runs the site, and the reader’s choices. What each form sends, and to whom, is written by the build from the site’s settings.',
});

export const privacyFile = siteFile('privacy', privacyFields);
