import { render } from '@testing-library/react';
import { EssayMeta } from '@/components/essays/essay-meta';
import type { Essay } from '@/lib/essays/essay-kind';

const essay: Essay = {
  slug: 'data-gaps',
  title: 'Data gaps',
  category: ['Thesis'],
  summary: 'Why the gaps matter.',
  body: '<p>Text</p>',
  readTime: 1,
  publishedDate: '2026-12-07',
  featureImage: { src: '/images/essays/gap.svg', alt: 'A grid', width: 1200, height: 675 },
};

describe('the label on a post only the dev server shows', () => {
  it('says a draft is a draft and how to publish it', () => {
    const { container } = render(<EssayMeta essay={{ ...essay, status: 'draft' }} />);
    expect(container).toHaveTextContent('Draft: only the dev server shows it; remove draft: true to publish');
  });

  it('says when a scheduled post will be published', () => {
    const { container } = render(<EssayMeta essay={{ ...essay, status: 'scheduled' }} />);
    expect(container).toHaveTextContent(
      'Scheduled: the first build on or after December 7, 2026 publishes it',
    );
  });

  it('is not there on a published post', () => {
    const { container } = render(<EssayMeta essay={essay} />);
    expect(container).toHaveTextContent(/^December 7, 2026·1 min read$/);
  });
});
