import { privacySections } from '@/lib/privacy';

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
