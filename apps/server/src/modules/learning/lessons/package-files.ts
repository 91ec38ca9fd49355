import { createHash } from 'node:crypto';

/**
 * Where a package's files live in storage: one key per file under the package's prefix, named by a hash of
 * its path. Paths inside packages hold spaces, accents and parentheses that storage keys do not allow, and
 * can be long; a hash keeps every key short and valid, and the path never reaches the file system.
 */
export function packageFileKey(prefix: string, path: string): string {
  return `${prefix}/${createHash('sha256').update(path, 'utf8').digest('hex')}`;
}

/** The storage prefix of a package's files. */
export function packagePrefix(idCompany: number, idScormPackage: number): string {
  return `scorm/${idCompany}/${idScormPackage}`;
}
