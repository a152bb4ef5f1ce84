import { afterPaintPath, afterPaintScript } from '@/lib/first-paint';

// The after-paint script (lib/first-paint.ts) as a file of the export, out/scripts/after-paint.<hash>.js,
// named by its content so the host files can cache it for good.
export const dynamic = 'force-static';
export const dynamicParams = false;

const fileName = afterPaintPath.slice(afterPaintPath.lastIndexOf('/') + 1);

export function generateStaticParams() {
  return [{ file: fileName }];
}

export async function GET(_request: Request, { params }: RouteContext<'/scripts/[file]'>) {
  const { file } = await params;
  if (file !== fileName) return new Response('Not found', { status: 404 });
  return new Response(afterPaintScript, { headers: { 'Content-Type': 'text/javascript; charset=utf-8' } });
}
