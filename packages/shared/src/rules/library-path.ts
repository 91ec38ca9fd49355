import { CONTENT_BREADCRUMB_MAX_LENGTH } from '../constants';
import { compareText } from './text-order';

/**
 * Library keys are paths: a folder's key ends with '/', a file's does not ('Manuais/Segurança/epi.pdf').
 * These rules list a folder and build its breadcrumbs (document 2, 2.3).
 */

/** Whether `key` is a direct child of the folder `prefix` ('' is the root). */
export function isDirectChild(key: string, prefix: string): boolean {
  if (!key.startsWith(prefix) || key === prefix) return false;
  const rest = key.slice(prefix.length);
  const slash = rest.indexOf('/');
  return slash === -1 || slash === rest.length - 1;
}

/** The last segment of a key, without the folder's trailing slash. */
export function entryName(key: string): string {
  const trimmed = key.endsWith('/') ? key.slice(0, -1) : key;
  return trimmed.slice(trimmed.lastIndexOf('/') + 1);
}

/** A breadcrumb segment cut at 40 characters with an ellipsis (document 2, 9). */
export function breadcrumbSegment(name: string, max: number = CONTENT_BREADCRUMB_MAX_LENGTH): string {
  const chars = Array.from(name);
  return chars.length > max ? `${chars.slice(0, max).join('')}...` : name;
}

/** The breadcrumbs of a folder: each ancestor folder with its prefix, the root first. */
export function libraryCrumbs(prefix: string): Array<{ name: string; prefix: string }> {
  const crumbs: Array<{ name: string; prefix: string }> = [];
  let path = '';
  for (const part of prefix.split('/').filter(Boolean)) {
    path += `${part}/`;
    crumbs.push({ name: breadcrumbSegment(part), prefix: path });
  }
  return crumbs;
}

/** Folders first, then files, each by name (pt-BR order). */
export function sortLibrary<T extends { key: string; isFolder: boolean }>(entries: readonly T[]): T[] {
  return [...entries].sort(
    (a, b) => Number(b.isFolder) - Number(a.isFolder) || compareText(entryName(a.key), entryName(b.key)),
  );
}
