// @vitest-environment node
import type { Plugin } from 'vite';
import { describe, expect, it } from 'vitest';
import { splitTexts } from '../../build/split-texts';
import ptBR from './pt-BR.json';

type Hook = (this: unknown, ...args: unknown[]) => unknown;
const plugin = splitTexts() as Plugin & { transform: Hook; load: Hook; resolveId: Hook };
const transform = (code: string, id: string) => plugin.transform.call({}, code, id) as string | null;
const load = (id: string) => plugin.load.call({}, id) as string | null;
const I18N = new URL('./index.ts', import.meta.url).pathname;

/** The texts a group's module registers: `registerTexts("ns", {...})`. */
function registered(group: string): { namespace: string; texts: Record<string, unknown> } {
  const source = load(`\0virtual:trilha-texts/${encodeURIComponent(group)}`) ?? '';
  const match = /registerTexts\("(\w+)", (.*)\);/.exec(source);
  if (!match) throw new Error(`no registration in ${source}`);
  return { namespace: match[1] as string, texts: JSON.parse(match[2] as string) };
}

describe('texts shipped with the code that shows them', () => {
  it('gives a module the groups of texts it names, and nothing for a module that names none', () => {
    // biome-ignore lint/suspicious/noTemplateCurlyInString: source text holding template literals, as a module's would
    const code = "t('admin.users.title'); t(`admin.nav.${key}`); t('common.loading'); t(`journey.${tab}`);";
    const out = transform(code, '/work/app/apps/web/src/features/admin/users-page.tsx') ?? '';
    const imports = [...out.matchAll(/import 'virtual:trilha-texts\/([^']+)';/g)].map((m) =>
      decodeURIComponent(m[1] ?? ''),
    );
    expect(imports.sort()).toEqual(['admin.nav', 'admin.users', 'common.loading', 'journey']);
    expect(out.endsWith(code)).toBe(true);
    expect(transform("const a = 'node.js';", '/work/app/apps/web/src/ui/button.tsx')).toBeNull();
  });

  it('registers a nested group, one text with its plural forms, or a whole namespace', () => {
    expect(registered('admin.users')).toEqual({ namespace: 'admin', texts: { users: ptBR.admin.users } });
    expect(registered('offline.total')).toEqual({
      namespace: 'offline',
      texts: { total_one: ptBR.offline.total_one, total_other: ptBR.offline.total_other },
    });
    expect(registered('journey').texts).toEqual(ptBR.journey);
  });

  it('starts the built catalog empty instead of importing the whole file', () => {
    const out = transform("import ptBR from './pt-BR.json';\nconst x = 1;", I18N) ?? '';
    expect(out).not.toContain('pt-BR.json');
    expect(out).toContain("import ptBR from 'virtual:trilha-texts/first-screen';");
    expect(load('\0virtual:trilha-texts/first-screen')).toBe('export default {};\n');
  });
});
