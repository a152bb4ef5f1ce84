// SPEC.md's values about the author, held against the frozen seed content (jest.config.mjs renders
// every page here with __tests__/fixtures/seed/, not with her own files): the pages still show what
// the specification describes when given the content it describes, while she is free to change hers.
import { render, screen, within } from '@testing-library/react';
import { navigationMock } from '../setup/navigation-mock';

jest.mock('next/navigation', () => navigationMock);

import AboutPage from '@/app/about/page';
import HomePage from '@/app/page';
import TomorrowLetterPage from '@/app/tomorrow-letter/page';
import { SiteFooter } from '@/components/site/site-footer';

const region = (name: string) => screen.getByRole('region', { name });

describe('the seed content, as SPEC.md gives it, through the pages', () => {
  it('About: Toronto, Canada and available for collaboration; four roles, three drives, three ways', () => {
    render(<AboutPage />);
    const intro = screen.getByRole('banner');
    expect(intro).toHaveTextContent('Toronto, Canada');
    expect(intro).toHaveTextContent('Available for collaboration');
    expect(within(region('My Journey')).getAllByRole('heading', { level: 3 })).toHaveLength(4);
    expect(within(region('What Drives Me')).getAllByRole('heading', { level: 3 })).toHaveLength(3);
    const ways = within(region('Ways to Collaborate'));
    expect(ways.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      'Advisory',
      'Speaking',
      'Syndication',
    ]);
    for (const heading of ways.getAllByRole('heading', { level: 4 }))
      expect(heading.nextElementSibling?.querySelectorAll('li').length).toBeGreaterThan(0);
  });

  it('Home: Why I Invest is Mother, VC and Global Citizen; six logos, each opening in a new tab', () => {
    render(<HomePage />);
    const why = within(region('Why I Invest'));
    expect(why.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      'Mother',
      'VC',
      'Global Citizen',
    ]);
    const logos = within(region('In the Media and the Portfolio')).getAllByRole('link');
    expect(logos).toHaveLength(6);
    for (const logo of logos) {
      expect(logo).toHaveAttribute('target', '_blank');
      expect(within(logo).getByRole('img')).toHaveAccessibleName();
    }
  });

  it('Tomorrow Letter: three cards a week, three testimonials, and the three stats', () => {
    render(<TomorrowLetterPage />);
    expect(within(region("What You'll Get Every Week")).getAllByRole('heading', { level: 3 })).toHaveLength(
      3,
    );
    expect(within(region('What readers say')).getAllByRole('blockquote')).toHaveLength(3);
    const stats = within(region('The letter in numbers')).getAllByRole('listitem');
    expect(stats.map((stat) => stat.textContent)).toEqual([
      '2,500+ weekly readers',
      '47 issues published',
      '92% open rate',
    ]);
  });

  it('the footer says family images are silhouettes or symbolic props and the children stay private', () => {
    render(<SiteFooter />);
    const footer = screen.getByRole('contentinfo');
    expect(footer).toHaveTextContent(/family images .* silhouettes or symbolic props/i);
    expect(footer).toHaveTextContent(/children’s identities stay private/);
  });
});
