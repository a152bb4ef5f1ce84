import { scriptFiles } from '@/lib/page/head-script';

// The site's own script files (scriptFiles), out/scripts/<name>.<hash>.js, named by their
// content so the host files can cache them for good: the after-paint script and the loader.
export const dynamic = 'force-static';
export const dynamicParams = false;

const byName = new Map(scriptFiles.map(({ path, text }) => [path.slice(path.lastIndexOf('/') + 1), text]));

export function generateStaticParams() {
  return [...byName.keys()].map((file) => ({ file }));
}

export async function GET(_request: Request, { params }: RouteContext<'/scripts/[file]'>) {
  const text = byName.get((await params).file);
  if (text === undefined) return new Response('Not found', { status: 404 });
  return new Response(text, { headers: { 'Content-Type': 'text/javascript; charset=utf-8' } });
}
