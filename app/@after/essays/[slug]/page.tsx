import { essays } from '@/content/essays';

export const dynamicParams = false;

export function generateStaticParams() {
  return essays.map((essay) => ({ slug: essay.slug }));
}

export default async function AfterEssay({ params }: PageProps<'/essays/[slug]'>) {
  const { slug } = await params;
  return <aside aria-label="After the essay" id="after-piece">Read next for {slug}</aside>;
}
