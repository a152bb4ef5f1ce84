import { profile } from '@/content/profile';
import type { IsoDate } from '@/content/types';

/** Search and social text for each fixed page. Essays carry their own in content/essays.ts. */
export interface PageMeta {
  /** Page title; "| <name>" follows it where that fits (documentTitle). Home's is the site's full title. */
  title: string;
  description: string;
  /** Small line above the title on the page's share image. */
  eyebrow: string;
  /** Headline of the share image, when it should differ from the title. */
  socialTitle?: string;
  /** When the page's own text last changed; pages listing essays or briefs also follow those dates. */
  updated: IsoDate;
}

const { name, worksFor } = profile;

export const sitePages = {
  '/': {
    updated: '2026-11-15',
    title: `${name}: investing in AI and women’s health, from Toronto`,
    description: `${name} is a Toronto venture capitalist backing AI companies that close the gaps in women’s health. Read her essays, research briefs and the weekly Tomorrow Letter.`,
    eyebrow: 'Toronto · AI · Women’s health',
    socialTitle: 'Investing in the tomorrow women’s health deserves',
  },
  '/essays': {
    updated: '2026-11-15',
    title: 'Essays',
    description: `Essays by ${name} on AI, women’s health, motherhood, raising future-ready kids and a global view of care, filterable by category.`,
    eyebrow: 'Essays',
    socialTitle: 'Essays on AI, women’s health and the world our kids will inherit',
  },
  '/research': {
    updated: '2026-10-19',
    title: 'Research briefs',
    description: `Research briefs on AI and women’s health from ${name} and ${worksFor}: market maps, diligence checklists and regulatory notes, each as a PDF.`,
    eyebrow: 'Research',
    socialTitle: 'Research briefs on AI in women’s health',
  },
  '/about': {
    updated: '2026-11-09',
    title: 'About & Collaborate',
    description: `${name}, founding partner of ${worksFor} in Toronto: her journey, what drives her, and how to advise, speak or co-invest with her, or book a 15-minute call.`,
    eyebrow: 'About & Collaborate',
    socialTitle: `Advisory, speaking and syndication with ${name}`,
  },
  '/tomorrow-letter': {
    updated: '2026-11-09',
    title: 'The Tomorrow Letter',
    description: `A weekly letter from ${name} on AI and women’s health: one idea argued properly, the numbers behind the headline, and what is worth reading. Every Monday.`,
    eyebrow: 'The weekly newsletter',
    socialTitle: 'The Tomorrow Letter: one useful idea about the future of women’s health, every week',
  },
  '/tomorrow-letter/archive': {
    updated: '2026-11-16',
    title: 'Tomorrow Letter archive',
    description:
      'Every issue of the Tomorrow Letter, newest first: weekly letters from Maya Reyes on AI, women’s health and raising future-ready kids, each readable in full.',
    eyebrow: 'The Tomorrow Letter',
    socialTitle: 'Every issue of the Tomorrow Letter, newest first',
  },
  '/backup-demo': {
    updated: '2026-11-02',
    title: 'Backup notes demo',
    description: `A simulation of how ${name}’s backup notes are scheduled: every Sunday at 23:59 Pacific, the oldest draft is lined up for Monday. Pick a date and try it.`,
    eyebrow: 'Demo',
    socialTitle: 'How a backup note gets scheduled for Monday',
  },
  '/investment-thesis': {
    updated: '2026-10-26',
    title: 'Investment thesis',
    description: `What ${worksFor} backs where AI meets women’s health, what it passes on, and the signals ${name} looks for in a team.`,
    eyebrow: 'Investment thesis',
    socialTitle: 'What I back where AI meets women’s health',
  },
  '/books': {
    updated: '2026-10-05',
    title: 'Books',
    description: `The reading list of ${name}: books on women’s health, AI and data, investing under uncertainty, and parenting, each with why it matters.`,
    eyebrow: 'Reading list',
    socialTitle: 'Books that shaped how I invest and parent',
  },
  '/privacy': {
    updated: '2026-11-26',
    title: 'Privacy',
    description: `What ${name}’s site collects and where it goes: what each form sends and to whom, what stays on your device, and how to unsubscribe or ask for your data to be deleted.`,
    eyebrow: 'Privacy',
    socialTitle: 'What this site collects, and where it goes',
  },
  '/search': {
    updated: '2026-11-23',
    title: 'Search',
    description: `Search everything ${name} has published here: essays, research briefs, the Tomorrow Letter and the pages about her work.`,
    eyebrow: 'Search',
    socialTitle: 'Search essays, research and the Tomorrow Letter',
  },
} as const satisfies Record<string, PageMeta>;

export type SitePath = keyof typeof sitePages;
