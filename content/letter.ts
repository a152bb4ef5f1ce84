import type { InfoCard, LetterStat, Testimonial } from './types';

export const letterBenefits: readonly InfoCard[] = [
  {
    title: 'One idea, argued properly',
    body: 'Each Monday I take one development in AI or women’s health, a study, a funding round, a policy change, and explain what it means and what it does not. About a five-minute read.',
  },
  {
    title: 'The numbers behind the headline',
    body: 'A chart or a figure from our research, with its source and its limits: who was in the data, who was missing, and whether the effect is large enough to matter.',
  },
  {
    title: 'What I’m reading and watching',
    body: 'Three links worth your time, from clinical journals to founder letters, and a note on what our team at Northlight Ventures is looking at next.',
  },
];

/** The signup that ends the letter page and every issue's page. */
export const nextIssueSignup = {
  heading: 'Get next Monday’s issue',
  invitation: 'Join founders, clinicians and investors who start the week with the Tomorrow Letter.',
} as const;

/** Closes every issue, above the writer's first name (content/profile.ts). */
export const letterSignOff = 'Until next Monday,';

export const letterTestimonials: readonly Testimonial[] = [
  {
    quote:
      'It is the only newsletter I read on Monday before my inbox. Maya tells you what a study found and what it did not, which is rarer than it should be.',
    author: 'Dr. Anika Osei',
    title: 'Obstetrician and clinical informatics lead, Hamilton',
  },
  {
    quote:
      'I forwarded the issue on postpartum monitoring to our whole board. It changed the first slide of our fundraising deck.',
    author: 'Lena Fairbanks',
    title: 'Co-founder and CEO of a maternal health start-up',
  },
  {
    quote:
      'Clear, specific and never breathless. As a policy analyst I trust it because every number comes with its limits.',
    author: 'Marco Ilagan',
    title: 'Health policy analyst, Ottawa',
  },
];

export const letterStats: readonly LetterStat[] = [
  { value: '2,500+', label: 'weekly readers' },
  { value: '47', label: 'issues published' },
  { value: '92%', label: 'open rate' },
];
