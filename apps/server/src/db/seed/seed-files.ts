import { join } from 'node:path';
import { ROOT_DIR } from '../../config';

/** The demo's media and course sources, read from the repository whether the server runs from source or built. */
export const SEED_FILES = join(ROOT_DIR, 'apps/server/src/db/seed');
