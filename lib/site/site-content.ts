/**
 * The site's own files as the pages read them: the author's profile and each page's words and
 * pictures, written in content/site/<name>.yml (lib/site/files/), checked by `npm run content`
 * (scripts/site-files.ts), which writes .content/site/ before every build, test run and dev server.
 * A page's bundle keeps only the files it reads.
 */
import aboutJson from '@/.content/site/about.json';
import booksJson from '@/.content/site/books.json';
import demoJson from '@/.content/site/demo.json';
import essaysPageJson from '@/.content/site/essays-page.json';
import footerJson from '@/.content/site/footer.json';
import foundersJson from '@/.content/site/founders.json';
import homeJson from '@/.content/site/home.json';
import letterPageJson from '@/.content/site/letter-page.json';
import notFoundJson from '@/.content/site/not-found.json';
import privacyJson from '@/.content/site/privacy.json';
import profileJson from '@/.content/site/profile.json';
import researchPageJson from '@/.content/site/research-page.json';
import searchPageJson from '@/.content/site/search-page.json';
import thesisJson from '@/.content/site/thesis.json';
import type { AboutFields } from '@/lib/site/files/about';
import type { BooksFields } from '@/lib/site/files/books';
import type { EssaysPageFields } from '@/lib/site/files/essays-page';
import type { FoundersFields } from '@/lib/site/files/founders';
import type { HomeFields } from '@/lib/site/files/home';
import type { LetterPageFields } from '@/lib/site/files/letter-page';
import type { PrivacyFields } from '@/lib/site/files/privacy';
import type { ProfileFields } from '@/lib/site/files/profile';
import type { ResearchPageFields } from '@/lib/site/files/research-page';
import type { Loaded } from '@/lib/site/files/site-file';
import type { DemoPage, footerFields, notFoundFields, searchPageFields } from '@/lib/site/files/small-pages';
import type { ThesisFields } from '@/lib/site/files/thesis';
import type { z } from 'zod';

export type Profile = Loaded<ProfileFields>;
export type HomePage = Loaded<HomeFields>;
export type AboutPage = Loaded<AboutFields>;
export type LetterPage = Loaded<LetterPageFields>;
export type MediaLogo = HomePage['logos'][number];

/** Who the site is about: her name, firm, city, time zone, portrait and profiles elsewhere. */
export const profile = profileJson as unknown as Profile;

export const homePage = homeJson as unknown as HomePage;
export const aboutPage = aboutJson as unknown as AboutPage;
export const letterPage = letterPageJson as unknown as LetterPage;
export const essaysPage = essaysPageJson as unknown as Loaded<EssaysPageFields>;
export const researchPage = researchPageJson as unknown as Loaded<ResearchPageFields>;
export const thesisPage = thesisJson as unknown as Loaded<ThesisFields>;
export const foundersPage = foundersJson as unknown as Loaded<FoundersFields>;
export const booksPage = booksJson as unknown as Loaded<BooksFields>;
export const privacyPage = privacyJson as unknown as Loaded<PrivacyFields>;
export const demoPage = demoJson as unknown as DemoPage;
export const searchPage = searchPageJson as unknown as Loaded<z.infer<typeof searchPageFields>>;
export const notFoundPage = notFoundJson as unknown as Loaded<z.infer<typeof notFoundFields>>;
export const footer = footerJson as unknown as Loaded<z.infer<typeof footerFields>>;
