import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { searchUsersByName, visibleUserCount } from './directory-search';

const users = ['Maria Souza', 'João Pereira', 'Ana Lima', 'Mariana Alves'].map((name) => ({ name }));

describe('searchUsersByName', () => {
  it.each([
    ['mari', ['Maria Souza', 'Mariana Alves']],
    ['MARIA', ['Maria Souza', 'Mariana Alves']],
    ['joao', ['João Pereira']],
    ['lima', ['Ana Lima']],
    ['  ', ['Maria Souza', 'João Pereira', 'Ana Lima', 'Mariana Alves']],
    ['zz', []],
  ])('%j finds %j', (search, names) => {
    expect(searchUsersByName(users, search).map((user) => user.name)).toEqual(names);
  });

  it('finds a member by any piece of their name in any case', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 20 }), fc.nat(), fc.nat(), (name, a, b) => {
        const start = a % name.length;
        const piece = name.slice(start, start + 1 + (b % (name.length - start)));
        fc.pre(piece.trim() === piece && piece.length > 0);
        expect(searchUsersByName([{ name }], piece.toUpperCase())).toHaveLength(
          searchUsersByName([{ name }], piece.toLowerCase()).length,
        );
        expect(searchUsersByName([{ name }], piece)).toHaveLength(1);
      }),
    );
  });
});

describe('visibleUserCount', () => {
  it('shows 10 more per ver mais, never more than there are', () => {
    expect(visibleUserCount(25, 0)).toBe(10);
    expect(visibleUserCount(25, 1)).toBe(20);
    expect(visibleUserCount(25, 2)).toBe(25);
    expect(visibleUserCount(3, 0)).toBe(3);
  });
});
