import { PACKAGED_COURSE_CONTENT_TYPE } from '@trilha/shared/constants';
import { fromCompany, updateCompanyRows } from '../../../db/company-rows';
import type { Db } from '../../../db/database';
import type { NewRow, RowPatch, ScoRow, ScormPackageRow } from '../../../db/schema';
import { byText } from '../../../db/text-order';
import { type AuditEntry, recordAudit } from '../../../platform/audit';

export type NewSco = NewRow<'learning_scos'>;

type NewPackage = NewRow<'learning_scorm_packages'>;

/** A package row as an upload starts it: PENDING, nothing yet known of what the zip holds. */
export function pendingPackage(
  upload: Pick<
    NewPackage,
    'idCompany' | 'idContentItem' | 'title' | 'fileName' | 'uploadKey' | 'uploadSize' | 'createdBy' | 'createdAt'
  >,
): NewPackage {
  return {
    ...upload,
    fileName: upload.fileName.slice(0, 300),
    status: 'PENDING',
    errorMessage: null,
    version: null,
    edition: null,
    storagePrefix: null,
    organization: null,
    warnings: null,
    files: null,
    fileCount: 0,
    totalBytes: 0,
    idJob: null,
    processedAt: null,
  };
}

/** Uploaded packages and their SCOs. */
export const scormPackagesRepository = ({ db }: { db: Db }) => ({
  /**
   * Records an upload, with its audit entry (naming the new package) in the same transaction when one is
   * given; without one the insert joins the caller's transaction (a pack import's).
   */
  async createPackage(
    values: NewRow<'learning_scorm_packages'>,
    audit?: { entry: Omit<AuditEntry, 'entityId'>; now: Date },
  ): Promise<number> {
    const insert = async (executor: Db) => {
      const { idScormPackage } = await executor
        .insertInto('learning_scorm_packages')
        .values(values)
        .returning('idScormPackage')
        .executeTakeFirstOrThrow();
      if (audit) await recordAudit(executor, { ...audit.entry, entityId: idScormPackage }, audit.now);
      return idScormPackage;
    };
    return audit ? db.transaction().execute(insert) : insert(db);
  },

  /** Every host of the company's apps: the pages that may frame its packages. */
  async findAppHostsOfCompany(idCompany: number): Promise<string[]> {
    const rows = await db
      .selectFrom('app_hosts')
      .innerJoin('apps', 'apps.idApp', 'app_hosts.idApp')
      .select('app_hosts.host')
      .where('apps.idCompany', '=', idCompany)
      .orderBy('app_hosts.host')
      .execute();
    return rows.map((row) => row.host);
  },

  /** The company's packages, newest first. */
  async findPackages(idCompany: number, limit: number): Promise<ScormPackageRow[]> {
    return fromCompany(db, 'learning_scorm_packages', idCompany)
      .selectAll()
      .orderBy('idScormPackage', 'desc')
      .limit(limit)
      .execute();
  },

  /** A packaged-course content (type 26) of the company, or undefined. */
  async findPackagedContent(
    idCompany: number,
    idContentItem: number,
  ): Promise<{ idContentItem: number; text: string } | undefined> {
    return fromCompany(db, 'learning_content_items', idCompany, {
      idContentType: PACKAGED_COURSE_CONTENT_TYPE,
      idContentItem,
    })
      .select(['idContentItem', 'text'])
      .executeTakeFirst();
  },

  /** The company's packaged-course contents (type 26) a package can be attached to. */
  async findPackagedContents(idCompany: number): Promise<Array<{ idContentItem: number; text: string }>> {
    return fromCompany(db, 'learning_content_items', idCompany, { idContentType: PACKAGED_COURSE_CONTENT_TYPE })
      .select(['idContentItem', 'text'])
      .orderBy(byText('text'))
      .orderBy('idContentItem')
      .execute();
  },

  async findPackage(idCompany: number, idScormPackage: number): Promise<ScormPackageRow | undefined> {
    return fromCompany(db, 'learning_scorm_packages', idCompany, { idScormPackage }).selectAll().executeTakeFirst();
  },

  /** The newest package of a content item: the one a member plays. */
  async findPackageOfContent(idCompany: number, idContentItem: number): Promise<ScormPackageRow | undefined> {
    return fromCompany(db, 'learning_scorm_packages', idCompany, { idContentItem })
      .selectAll()
      .orderBy('idScormPackage', 'desc')
      .executeTakeFirst();
  },

  /** Changes a package; with an audit entry, both in one transaction. */
  async updatePackage(
    idCompany: number,
    idScormPackage: number,
    values: RowPatch<'learning_scorm_packages'>,
    audit?: { entry: AuditEntry; now: Date },
  ): Promise<void> {
    const update = async (executor: Db) => {
      await updateCompanyRows(executor, 'learning_scorm_packages', idCompany, { idScormPackage }).set(values).execute();
      if (audit) await recordAudit(executor, audit.entry, audit.now);
    };
    await (audit ? db.transaction().execute(update) : update(db));
  },

  async insertScos(scos: NewSco[]): Promise<void> {
    if (scos.length > 0) await db.insertInto('learning_scos').values(scos).execute();
  },

  /** Replaces the package's SCOs and marks it processed, in one transaction. */
  async completePackage(
    idCompany: number,
    idScormPackage: number,
    scos: NewSco[],
    values: RowPatch<'learning_scorm_packages'>,
  ): Promise<void> {
    await db.transaction().execute(async (trx) => {
      await trx.deleteFrom('learning_scos').where('idScormPackage', '=', idScormPackage).execute();
      if (scos.length > 0) await trx.insertInto('learning_scos').values(scos).execute();
      await updateCompanyRows(trx, 'learning_scorm_packages', idCompany, { idScormPackage }).set(values).execute();
    });
  },

  async findScos(idCompany: number, idScormPackage: number): Promise<ScoRow[]> {
    return fromCompany(db, 'learning_scos', idCompany, { idScormPackage }).selectAll().orderBy('position').execute();
  },
});

export type ScormPackagesRepository = ReturnType<typeof scormPackagesRepository>;
