// A static host on loopback for the live check's tests (__tests__/build/another-investor.test.ts):
// an export's files as a host serves them, with the headers its `_headers` gives each path, or,
// for the case the check must catch, with none of them; a missing page answers 404.
import { existsSync, readFileSync } from 'node:fs';
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import sirv from 'sirv';
import { headersForPath, parseHeadersFile } from '@/export/host-rules';

export async function staticHost(dir: string, { headers = true } = {}) {
  const rules = headers ? parseHeadersFile(readFileSync(join(dir, '_headers'), 'utf8')) : [];
  const setHeaders = (response: ServerResponse, path: string) => {
    for (const [name, value] of Object.entries(headersForPath(rules, path))) response.setHeader(name, value);
  };
  const files = sirv(dir, { dev: true, extensions: ['html'], setHeaders });
  const server = createServer((request, response) => {
    files(request, response, () => {
      response.statusCode = 404;
      response.setHeader('Content-Type', 'text/html; charset=utf-8');
      const page = join(dir, '404.html');
      response.end(existsSync(page) ? readFileSync(page) : 'Not found');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
