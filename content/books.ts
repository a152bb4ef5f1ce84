import type { Book } from '@/content/types';

/** A titled group of books on the reading list. */
export interface BookShelf {
  id: string;
  title: string;
  intro: string;
  books: readonly Book[];
}

export const bookShelves: readonly BookShelf[] = [
  {
    id: 'womens-health',
    title: 'Women’s health and the evidence gap',
    intro: 'The books that explain why my fund exists.',
    books: [
      {
        title: 'Invisible Women: Data Bias in a World Designed for Men',
        author: 'Caroline Criado Perez',
        whyItMatters:
          'I hand this to every new analyst. It shows, chapter after chapter, that missing data about women is not an accident but a default, and that defaults are what software copies first.',
      },
      {
        title: 'Doing Harm',
        author: 'Maya Dusenbery',
        whyItMatters:
          'A careful account of how women’s symptoms get dismissed, from the research bench to the exam room. It is the clearest case I know for why diagnosis is where AI can help most, and harm most if built badly.',
      },
      {
        title: 'Unwell Women',
        author: 'Elinor Cleghorn',
        whyItMatters:
          'The history behind today’s diagnostic delays. Reading it made me more patient with clinicians and less patient with the systems they work in.',
      },
      {
        title: 'The Menopause Manifesto',
        author: 'Jen Gunter',
        whyItMatters:
          'Plain, evidence-first writing about a life stage that half the population goes through and most products still ignore. I use it to check founders’ claims in the menopause space.',
      },
    ],
  },
  {
    id: 'ai-and-data',
    title: 'AI, data and judgement',
    intro: 'How models learn, and how they fail the people they were not trained on.',
    books: [
      {
        title: 'Deep Medicine',
        author: 'Eric Topol',
        whyItMatters:
          'An optimistic but grounded argument that AI should give clinicians time back for patients. It is the standard I hold clinical software to: does it make the visit more human, or less?',
      },
      {
        title: 'Unmasking AI',
        author: 'Joy Buolamwini',
        whyItMatters:
          'A first-hand story of finding bias in face-analysis systems and getting companies to act on it. It taught me to ask who a model was tested on before I ask how accurate it is.',
      },
      {
        title: 'Weapons of Math Destruction',
        author: 'Cathy O’Neil',
        whyItMatters:
          'Short, sharp and still current. Its test for a harmful model (opaque, at scale, and doing damage) is one I run on every pitch that scores or ranks patients.',
      },
      {
        title: 'The Alignment Problem',
        author: 'Brian Christian',
        whyItMatters:
          'The best plain-language tour I know of how machine learning goes wrong when what we measure is not what we mean. Essential for anyone funding models that touch care.',
      },
    ],
  },
  {
    id: 'investing',
    title: 'Investing and deciding under uncertainty',
    intro: 'The craft side of the job: bets, odds and the occasional cautionary tale.',
    books: [
      {
        title: 'The Power Law',
        author: 'Sebastian Mallaby',
        whyItMatters:
          'A history of venture capital that explains why a few outliers return the fund. It keeps me honest about how rare those outcomes are, and why conviction has to come from evidence, not momentum.',
      },
      {
        title: 'Thinking in Bets',
        author: 'Annie Duke',
        whyItMatters:
          'It separates the quality of a decision from the luck of its outcome. Our investment memos now record what we believed and why, so we can review our judgement rather than our results.',
      },
      {
        title: 'Superforecasting',
        author: 'Philip E. Tetlock and Dan Gardner',
        whyItMatters:
          'The habit of putting numbers on beliefs and updating them often. I use it when I estimate how long a regulatory pathway will really take.',
      },
      {
        title: 'Bad Blood',
        author: 'John Carreyrou',
        whyItMatters:
          'The diligence failure every health investor should study. Its lesson is simple and easy to forget: ask to see the data, and talk to the people who ran the tests.',
      },
    ],
  },
  {
    id: 'family-and-world',
    title: 'Parenting and a wider view',
    intro: 'Books I come back to as a mother and as someone who has called three countries home.',
    books: [
      {
        title: 'Expecting Better',
        author: 'Emily Oster',
        whyItMatters:
          'An economist reads the pregnancy research herself and explains the trade-offs. I read it during my first pregnancy and it shaped how I think about giving patients real numbers.',
      },
      {
        title: 'Cribsheet',
        author: 'Emily Oster',
        whyItMatters:
          'The same approach applied to the early years of parenting. It reminds me that good data should lower anxiety, not raise it, which is a fine design goal for any health product.',
      },
      {
        title: 'Factfulness',
        author: 'Hans Rosling, Ola Rosling and Anna Rosling Rönnlund',
        whyItMatters:
          'A corrective to the gloomy instinct. Growing up between Manila and Vancouver, I saw both sides of the statistics it describes, and it helps me explain to my kids how much the world has improved.',
      },
    ],
  },
];
