// Every one of the site's own files, in the order the editor lists them: the profile, the pages as the
// header and footer reach them, then the settings.
import { aboutFile } from '@/lib/site/files/about';
import { booksFile } from '@/lib/site/files/books';
import { essaysPageFile } from '@/lib/site/files/essays-page';
import { foundersFile } from '@/lib/site/files/founders';
import { homeFile } from '@/lib/site/files/home';
import { letterPageFile } from '@/lib/site/files/letter-page';
import { privacyFile } from '@/lib/site/files/privacy';
import { profileFile } from '@/lib/site/files/profile';
import { researchPageFile } from '@/lib/site/files/research-page';
import { settingsFile } from '@/lib/site/files/settings';
import { demoFile, footerFile, notFoundFile, searchPageFile } from '@/lib/site/files/small-pages';
import { thesisFile } from '@/lib/site/files/thesis';

export const siteFiles = {
  profile: profileFile,
  home: homeFile,
  essaysPage: essaysPageFile,
  researchPage: researchPageFile,
  about: aboutFile,
  letterPage: letterPageFile,
  thesis: thesisFile,
  founders: foundersFile,
  books: booksFile,
  footer: footerFile,
  privacy: privacyFile,
  demo: demoFile,
  searchPage: searchPageFile,
  notFound: notFoundFile,
  settings: settingsFile,
} as const;

export type SiteFiles = typeof siteFiles;
export type SiteFileName = keyof SiteFiles;

export type SiteData<Name extends SiteFileName> = SiteFiles[Name] extends {
  finish?: (data: never) => infer Finished;
}
  ? Finished
  : never;
