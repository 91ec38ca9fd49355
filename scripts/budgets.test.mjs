import { describe, expect, it } from 'vitest';
import { BUDGETS, checkBudgets, closure, KB } from './budgets.mjs';

const chunk = (fileName, gzipKb, { imports = [], modules = [], facadeModule = null, isEntry = false } = {}) => ({
  fileName,
  gzipBytes: gzipKb * KB,
  imports,
  modules,
  facadeModule,
  isEntry,
  isDynamicEntry: !isEntry,
});

const budgets = {
  ...BUDGETS,
  screens: [{ name: 'login', modules: ['src/features/auth/login-page.tsx'] }],
};

function build({ entryKb = 100, loginKb = 10, sharedKb = 20, pdfKb = 200, pageKb = 30 } = {}) {
  return [
    chunk('assets/index.js', entryKb, { isEntry: true, imports: ['assets/react.js'], facadeModule: 'index.html' }),
    chunk('assets/react.js', 5),
    chunk('assets/login.js', loginKb, {
      imports: ['assets/shared.js', 'assets/react.js'],
      facadeModule: 'src/features/auth/login-page.tsx',
      modules: ['src/features/auth/login-page.tsx'],
    }),
    chunk('assets/shared.js', sharedKb, { imports: ['assets/react.js'], modules: ['src/ui/text-field.tsx'] }),
    chunk('assets/pdf.js', pdfKb, { modules: ['node_modules/pdfjs-dist/build/pdf.mjs'] }),
    chunk('assets/page.js', pageKb, { facadeModule: 'src/features/x/page.tsx', modules: ['src/features/x/page.tsx'] }),
  ];
}

describe('size budgets of the built web app', () => {
  it('counts a first screen as the entry, its lazy chunk and everything they import, each chunk once', () => {
    const chunks = build();
    const files = closure(chunks, [chunks[0], chunks[2]]).map((entry) => entry.fileName);
    expect(files.sort()).toEqual(['assets/index.js', 'assets/login.js', 'assets/react.js', 'assets/shared.js']);
    const login = checkBudgets(chunks, budgets).find((row) => row.name === 'login');
    expect(login.bytes).toBe((100 + 5 + 10 + 20) * KB);
    expect(login.ok).toBe(true);
  });

  it('fails a first screen over 156 KB gzip', () => {
    const rows = checkBudgets(build({ sharedKb: 42 }), budgets);
    expect(rows.find((row) => row.name === 'login')).toMatchObject({ ok: false, bytes: 157 * KB });
  });

  it('fails a lazy chunk over 80 KB unless it carries a large library only its screen loads', () => {
    const rows = checkBudgets(build({ pageKb: 81 }), budgets);
    expect(rows.find((row) => row.name === 'page.js')).toMatchObject({ ok: false, limit: 80 * KB });
    expect(rows.find((row) => row.name === 'pdf.js')).toMatchObject({
      ok: true,
      limit: null,
      note: 'carries pdfjs-dist',
    });
    expect(rows.filter((row) => !row.ok).map((row) => row.name)).toEqual(['page.js']);
  });

  it('names a screen whose module no longer exists instead of passing silently', () => {
    const chunks = build().filter((entry) => entry.fileName !== 'assets/login.js');
    expect(() => checkBudgets(chunks, budgets)).toThrow(/login-page\.tsx/);
  });
});
