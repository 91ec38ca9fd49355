import { copyFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The Acme pack's SCORM courses (`packs/acme/scorm/`), written for Trilha. */
const SCORM_FOLDER = resolve(dirname(fileURLToPath(import.meta.url)), '../../../packs/acme/scorm');

/** The demo courses: a SCORM 1.2 one and a SCORM 2004 one with two SCOs. */
export const DEMO_SCORM_PACKAGES = {
  security12: { file: 'seguranca-da-informacao-12.zip', title: 'Segurança da informação no dia a dia' },
  service2004: { file: 'atendimento-ao-cliente-2004.zip', title: 'Atendimento ao cliente' },
} as const;

export type DemoScormPackage = keyof typeof DEMO_SCORM_PACKAGES;

/** The zip of a demo course at `target`, as an administrator would upload it. */
export async function buildDemoScormZip(name: DemoScormPackage, target: string): Promise<void> {
  await copyFile(join(SCORM_FOLDER, DEMO_SCORM_PACKAGES[name].file), target);
}
