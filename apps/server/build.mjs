#!/usr/bin/env node
// Compiles the server for production: one ES module bundle of `src/main.ts` (and the shared package it
// imports) in `dist/`, with the npm dependencies left as imports. `npm run -w @trilha/server build`.
import { rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const here = dirname(fileURLToPath(import.meta.url));
const outdir = join(here, 'dist');
rmSync(outdir, { recursive: true, force: true });
const started = Date.now();
await build({
  entryPoints: [join(here, 'src/main.ts')],
  outdir,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node24',
  sourcemap: 'linked',
  logLevel: 'warning',
  plugins: [
    {
      // npm packages stay imports resolved from node_modules at run time; the workspace's own TypeScript
      // packages (`@trilha/*`) are compiled into the bundle.
      name: 'dependencies-outside',
      setup(builder) {
        builder.onResolve({ filter: /^[^./]/ }, (args) =>
          args.path.startsWith('@trilha/') ? undefined : { path: args.path, external: true },
        );
      },
    },
  ],
});
console.log(`server built in ${Date.now() - started} ms: ${join(outdir, 'main.js')}`);
