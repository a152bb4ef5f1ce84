import { privacySections } from '@/lib/site/privacy-sections';

const text = (formsEndpoint: string | null) =>
  privacySections({ formsEndpoint })
    .flatMap((section) => [section.title, ...section.paragraphs])
    .join('\n');

describe('the privacy page', () => {
  it('names Formspree only when messages go through it, and says so plainly when they go nowhere', () => {
    const configured = text('https://formspree.io/f/xyzzyabc');
    expect(configured).toMatch(/goes, with the email address you give, to Formspree/);
    const unconfigured = text(null);
    expect(unconfigured).not.toMatch(/Formspree/);
    expect(unconfigured).toMatch(/send nothing anywhere/);
  });

  it('names every service the build always uses, and what stays on the device', () => {
    for (const endpoint of ['https://formspree.io/f/xyzzyabc', null]) {
      const all = text(endpoint);
      expect(all).toMatch(/Kit \(formerly ConvertKit\)/);
      expect(all).toMatch(/Calendly/);
      expect(all).toMatch(/no cookies of its own/);
      expect(all).toMatch(/unsubscribe|off the list/);
      expect(all).toMatch(/delete/);
    }
  });
});

describe('the privacy page on counting visits', () => {
  const withAnalytics = (endpoint: string | null) =>
    privacySections({ formsEndpoint: null }, endpoint ? { endpoint } : null)
      .flatMap((section) => [section.title, ...section.paragraphs])
      .join('\n');

  it('says nothing is counted, and names no analytics, when the build counts nothing', () => {
    const text = withAnalytics(null);
    expect(text).not.toMatch(/Plausible|Counting visits/);
    expect(text).toMatch(/no advertising or tracking of any kind/);
  });

  it('names Plausible, what is sent and what never is, when the build counts visits', () => {
    const text = withAnalytics('https://plausible.io/api/event');
    expect(text).toMatch(/counts visits with Plausible Analytics/);
    expect(text).toMatch(/no email address, message or search words are ever sent/);
    expect(text).toMatch(/no cookie is set/);
    expect(text).toMatch(/Global Privacy Control or Do Not Track, nothing is counted/);
    expect(text).toMatch(/turned off is not counted/);
    expect(text).not.toMatch(/tracking of any kind/);
  });

  it('says whose Plausible counts them: the service, or the author’s own installation', () => {
    expect(withAnalytics('https://plausible.io/api/event')).not.toMatch(/my own installation/);
    expect(withAnalytics('https://stats.maya.example.org/api/event')).toMatch(
      /my own installation of Plausible/,
    );
  });
});

describe('the privacy page of a build that leaves services off', () => {
  const sections = (services: { newsletter: boolean; booking: boolean; messages: boolean }) =>
    privacySections({ formsEndpoint: null, services })
      .flatMap((section) => [section.title, ...section.paragraphs])
      .join('\n');

  it('names no service that is off as receiving anything', () => {
    const off = sections({ newsletter: false, booking: false, messages: false });
    expect(off).not.toMatch(/Kit|Calendly|Formspree|contact form|send nothing anywhere/);
    expect(off).toMatch(/What the host sees/);
    expect(off).toMatch(/no cookies of its own/);
  });

  it('names each service that is on, and only those', () => {
    const bookingOnly = sections({ newsletter: false, booking: true, messages: false });
    expect(bookingOnly).toMatch(/Calendly/);
    expect(bookingOnly).not.toMatch(/Kit/);
    const letterOnly = sections({ newsletter: true, booking: false, messages: false });
    expect(letterOnly).toMatch(/Kit \(formerly ConvertKit\)/);
    expect(letterOnly).not.toMatch(/Calendly/);
  });
});
