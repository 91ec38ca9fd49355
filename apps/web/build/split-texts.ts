import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const CATALOG = fileURLToPath(new URL('../src/i18n/pt-BR.json', import.meta.url));
const I18N = fileURLToPath(new URL('../src/i18n/index.ts', import.meta.url));
const VIRTUAL = 'virtual:trilha-texts/';
/** The virtual module of the first screens' texts. */
const FIRST_SCREEN = 'first-screen';

/**
 * Ships the texts with the code that shows them (the catalog stays one file, `pt-BR.json`). In the build, the
 * i18n module starts empty and every module that names a key (`'admin.users.title'`,
 * `` `admin.nav.${key}` ``) imports the group of texts it belongs to (`admin.users`, `admin.nav`; a
 * namespace's own texts, or the whole namespace for a key named only by its namespace), so each group lands
 * in the chunk of the first screen that shows it. A key is shown only by code that names it, and that code
 * has loaded its group first. Development and tests keep the whole catalog.
 */
export function splitTexts(): Plugin {
  const catalog = JSON.parse(readFileSync(CATALOG, 'utf8')) as Record<string, Record<string, unknown>>;
  const mentions = new RegExp(`['"\`](${Object.keys(catalog).join('|')})\\.([A-Za-z0-9_]*)`, 'g');

  /**
   * The group a key belongs to: `ns.sub`, a nested group or one text of the namespace (with its plural
   * forms), or the whole namespace `ns` when the code names only the namespace (`` `ns.${key}` ``).
   */
  const groupOf = (namespace: string, second: string): string => {
    const texts = catalog[namespace] ?? {};
    return second && (second in texts || `${second}_other` in texts) ? `${namespace}.${second}` : namespace;
  };

  /** The texts of a group, as `registerTexts` adds them to its namespace. */
  const textsOf = (group: string): Record<string, unknown> => {
    const [namespace = '', sub] = group.split('.');
    const texts = catalog[namespace] ?? {};
    if (sub === undefined) return texts;
    return Object.fromEntries(
      Object.entries(texts).filter(([key]) => key === sub || key === `${sub}_one` || key === `${sub}_other`),
    );
  };

  return {
    name: 'trilha-split-texts',
    apply: 'build',
    enforce: 'pre',
    resolveId(id) {
      return id.startsWith(VIRTUAL) ? `\0${id}` : null;
    },
    load(id) {
      if (!id.startsWith(`\0${VIRTUAL}`)) return null;
      const group = decodeURIComponent(id.slice(VIRTUAL.length + 1));
      if (group === FIRST_SCREEN) return 'export default {};\n';
      const [namespace] = group.split('.');
      return `import { registerTexts } from ${JSON.stringify(I18N)};\nregisterTexts(${JSON.stringify(namespace)}, ${JSON.stringify(textsOf(group))});\n`;
    },
    transform(code, id) {
      if (id === I18N) {
        return code.replace(/import ptBR from '\.\/pt-BR\.json';/, `import ptBR from '${VIRTUAL}${FIRST_SCREEN}';`);
      }
      if (!/\/src\/.*\.tsx?$/.test(id) || id.includes('/src/i18n/')) return null;
      const groups = new Set([...code.matchAll(mentions)].map((match) => groupOf(match[1] ?? '', match[2] ?? '')));
      if (groups.size === 0) return null;
      return `${[...groups].map((group) => `import '${VIRTUAL}${encodeURIComponent(group)}';`).join('\n')}\n${code}`;
    },
  };
}
