// The site's own files as the pages read them, written to .content/site/ by `npm run content`. A page's
// bundle keeps only the files it reads.
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
import type { SiteData } from '@/lib/site/files/registry';

export type Profile = SiteData<'profile'>;
export type HomePage = SiteData<'home'>;
export type AboutPage = SiteData<'about'>;
export type LetterPage = SiteData<'letterPage'>;
export type MediaLogo = HomePage['logos'][number];
export type InfoCard = HomePage['whyIInvest'][number];
export type JourneyEntry = AboutPage['journey'][number];
export type CollaborationWay = AboutPage['collaboration'][number];
export type Testimonial = LetterPage['testimonials'][number];
export type LetterStat = LetterPage['stats'][number];

export const profile = profileJson;

export const homePage = homeJson;
export const aboutPage = aboutJson;
export const letterPage = letterPageJson;
export const essaysPage = essaysPageJson;
export const researchPage = researchPageJson;
export const thesisPage = thesisJson;
export const foundersPage = foundersJson;
export const booksPage = booksJson;
export const privacyPage = privacyJson;
export const demoPage = demoJson;
export const searchPage = searchPageJson;
export const notFoundPage = notFoundJson;
export const footer = footerJson;
