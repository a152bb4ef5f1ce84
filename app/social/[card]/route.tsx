import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { renderSocialCard } from '@/components/site/social-card';
import { profile } from '@/lib/site/site-content';
import { socialCards } from '@/lib/posts/social-cards';

export const dynamic = 'force-static';
export const dynamicParams = false;

export function generateStaticParams() {
  return socialCards().map((card) => ({ card: card.name }));
}

// Her portrait's one JPEG or PNG, made by `npm run content` into public/media/, read once.
let portrait: string | undefined;
function portraitData(): string | undefined {
  const file = profile.portrait?.src;
  if (!file || portrait) return portrait;
  const type = file.endsWith('.png') ? 'image/png' : file.endsWith('.svg') ? 'image/svg+xml' : 'image/jpeg';
  portrait = `data:${type};base64,${readFileSync(join(process.cwd(), 'public', file)).toString('base64')}`;
  return portrait;
}

// Exported as /social/<name>.png, so every host serves it as a PNG by its extension.
export async function GET(_request: Request, { params }: { params: Promise<{ card: string }> }) {
  const { card: name } = await params;
  const card = socialCards().find((entry) => entry.name === name);
  if (!card) return new Response('Not found', { status: 404 });
  return renderSocialCard({ ...card, portrait: portraitData() });
}
