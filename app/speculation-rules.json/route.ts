import { speculationRules, speculationRulesType } from '@/lib/web/speculation-rules';

// The rules every page's Speculation-Rules header names (speculationRules). The host files
// give it its content type too (headerRules): hosts type a file by its extension.
export const dynamic = 'force-static';

export function GET() {
  return new Response(JSON.stringify(speculationRules), {
    headers: { 'Content-Type': speculationRulesType },
  });
}
