// Runs html-validate over pages of the export under the repository's .htmlvalidate.mjs. A page takes
// tens of milliseconds and the export may hold hundreds, so a long list is shared among worker
// threads, one a processor; each resolves the configuration once and keeps it for all its pages.
import { readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker, isMainThread, parentPort, workerData } from 'node:worker_threads';
import { ConfigLoader, FileSystemConfigLoader, HtmlValidate } from 'html-validate';

/** A page's faults, as `[file, faults]`. */
type Found = [string, string[]];

/** Pages a thread is worth starting for: fewer are checked where they are asked for. */
const pagesPerThread = 100;

/**
 * A validator with the configuration html-validate's own command finds for a page of out/ (the
 * repository's .htmlvalidate.mjs), resolved once: resolving it again for each page would cost more
 * than checking the page.
 */
export async function repositoryValidator(): Promise<HtmlValidate> {
  const config = await new FileSystemConfigLoader().getConfigFor(join(process.cwd(), 'out', 'index.html'));
  class Resolved extends ConfigLoader {
    getConfigFor() {
      return config;
    }
    flushCache() {}
    // Read only by the global configuration, which getConfigFor above never asks for.
    protected defaultConfig() {
      return this.empty();
    }
  }
  return new HtmlValidate(new Resolved([]));
}

/** Each fault html-validate finds in `html`, as `line:column rule: message`. */
export function faults(validator: HtmlValidate, html: string, file: string): string[] {
  return validator
    .validateStringSync(html, file)
    .results.flatMap((result) =>
      result.messages.map((m) => `${m.line}:${m.column} ${m.ruleId}: ${m.message}`),
    );
}

async function faultsOfFiles(files: string[]): Promise<Found[]> {
  const validator = await repositoryValidator();
  return files.map((file) => [file, faults(validator, readFileSync(file, 'utf8'), file)]);
}

/** The faults of each file, as a map from the file's path. */
export async function validateFiles(files: string[]): Promise<Map<string, string[]>> {
  const threads = Math.min(availableParallelism(), Math.ceil(files.length / pagesPerThread));
  if (threads <= 1) return new Map(await faultsOfFiles(files));
  const shares = Array.from({ length: threads }, (_, share) =>
    files.filter((_, at) => at % threads === share),
  );
  const found = await Promise.all(
    shares.map(
      (share) =>
        new Promise<Found[]>((resolve, reject) => {
          // The thread loads this module again, through tsx: a thread does not inherit its hooks.
          const thisFile = JSON.stringify(fileURLToPath(import.meta.url));
          const worker = new Worker(`require('tsx/cjs/api').require(${thisFile}, __filename);`, {
            eval: true,
            workerData: share,
          });
          worker.once('message', resolve);
          worker.once('error', reject);
          worker.once('exit', (code) =>
            reject(new Error(`an html-validate thread stopped with code ${code}`)),
          );
        }),
    ),
  );
  return new Map(found.flat());
}

if (!isMainThread) faultsOfFiles(workerData).then((found) => parentPort?.postMessage(found));
