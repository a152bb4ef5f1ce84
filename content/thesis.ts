import type { InfoCard } from '@/content/types';

/** One part of the thesis page: a titled, introduced set of cards. */
export interface ThesisSection {
  id: string;
  title: string;
  intro: string;
  cards: readonly InfoCard[];
}

export const thesisSummary =
  'Women’s health has been underfunded, understudied and under-measured for as long as modern medicine has existed. AI changes the cost of learning from data, which makes the gap both more dangerous and easier to close. Northlight backs the founders who close it.';

const whatIBack: readonly InfoCard[] = [
  {
    title: 'Conditions that are common and still poorly served',
    body: 'Endometriosis, PCOS, perimenopause and menopause, pregnancy complications, and the cardiovascular and autoimmune diseases that present differently in women. Tens of millions of patients, long paths to diagnosis, and care that rarely follows them between visits.',
  },
  {
    title: 'Data and trials that represent women',
    body: 'Companies that collect or license data across ages, ethnicities and life stages, report performance for each group, and build the infrastructure to recruit and keep diverse participants in clinical trials. A gap in the data is a product problem, not a footnote.',
  },
  {
    title: 'Tools that fit the way clinicians work',
    body: 'Software that saves a nurse, midwife or family doctor time on day one, sits inside the systems they already use, and has a clear answer to who is responsible when it is wrong.',
  },
];

const whatIDoNotBack: readonly InfoCard[] = [
  {
    title: 'Wellness claims without evidence',
    body: 'If a product says it treats, predicts or prevents something, I want to see the study, or a credible plan and budget to run one. A good brand is not a substitute.',
  },
  {
    title: 'Models looking for a problem',
    body: 'A strong model with no buyer, no workflow and no reimbursement path is a research project. I back teams that start with the patient and the payer.',
  },
  {
    title: 'Business models that sell the patient',
    body: 'Reproductive and health data is among the most sensitive data there is. Companies that plan to monetise it through advertising or resale are a pass, however fast they grow.',
  },
];

const signalsILookFor: readonly InfoCard[] = [
  {
    title: 'A founder who has sat in the clinic',
    body: 'Lived or clinical experience of the problem, or the humility to spend months learning it. The best teams can tell me what happens at 2 a.m. on a labour ward.',
  },
  {
    title: 'Performance reported by subgroup',
    body: 'Accuracy broken down by age, ethnicity and life stage, not one headline number. When a model is weaker for some women, I want to hear it from the founder first.',
  },
  {
    title: 'A buyer and a regulatory path, named',
    body: 'A health system, employer, insurer or pharma partner who has said what they would pay for, and a team that knows which pathway applies (Health Canada, the FDA, a UKCA mark), what evidence it needs and what that will cost.',
  },
];

export const thesisSections: readonly ThesisSection[] = [
  {
    id: 'what-i-back',
    title: 'What I back',
    intro: 'Early-stage companies, usually pre-seed to Series A, in three areas.',
    cards: whatIBack,
  },
  {
    id: 'what-i-do-not-back',
    title: 'What I do not back',
    intro: 'Saying no clearly saves founders time. These are the patterns I pass on, however good the deck.',
    cards: whatIDoNotBack,
  },
  {
    id: 'signals',
    title: 'Signals I look for',
    intro:
      'None of these is a checklist. Together they tell me a team will still be standing after the first hard trial result.',
    cards: signalsILookFor,
  },
];
