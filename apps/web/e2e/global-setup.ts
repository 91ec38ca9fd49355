import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { DEMO_DATA_ENV, startServer } from './fixtures';

/**
 * Builds the server from the sources as they are now (production runs the built bundle, and it starts in
 * a fraction of the time a run through tsx takes), then imports the demo packs once for the run: a server
 * starts on an empty data folder, imports them and stops. Every journey's server then starts from a copy of
 * that folder (`startServer`), in a second instead of the import's several.
 */
export default async function globalSetup(): Promise<() => void> {
  execFileSync(process.execPath, [resolve(import.meta.dirname, '../../server/build.mjs')], { stdio: 'inherit' });
  const dataDir = mkdtempSync(join(tmpdir(), 'trilha-e2e-demo-'));
  const server = await startServer({}, { dataDir });
  await server.stop();
  process.env[DEMO_DATA_ENV] = dataDir;
  return () => rmSync(dataDir, { recursive: true, force: true });
}
