import { describe, expect, it } from 'vitest';
import { t } from './index';
import ptBR from './pt-BR.json';

/** Texts whose count is never a number of things that takes a plural (a range, a limit, a step). */
const COUNTED_WITHOUT_PLURAL = new Set([
  'evaluations.correlateHint',
  'evaluations.correlateRange',
  'evaluations.characters',
  'richText.counter',
  'content.journey.step',
  'journey.comments.moreReplies',
  'community.chat.counter',
  'community.calendar.showMore',
  'plans.deadline.level2',
  'plans.deadline.level3',
]);

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

  it('counts in words, never with "(s)": one form per number', () => {
    expect(t('learning.viewer.likes', { count: 1 })).toBe('1 curtida');
    expect(t('plans.requests', { count: 1 })).toBe('1 pessoa da sua empresa pediu a contratação.');
    expect(t('plans.requests', { count: 3 })).toBe('3 pessoas da sua empresa pediram a contratação.');
    const texts: Array<[string, string]> = [];
    const walk = (node: Record<string, unknown>, path: string) => {
      for (const [key, value] of Object.entries(node)) {
        if (typeof value === 'string') texts.push([`${path}${key}`, value]);
        else walk(value as Record<string, unknown>, `${path}${key}.`);
      }
    };
    walk(ptBR, '');
    expect(texts.filter(([, text]) => /\((s|es)\)/.test(text)).map(([key]) => key)).toEqual([]);
    // A count of things is written as the plural forms; ranges ('de 1 a N'), limits and steps need none.
    const uncounted = texts.filter(
      ([key, text]) => text.includes('{{count}}') && !/_(one|other)$/.test(key) && !COUNTED_WITHOUT_PLURAL.has(key),
    );
    expect(uncounted.map(([key]) => key)).toEqual([]);
  });

  it('shows the key of a missing text', () => {
    expect(t('nada.aqui' as never)).toBe('nada.aqui');
  });
});
