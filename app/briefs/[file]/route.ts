import { briefs } from '@/lib/briefs/briefs';
import { briefPdfBytes } from '../render-brief-pdf';

// Every brief's PDF, her own or drawn from the brief (content/briefs/), exported as
// out/briefs/<name>.pdf when the site is built (on request under `next dev`). An invalid brief fails
// the build by name.
export const dynamic = 'force-static';
export const dynamicParams = false;

const fileName = (pdfFile: string) => pdfFile.slice('/briefs/'.length);

export function generateStaticParams() {
  return briefs.map((brief) => ({ file: fileName(brief.pdfFile) }));
}

export async function GET(_request: Request, { params }: RouteContext<'/briefs/[file]'>) {
  const { file } = await params;
  const brief = briefs.find((entry) => fileName(entry.pdfFile) === file);
  if (!brief) return new Response('Not found', { status: 404 });
  const pdf = await briefPdfBytes(brief);
  return new Response(new Uint8Array(pdf), {
    headers: { 'Content-Type': 'application/pdf', 'Content-Length': String(pdf.length) },
  });
}
