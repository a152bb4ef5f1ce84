/** Who the site is about, as search engines read it (schema.org Person). */
export const profile = {
  name: 'Maya Reyes',
  /** How she signs the Tomorrow Letter. */
  givenName: 'Maya',
  jobTitle: 'Founding Partner',
  worksFor: 'Northlight Ventures',
  description:
    'Toronto venture capitalist investing in AI companies that close the gaps in women’s health; writer of the weekly Tomorrow Letter.',
  city: 'Toronto',
  region: 'ON',
  country: 'CA',
  knowsAbout: [
    'Venture capital',
    'Artificial intelligence',
    'Women’s health',
    'Digital health',
    'Maternal health',
  ],
  /**
   * Her profiles elsewhere, for search engines (schema.org sameAs), e.g.
   * 'https://www.linkedin.com/in/<her-handle>'. Empty until the real addresses are known: a guessed
   * handle could be a stranger's account. The build warns about any `.example` address left here.
   */
  sameAs: [] as readonly string[],
} as const;
