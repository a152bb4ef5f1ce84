import { calendlyUtm, cameFrom, campaignOf, followTrail, formSource, ledSubject } from '@/lib/web/visit-source';

const site = 'https://maya.example.org';

describe('where a message came from', () => {
  it('names the page of this site the visitor read before, without its query or fragment', () => {
    expect(cameFrom(`${site}/research/market-map-2026/?tag=x#figure-1`, `${site}/about/`)).toBe(
      `${site}/research/market-map-2026/`,
    );
  });

  it('names no other site, no page when the browser sent none, and not the page itself (a reload)', () => {
    expect(cameFrom('https://news.example.com/story', `${site}/about/`)).toBeNull();
    expect(cameFrom('', `${site}/about/`)).toBeNull();
    expect(cameFrom(undefined, `${site}/about/`)).toBeNull();
    expect(cameFrom('not a url', `${site}/about/`)).toBeNull();
    expect(cameFrom(`${site}/about/?utm_source=x`, `${site}/about/`)).toBeNull();
  });

  it('keeps only the campaign tags of the page’s address, in order', () => {
    expect(campaignOf(`${site}/about/?q=menopause&utm_source=talk&ref=panel&utm_campaign=spring`)).toBe(
      'utm_source=talk&ref=panel&utm_campaign=spring',
    );
    expect(campaignOf(`${site}/about/?q=menopause`)).toBe('');
  });

  it('gives the form’s fields, leaving out what the browser did not say', () => {
    expect(
      formSource(
        `${site}/founders/?utm_source=newsletter#pitch`,
        'For founders | Maya',
        `${site}/investment-thesis/`,
      ),
    ).toEqual({
      page: `${site}/founders/`,
      pageTitle: 'For founders | Maya',
      cameFrom: `${site}/investment-thesis/`,
      campaign: 'utm_source=newsletter',
    });
    expect(formSource(`${site}/about/`, '', '')).toEqual({ page: `${site}/about/` });
  });

  it('starts a subject with the company when one was typed', () => {
    expect(ledSubject('  Tidewell ', 'Pitch from maya.example.org')).toBe(
      'Tidewell: Pitch from maya.example.org',
    );
    expect(ledSubject(' ', 'Pitch from maya.example.org')).toBe('Pitch from maya.example.org');
  });
});

describe('where a booking came from', () => {
  it('passes the page, the page read before and the visit’s campaign as Calendly’s utm keys', () => {
    expect(
      calendlyUtm(
        `${site}/about/?utm_source=linkedin&utm_medium=social&utm_campaign=launch`,
        `${site}/research/x/`,
      ),
    ).toEqual({
      utmSource: 'linkedin',
      utmMedium: 'social',
      utmCampaign: 'launch',
      utmContent: '/about/',
      utmTerm: '/research/x/',
    });
  });

  it('takes `ref` as the source when there is no utm_source, and leaves out what is unknown', () => {
    expect(calendlyUtm(`${site}/about/?ref=podcast`, 'https://elsewhere.example/')).toEqual({
      utmSource: 'podcast',
      utmContent: '/about/',
    });
  });
});

describe('the trail of pages in one document', () => {
  /** A document at `href`, loaded from `referrer`, as followTrail reads one. */
  function documentAt(href: string, referrer: string) {
    const root = document.createElement('html');
    const doc = { documentElement: root, referrer, location: { href } };
    return doc as unknown as Document & { location: { href: string } };
  }

  it('starts from the referrer of the load, same site only', () => {
    expect(followTrail(documentAt(`${site}/about/`, `${site}/essays/one/`))).toBe(`${site}/essays/one/`);
    expect(followTrail(documentAt(`${site}/about/`, 'https://elsewhere.example/'))).toBeNull();
  });

  it('follows moves between pages without a load, where the referrer stays the first page’s', () => {
    const doc = documentAt(`${site}/research/market-map-2026/`, `${site}/`);
    expect(followTrail(doc)).toBe(`${site}/`);
    doc.location.href = `${site}/about/?utm_source=talk`;
    expect(followTrail(doc)).toBe(`${site}/research/market-map-2026/`);
    // Read again on the same page: the same answer.
    expect(followTrail(doc)).toBe(`${site}/research/market-map-2026/`);
    doc.location.href = `${site}/founders/`;
    expect(followTrail(doc)).toBe(`${site}/about/`);
  });
});
