import { BREADCRUMB_COLLAPSE_AFTER, BREADCRUMB_MAX_LENGTH, BREADCRUMB_MAX_LENGTH_SMALL } from '../constants';

/** A breadcrumb title: upper-cased and cut at 25 characters with an ellipsis, 13 on small screens (spec 3, 5). */
export function breadcrumbTitle(title: string, small: boolean): string {
  const max = small ? BREADCRUMB_MAX_LENGTH_SMALL : BREADCRUMB_MAX_LENGTH;
  const upper = title.trim().toLocaleUpperCase('pt-BR');
  const chars = Array.from(upper);
  return chars.length > max ? `${chars.slice(0, max).join('').trimEnd()}...` : upper;
}

export type Crumb<T> = { kind: 'item'; item: T; title: string } | { kind: 'dots' };

/**
 * The crumbs to show: every level on large screens; on small screens more than 3 levels collapse to the
 * first, dots and the last (spec 3, 2.10).
 */
export function breadcrumbCrumbs<T extends { title: string }>(items: readonly T[], small: boolean): Crumb<T>[] {
  const crumb = (item: T): Crumb<T> => ({ kind: 'item', item, title: breadcrumbTitle(item.title, small) });
  if (!small || items.length <= BREADCRUMB_COLLAPSE_AFTER) return items.map(crumb);
  const first = items[0] as T;
  const last = items[items.length - 1] as T;
  return [crumb(first), { kind: 'dots' }, crumb(last)];
}
