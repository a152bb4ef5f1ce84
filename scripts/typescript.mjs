// Lets build scripts load the project's TypeScript (content, site config) in plain Node through
// ts-node: transpile only (types are checked by `tsc`), CommonJS, and without the project's
// tsconfig, whose bundler settings are meant for Next rather than for Node. Modules loaded this way
// import each other by relative paths, since Node knows nothing of the `@/` alias.
import { createRequire } from 'node:module';

export const requireTs = createRequire(import.meta.url);
requireTs('ts-node').register({
  transpileOnly: true,
  skipProject: true,
  compilerOptions: { module: 'commonjs', moduleResolution: 'node', target: 'es2022', esModuleInterop: true },
});
