import { createHash } from 'node:crypto';
import type { PackDocument, PackSectionInput } from '@trilha/shared/api/pack-format';
import type { Db } from '../../db/database';
import { buildPack } from '../../packs/pack-export';
import { AppError } from '../../platform/errors';

/**
 * The console reads every entity in its tenant pack form, from the same export `pack:export` writes, so the
 * form an administrator edits is exactly what a pack carries (and gives a key to every row that has none).
 */
export async function readCompanyPack(db: Db, idCompany: number): Promise<PackDocument> {
  return buildPack(db, idCompany);
}

type Entry<T> = T extends Array<infer U> ? U : never;
export type NodeDocument = Entry<NonNullable<PackDocument['nodes']>>;
export type ClassDocument = Entry<NonNullable<NodeDocument['classes']>>;
export type AppDocument = Entry<NonNullable<PackDocument['apps']>>;
export type SectionContentDocument = Entry<NonNullable<PackDocument['sectionContents']>>;
export type LearningContentDocument = Entry<NonNullable<PackDocument['contentItems']>>;
export type EvaluationDocument = Entry<NonNullable<PackDocument['evaluations']>>;
export type CampaignDocument = Entry<NonNullable<PackDocument['campaigns']>>;
export type ProductDocument = Entry<NonNullable<PackDocument['storeProducts']>>;

/** A value's JSON with the keys of every object sorted, so the same entity always gives the same text. */
function canonical(value: unknown): string {
  if (value === undefined) return 'null';
  if (value === null || typeof value !== 'object') return JSON.stringify(value);
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, item]) => item !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonical(item)}`).join(',')}}`;
}

/** The version of an entity: a digest of its pack form (any writer that changes it changes the version). */
export function versionOf(value: unknown): string {
  return createHash('sha256').update(canonical(value)).digest('base64url').slice(0, 22);
}

/**
 * Refuses a save that names an older version than the stored one. The message says who last changed the
 * entity and when, from the audit log, so the administrator knows what they would have overwritten.
 */
export async function requireVersion(
  db: Db,
  place: { idCompany: number; entityType: string; entityId: number },
  expected: string,
  current: unknown,
): Promise<void> {
  if (versionOf(current) === expected) return;
  const last = await db
    .selectFrom('audit_log as a')
    .leftJoin('users as u', 'u.idUser', 'a.idUser')
    .select(['u.name', 'a.createdAt'])
    .where('a.idCompany', '=', place.idCompany)
    .where('a.entityType', '=', place.entityType)
    .where('a.entityId', '=', String(place.entityId))
    .orderBy('a.idAuditLog', 'desc')
    .executeTakeFirst();
  const when = last
    ? new Date(last.createdAt).toLocaleString('pt-BR', {
        timeZone: 'America/Sao_Paulo',
        dateStyle: 'short',
        timeStyle: 'short',
      })
    : null;
  throw new AppError('AUTHORING_VERSION_CONFLICT', {
    message:
      last && when
        ? `Este item foi alterado por ${last.name ?? 'uma importação de pacote'} em ${when}, depois que você o abriu. Recarregue para ver a versão atual; nada foi salvo.`
        : 'Este item foi alterado depois que você o abriu. Recarregue para ver a versão atual; nada foi salvo.',
  });
}

/** A node without its classes (each class is an entity of its own). */
export function nodeWithoutClasses(node: NodeDocument): NodeDocument {
  const { classes: _classes, ...rest } = node;
  return rest;
}

export function findNode(pack: PackDocument, code: string): NodeDocument {
  const node = pack.nodes?.find((entry) => entry.code === code);
  if (!node) throw new AppError('NOT_FOUND');
  return node;
}

export function findClass(pack: PackDocument, key: string): { node: NodeDocument; team: ClassDocument } {
  for (const node of pack.nodes ?? []) {
    const team = node.classes?.find((entry) => entry.key === key);
    if (team) return { node, team };
  }
  throw new AppError('NOT_FOUND');
}

export function findApp(pack: PackDocument, bucket: string): AppDocument {
  const app = pack.apps?.find((entry) => entry.bucket === bucket);
  if (!app) throw new AppError('NOT_FOUND');
  return app;
}

/** An app's brand and settings without its bucket, type and menu. */
export function appSettings(app: AppDocument) {
  const { bucket: _bucket, type: _type, sections: _sections, ...rest } = app;
  return rest;
}

export function findSectionContents(pack: PackDocument, sectionKey: string): SectionContentDocument[] {
  return (pack.sectionContents ?? []).filter((item) => item.section === sectionKey);
}

export function findByKey<T extends { key: string }>(list: T[] | undefined, key: string): T {
  const found = list?.find((entry) => entry.key === key);
  if (!found) throw new AppError('NOT_FOUND');
  return found;
}

/** Every section key of a menu tree, with the path of each in the list the console sent. */
export function sectionKeys(sections: PackSectionInput[], path = 'sections'): Array<{ key: string; path: string }> {
  return sections.flatMap((section, index) => [
    { key: section.key, path: `${path}.${index}.key` },
    ...sectionKeys(section.children ?? [], `${path}.${index}.children`),
  ]);
}
