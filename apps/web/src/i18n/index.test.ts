import { describe, expect, it } from 'vitest';
import { t } from './index';

describe('texts', () => {
  it('looks a text up by its dotted path', () => {
    expect(t('common.logout')).toBe('Sair');
  });

  it('fills placeholders and leaves unknown ones visible', () => {
    expect(t('learning.shell.footer', { year: 2026, name: 'Acme' })).toContain('2026');
    expect(t('learning.shell.footer', { year: 2026, name: 'Acme' })).toContain('Acme');
    expect(t('learning.shell.footer', { year: 2026 })).toContain('{{name}}');
  });

  it('chooses the counted form by the Portuguese plural rules', () => {
    expect(t('learning.catalog.vacancies', { count: 1 })).toBe('1 vaga');
    expect(t('learning.catalog.vacancies', { count: 2 })).toBe('2 vagas');
    expect(t('learning.search.results', { count: 12 })).toBe('12 Resultados para a busca');
  });

  it('shows the key of a missing text', () => {
    expect(t('nada.aqui' as never)).toBe('nada.aqui');
  });
});
