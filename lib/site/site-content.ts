/**
 * The site's own files as the pages read them: the author's profile and each page's words and
 * pictures, written in content/site/<name>.yml, checked by `npm run content` (loadSiteFiles), which
 * writes .content/site/ before every build, test run and dev server.
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
import type { SiteData } from '@/lib/site/files/registry';

export type Profile = SiteData<'profile'>;
export type HomePage = SiteData<'home'>;
export type AboutPage = SiteData<'about'>;
export type LetterPage = SiteData<'letterPage'>;
export type MediaLogo = HomePage['logos'][number];
/** A titled card of the fixed sections: Why I Invest, What Drives Me, the letter's benefits... */
export type InfoCard = HomePage['whyIInvest'][number];
export type JourneyEntry = AboutPage['journey'][number];
/** A way to work with her, on About: Advisory, Speaking and Syndication in the seed content. */
export type CollaborationWay = AboutPage['collaboration'][number];
export type Testimonial = LetterPage['testimonials'][number];
/** A headline figure, shown as its value followed by its label: "2,500+ weekly readers". */
export type LetterStat = LetterPage['stats'][number];

/** Who the site is about: her name, firm, city, time zone, portrait and profiles elsewhere. */
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
