import type { InfoCard, MediaLogo } from '@/content/types';

export const whyIInvest: readonly InfoCard[] = [
  {
    title: 'Mother',
    body: 'Becoming a mother in a Toronto hospital showed me how much of women’s care still runs on guesswork and printouts. I invest so that my children grow up with better answers than I was given.',
  },
  {
    title: 'VC',
    body: 'Fifteen years in digital health, from product manager to founding partner, taught me that lasting returns come from problems others overlook. Women’s health is the largest of them, and AI finally makes it measurable.',
  },
  {
    title: 'Global Citizen',
    body: 'Growing up between Manila and Vancouver and working in London taught me that health gaps look different in every city but rhyme everywhere. I back founders who build for more than one market.',
  },
];

/** Every wordmark is drawn on the same canvas, so the grid can reserve its space before it loads. */
export const logoImageSize = { width: 240, height: 80 } as const;

export const mediaLogos: readonly MediaLogo[] = [
  {
    id: 'clinical-ledger',
    name: 'The Clinical Ledger',
    logoImage: '/logos/clinical-ledger.svg',
    url: 'https://clinicalledger.example/episodes/maya-reyes-data-gap',
  },
  {
    id: 'northern-signal',
    name: 'Northern Signal',
    logoImage: '/logos/northern-signal.svg',
    url: 'https://northernsignal.example/interviews/maya-reyes',
  },
  {
    id: 'frontier-care-review',
    name: 'Frontier Care Review',
    logoImage: '/logos/frontier-care-review.svg',
    url: 'https://frontiercarereview.example/menopause-market',
  },
  {
    id: 'tidewell-maternal',
    name: 'Tidewell Maternal',
    logoImage: '/logos/tidewell-maternal.svg',
    url: 'https://tidewell.example',
  },
  {
    id: 'perimena',
    name: 'Perimena',
    logoImage: '/logos/perimena.svg',
    url: 'https://perimena.example',
  },
  {
    id: 'cohortline',
    name: 'Cohortline',
    logoImage: '/logos/cohortline.svg',
    url: 'https://cohortline.example',
  },
];
