import { describe, expect, it } from 'vitest';
import { z } from './zod';

const messageOf = (schema: z.ZodType, value: unknown) => {
  const result = schema.safeParse(value);
  return result.success ? null : result.error.issues[0]?.message;
};

describe('validation messages (pt-BR, shared by the web and the server)', () => {
  it.each([
    [z.string().max(200), 'x'.repeat(201), 'Use no máximo 200 caracteres.'],
    [z.string().max(5000), 'x'.repeat(5001), 'Use no máximo 5.000 caracteres.'],
    [z.string().min(1), '', 'Campo obrigatório.'],
    [z.string().min(8), 'abc', 'Use ao menos 8 caracteres.'],
    [z.string(), undefined, 'Campo obrigatório.'],
    [z.string(), 12, 'Informe um texto.'],
    [z.number().int().min(1), 0, 'Informe um valor de no mínimo 1.'],
    [z.number().max(10), 11, 'Informe um valor de no máximo 10.'],
    [z.number().positive(), 0, 'Informe um valor maior que 0.'],
    [z.number().int(), 1.5, 'Informe um número inteiro.'],
    [z.number(), 'doze', 'Informe um número.'],
    [z.email(), 'ana@', 'E-mail inválido.'],
    [z.enum(['A', 'B']), 'C', 'Escolha uma das opções disponíveis.'],
    [z.array(z.string()).max(2), ['a', 'b', 'c'], 'Escolha no máximo 2 itens.'],
    [z.array(z.string()).min(1), [], 'Escolha ao menos 1 item.'],
    [z.strictObject({ a: z.string() }), { a: 'x', b: 1 }, 'Dados inválidos: campos não reconhecidos (b).'],
  ] as const)('%#: says %j', (schema, value, expected) => {
    expect(messageOf(schema as z.ZodType, value)).toBe(expected);
  });

  it('never shows a library text, a symbol comparison or an English word', () => {
    const schemas: Array<[z.ZodType, unknown]> = [
      [z.string().max(3), 'abcd'],
      [z.string().length(3), 'ab'],
      [z.number().lt(3), 5],
      [z.number().gte(3), 1],
      [z.url(), 'nada'],
      [z.iso.datetime(), 'ontem'],
      [z.union([z.string(), z.number()]), true],
      [z.number().multipleOf(5), 3],
      [z.record(z.string(), z.number()), { a: 'x' }],
    ];
    for (const [schema, value] of schemas) {
      const message = messageOf(schema, value) ?? '';
      expect(message).not.toMatch(/Demasiado|esperava|recebeu|<=|>=|Invalid|expected|undefined|null|NaN/);
      expect(message.length).toBeGreaterThan(0);
    }
  });

  it('keeps a message a schema gives for its rule', () => {
    expect(messageOf(z.string().min(1, 'Título é um campo obrigatório.'), '')).toBe('Título é um campo obrigatório.');
  });
});

describe('maxLengthOf', () => {
  it('reads the limit of a text schema through its wrappers', async () => {
    const { maxLengthOf } = await import('./zod');
    expect(maxLengthOf(z.string().max(200))).toBe(200);
    expect(maxLengthOf(z.string().trim().min(1).max(120).optional())).toBe(120);
    expect(maxLengthOf(z.string().max(30).nullable().default(null))).toBe(30);
    expect(maxLengthOf(z.string())).toBeUndefined();
  });
});
