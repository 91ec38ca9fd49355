import type { Pack } from '@trilha/shared/api/pack-format';
import type { Db } from '../../db/database';
import { importAccount } from './account';
import { importActivity, importScormActivity } from './activity';
import { importApps, importSections } from './apps';
import { importCampaigns } from './campaigns';
import { importCommunity } from './community';
import { importContentItems } from './content-items';
import { createImportContext, type MemberFiles, type PackChange, PackImportError } from './context';
import { importEvaluations } from './evaluations';
import { importNodes } from './nodes';
import { importSchedules } from './schedules';
import { importStoreProducts } from './store';
import { importUsers } from './users';

export type PackImportResult = {
  idCompany: number;
  created: number;
  updated: number;
  unchanged: number;
  changes: PackChange[];
  /** Parts of the pack the format describes that this installation does not store yet. */
  notImported: string[];
};

/**
 * An area that imports a part of the pack this module does not (SCORM zips):
 * it runs inside the import's transaction, after every entity of the pack has its row.
 */
export type PackExtension = {
  /** The part of the pack it imports, as `notImported` would name it. */
  part: string;
  appliesTo: (pack: Pack) => boolean;
  run: (context: {
    db: Db;
    idCompany: number;
    pack: Pack;
    now: Date;
    /** The row id of a pack key (`contentItem`, `evaluation`, `team`...). */
    idOf: (entityType: string, key: string) => Promise<number | undefined>;
  }) => Promise<{ changes: PackChange[]; unchanged: number } | undefined>;
};

export type PackImportOptions = {
  /** The moment relative dates (`now-30d`) are counted from. */
  now: Date;
  /**
   * Set for a company administrator's import through the API: the pack must belong to this company, apps are
   * not created and their hosts not changed, and member activity is refused.
   */
  idCompany?: number;
  /** The console's brand page: an administrator's import may change the hosts of the company's apps. */
  allowHostChanges?: boolean;
  extensions?: PackExtension[];
  /** A folder import's member files (external courses' evidence). */
  memberFiles?: MemberFiles;
};

/**
 * Imports a validated pack inside the caller's transaction. Entities are found by their stable keys (the
 * company key, app buckets, usernames, node codes, and the `key` of every other entity), so importing the
 * same pack again updates rows instead of adding new ones, and an unchanged entity is left untouched.
 * Entities the pack does not mention are kept. Member activity is created when missing and never
 * overwritten. `./` files must already be replaced by their stored addresses. Entities are written in the
 * order below, which references need (and which gives a new database the same row ids every time).
 */
export async function importPack(db: Db, pack: Pack, options: PackImportOptions): Promise<PackImportResult> {
  const { context, outcome } = await createImportContext(db, pack, options);
  await importApps(context);
  await importSections(context);
  await importUsers(context);
  await importContentItems(context);
  await importEvaluations(context);
  await importNodes(context);
  await importSchedules(context);
  await importCampaigns(context);
  await importStoreProducts(context);
  await importCommunity(context);
  await importAccount(context);
  await importActivity(context);

  if (outcome.problems.length > 0) throw new PackImportError(outcome.problems);

  // Parts that other areas import, when they are there.
  const { changes } = outcome;
  let unchanged = 0;
  const notImported: string[] = [];
  const extensions = options.extensions ?? [];
  const parts: Array<[string, boolean]> = [['scormPackages', Boolean(pack.scormPackages?.length)]];
  for (const [part, present] of parts) {
    if (!present) continue;
    const extension = extensions.find((entry) => entry.part === part && entry.appliesTo(pack));
    if (!extension) {
      notImported.push(part);
      continue;
    }
    const outcome = await extension.run({
      db,
      idCompany: context.idCompany,
      pack,
      now: options.now,
      idOf: context.findKey,
    });
    if (outcome) {
      changes.push(...outcome.changes);
      unchanged += outcome.unchanged;
    }
  }

  await importScormActivity(context);
  unchanged += outcome.unchanged();

  return {
    idCompany: context.idCompany,
    created: changes.filter((change) => change.action === 'create').length,
    updated: changes.filter((change) => change.action === 'update').length,
    unchanged,
    changes,
    notImported,
  };
}
