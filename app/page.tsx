import { PageIntro } from '@/components/page-intro';

export default function HomePage() {
  return (
    <PageIntro
      eyebrow="Toronto · AI · Women’s health"
      title="Investing in the tomorrow women’s health deserves"
    >
      <p>Essays, research and a weekly letter on where AI and women’s health meet.</p>
    </PageIntro>
  );
}
