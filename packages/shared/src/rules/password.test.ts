import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { findPasswordProblems, isCommonPassword, PASSWORD_TOO_COMMON } from './password';

describe('isCommonPassword', () => {
  it.each([
    'trilha123',
    'Trilha@2024',
    'Tr1lh@2024',
    'senha123',
    'Senha@123',
    'P@ssw0rd1',
    'password1',
    'mudar123',
    'qwerty123',
    '1q2w3e4r',
    'a1234567',
    'aaaaaaa1',
    'ab123456',
    'Brasil2026',
    'flamengo10',
  ])('refuses %s', (password) => {
    expect(isCommonPassword(password)).toBe(true);
  });

  it.each(['Segredo123', 'DentroDaHora1', 'Caminho da serra 7', 'vaca-amarela-42', 'x9!Kp2m#t', 'Primeira1'])(
    'accepts %s',
    (password) => {
      expect(isCommonPassword(password)).toBe(false);
    },
  );

  it("refuses the member's own names, login and the app's name with digits around them", () => {
    const context = { words: ['Maria Souza', 'maria@acme.example', 'Acme Academy'] };
    expect(isCommonPassword('maria2026', context)).toBe(true);
    expect(isCommonPassword('Souza#123', context)).toBe(true);
    expect(isCommonPassword('acmeacademy1', context)).toBe(true);
    expect(isCommonPassword('mariasouza1', context)).toBe(true);
    expect(isCommonPassword('Segredo123', context)).toBe(false);
  });

  it('refuses any common word with any digits and symbols at its ends', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('trilha', 'senha', 'password', 'qwerty'),
        fc.stringMatching(/^[0-9!@#.]{0,6}$/),
        fc.stringMatching(/^[0-9!@#.]{1,6}$/),
        (word, before, after) => isCommonPassword(`${before}${word}${after}`),
      ),
    );
  });
});

describe('findPasswordProblems', () => {
  it("keeps the specification's messages first and adds the common-password one", () => {
    expect(findPasswordProblems('abc')).toEqual(['Ao menos 8 caracteres', 'Ao menos um número', PASSWORD_TOO_COMMON]);
    expect(findPasswordProblems('trilha123')).toEqual([PASSWORD_TOO_COMMON]);
    expect(findPasswordProblems('Segredo123')).toEqual([]);
    expect(findPasswordProblems('')).toEqual(['Ao menos 8 caracteres', 'Ao menos um número', 'Ao menos uma letra']);
  });

  it('uses the context it is given', () => {
    expect(findPasswordProblems('joaquim99', { words: ['Joaquim Silva'] })).toEqual([PASSWORD_TOO_COMMON]);
  });
});
