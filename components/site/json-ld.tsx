import { serializeJsonLd } from '@/lib/site/json-ld';

/** Structured data for search engines; not executed, so the CSP needs no hash for it. */
export function JsonLd({ data }: { data: unknown }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />;
}
