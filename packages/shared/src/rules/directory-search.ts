import { USERS_PAGE_SIZE } from '../constants';
import { removeAccents } from './accents';

/** Lower case without accents, so 'joao' finds 'João'. */
function fold(text: string): string {
  return removeAccents(text).toLocaleLowerCase('pt-BR');
}

/** 'Buscar Usuário': members whose name contains the search, ignoring case (and accents) (document 2, 5). */
export function searchUsersByName<T extends { name: string }>(users: readonly T[], search: string): T[] {
  const wanted = fold(search.trim());
  if (!wanted) return [...users];
  return users.filter((user) => fold(user.name).includes(wanted));
}

/** How many members show after `pages` presses of 'ver mais' (10 more each, document 2, 4). */
export function visibleUserCount(total: number, pages: number): number {
  return Math.min(total, (pages + 1) * USERS_PAGE_SIZE);
}
