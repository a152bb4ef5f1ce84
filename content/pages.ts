/** Search and social text for each fixed page. Essays carry their own in content/essays.ts. */
export interface PageMeta {
  /** Page title; the layout adds "| Maya Reyes". Home uses the site's full title instead. */
  title: string;
  description: string;
  /** Small line above the title on the page's share image. */
  eyebrow: string;
  /** Headline of the share image, when it should differ from the title. */
  socialTitle?: string;
}

export const sitePages = {
  '/': {
    title: 'Maya Reyes: investing in AI and women’s health, from Toronto',
    description:
      'Maya Reyes is a Toronto venture capitalist backing AI companies that close the gaps in women’s health. Read her essays, research briefs and the weekly Tomorrow Letter.',
    eyebrow: 'Toronto · AI · Women’s health',
    socialTitle: 'Investing in the tomorrow women’s health deserves',
  },
  '/essays': {
    title: 'Essays',
    description:
      'Essays on AI and women’s health, motherhood, raising future-ready kids and investing with a global view, filterable by theme.',
    eyebrow: 'Essays',
    socialTitle: 'Essays on AI, women’s health and the world our kids will inherit',
  },
  '/research': {
    title: 'Research briefs',
    description:
      'Free research briefs on AI in women’s health: market maps, diligence checklists and regulatory notes, each a downloadable PDF. Ask for deeper analysis.',
    eyebrow: 'Research',
    socialTitle: 'Research briefs on AI in women’s health',
  },
  '/about': {
    title: 'About & Collaborate',
    description:
      'From product manager to founding partner: how Maya Reyes came to invest in AI for women’s health, how to work with her, and a 15-minute call to book.',
    eyebrow: 'About & Collaborate',
    socialTitle: 'Advisory, speaking and syndication with Maya Reyes',
  },
  '/tomorrow-letter': {
    title: 'The Tomorrow Letter',
    description:
      'A weekly letter for 2,500+ readers on where AI and women’s health are heading, what the data says, and what it means for the families we are raising.',
    eyebrow: 'The weekly newsletter',
    socialTitle: 'The Tomorrow Letter: one useful idea about the future of women’s health, every week',
  },
  '/backup-demo': {
    title: 'Backup notes demo',
    description:
      'A small simulation of how a backup note is chosen for Monday: pick a Sunday, and see which draft would be scheduled and why.',
    eyebrow: 'Demo',
    socialTitle: 'How a backup note gets scheduled for Monday',
  },
  '/investment-thesis': {
    title: 'Investment thesis',
    description:
      'What Maya Reyes backs where AI meets women’s health, what she passes on, and the signals she looks for in founders and their data.',
    eyebrow: 'Investment thesis',
    socialTitle: 'What I back where AI meets women’s health',
  },
  '/books': {
    title: 'Books',
    description:
      'The books that shaped how Maya Reyes invests, thinks about medicine and data, and raises her children, with a note on why each one matters.',
    eyebrow: 'Reading list',
    socialTitle: 'Books that shaped how I invest and parent',
  },
} as const satisfies Record<string, PageMeta>;

export type SitePath = keyof typeof sitePages;
