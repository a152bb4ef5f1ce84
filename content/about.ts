import type { CollaborationWay, InfoCard, JourneyEntry } from '@/content/types';
import { profile } from '@/content/profile';

export const journey: readonly JourneyEntry[] = [
  {
    year: '2011',
    title: 'Product Manager',
    company: 'Cadence Health',
    description:
      'Joined a twelve-person Toronto startup building remote monitoring for high-risk pregnancies. I sat in on clinic days, learned why a blood-pressure reading at 2 a.m. matters more than one at 2 p.m., and shipped the alerting rules that nurses actually trusted.',
  },
  {
    year: '2015',
    title: 'Senior Associate',
    company: 'Meridian Health Partners',
    description:
      'Moved to London to join a healthcare growth fund. I built the diligence models for diagnostics and care-delivery companies, and kept noticing how few of them had studied whether their products worked as well for women as for men.',
  },
  {
    year: '2019',
    title: 'Principal',
    company: 'Harbourfront Capital',
    description:
      'Came home to Toronto to help a seed fund build its health practice. I led its health and AI deals, sat on four boards, and learned to tell a model that performs in a demo from one that holds up in a real clinic.',
  },
  {
    year: '2023',
    title: 'Founding Partner',
    company: profile.worksFor,
    description:
      'Started an early-stage fund for the place where AI meets women’s health: maternal health, menopause, fertility, endometriosis and PCOS, cardiovascular and autoimmune disease in women, and more diverse clinical trials.',
  },
];

export const drives: readonly InfoCard[] = [
  {
    title: 'Closing the data gap',
    body: 'For decades women were left out of the trials and datasets that medicine is built on. Models trained on that record repeat its blind spots unless someone pays to fix them. I want to fund the companies that do.',
  },
  {
    title: 'Care that arrives on time',
    body: 'Endometriosis still takes years to diagnose, and heart attacks in women are missed more often than in men. Earlier answers change lives, and they are a very good business.',
  },
  {
    title: 'The world my children inherit',
    body: 'I am raising two kids who will grow up with AI in every clinic they visit. I want those tools to have been built carefully, tested on people like them, and paid for by investors who asked hard questions.',
  },
];

export const collaborationWays: readonly CollaborationWay[] = [
  {
    title: 'Advisory',
    body: 'For founders, health systems and funds working where AI meets women’s health who want a second pair of eyes on strategy, evidence and fundraising.',
    examples: [
      'A pre-seed team pressure-testing its clinical validation plan before the raise',
      'A hospital innovation group choosing which maternal-health pilots to fund',
      'A fund building its first women’s health thesis and diligence checklist',
    ],
  },
  {
    title: 'Speaking',
    body: 'Keynotes, panels and workshops on investing in women’s health, bias in medical AI, and raising children who are ready for the future.',
    examples: [
      'Conference keynote: where the women’s health data gap is closing, and where it is not',
      'Founder workshop: what early-stage health investors actually check',
      'Fireside chat for employee resource groups on menopause at work',
    ],
  },
  {
    title: 'Syndication',
    body: 'Co-investing alongside angels, funds and strategic partners who share the thesis and bring something a founder needs.',
    examples: [
      'Seed rounds where Northlight leads and a clinical network joins',
      'Angels with clinical or regulatory experience filling out a round',
      'Follow-on rounds with funds that can carry a company through its trials',
    ],
  },
];

/** SPEC's words for the contact form's thank-you, exactly. */
