import type { InfoCard, LetterIssue, LetterStat, Testimonial } from './types';

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

export const sampleIssue: LetterIssue = {
  number: 47,
  title: 'The six weeks nobody measures',
  publishedDate: '2026-11-16',
  greeting: 'Good morning, and welcome to the new readers who joined after last week’s panel in Montréal.',
  sections: [
    {
      heading: 'The idea',
      paragraphs: [
        'Most monitoring in pregnancy stops at the six-week postpartum visit. That is the last appointment many women have with anyone who is looking at their blood pressure. Yet a large share of pregnancy-related deaths in North America happen after that visit, many of them from heart disease and stroke.',
        'I spent the first years of my career at a company that sent blood-pressure readings from pregnant patients to a nurse. We were proud of what we caught before delivery. We had almost nothing to say about the months after it, because nobody was paying for that part.',
      ],
    },
    {
      heading: 'The number',
      paragraphs: [
        'In the health-system pilots we reviewed this quarter, fewer than one in three patients with high blood pressure during pregnancy had a single reading recorded between six weeks and six months after birth. The data are not missing because the risk disappears. They are missing because the care does.',
      ],
    },
    {
      heading: 'What would change it',
      paragraphs: [
        'The tools already exist: connected cuffs, simple escalation rules, and models that can tell a worrying trend from a noisy reading. What is missing is a buyer who owns the outcome. I think that buyer will be the payer who sees the cardiac admission two years later, and I expect the first contracts that pay for postpartum monitoring to year one to be signed within eighteen months.',
        'If you are building here, ask yourself who saves money when your patient does not end up in emergency. Then go and talk to them before you talk to anyone else.',
      ],
    },
    {
      heading: 'Three things worth your time',
      paragraphs: [
        'A cardiology review on the link between preeclampsia and heart disease later in life, which should be required reading for anyone building maternal care. A founder’s honest letter about shutting down a menopause clinic, and what she would do differently. And my own notes from the Montréal panel, where a midwife asked the best question of the day: who reads the alert at 2 a.m.?',
      ],
    },
  ],
  signOff: 'Until next Monday,\nMaya',
};

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
