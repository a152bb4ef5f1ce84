/**
 * Zod compiles its checks with `new Function` where a page allows it, and probes whether it does:
 * the editor's Content-Security-Policy forbids eval, and the probe alone is a reported violation.
 * Imported first by the editor's entry point, before any schema is made.
 */
import { z } from 'zod';

z.config({ jitless: true });
