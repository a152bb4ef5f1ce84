import { renderSocialCard } from '@/components/social-card';
import { socialCards } from '@/lib/social-cards';

export const dynamic = 'force-static';
export const dynamicParams = false;

export function generateStaticParams() {
  return socialCards().map((card) => ({ card: card.name }));
}

// Exported as /social/<name>.png, so every host serves it as a PNG by its extension.
export async function GET(_request: Request, { params }: { params: Promise<{ card: string }> }) {
  const { card: name } = await params;
  const card = socialCards().find((entry) => entry.name === name);
  if (!card) return new Response('Not found', { status: 404 });
  return renderSocialCard(card);
}
