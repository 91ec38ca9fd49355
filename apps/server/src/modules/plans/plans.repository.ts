import { fromCompany } from '../../db/company-rows';
import type { Db } from '../../db/database';
import type { NewRow } from '../../db/schema';

/** Plans offered to a company's apps, the plan each app runs on, requests and upgrade campaigns. */
export const plansRepository = ({ db }: { db: Db }) => ({
  async findPlans(idCompany: number) {
    return fromCompany(db, 'plans', idCompany).selectAll().orderBy('position').orderBy('idPlan').execute();
  },

  async findPlan(idCompany: number, idPlan: number) {
    return fromCompany(db, 'plans', idCompany, { idPlan }).selectAll().executeTakeFirst();
  },

  /** The pricing tiers of the company's plans (all of them, or those of `idPlan`), in cents. */
  async findPricingTiers(idCompany: number, idPlan?: number) {
    let query = fromCompany(db, 'plan_pricing_tiers', idCompany).select(['idPlan', 'maxUsers', 'unitPriceCents']);
    if (idPlan !== undefined) query = query.where('idPlan', '=', idPlan);
    return query.orderBy('idPlan').orderBy('idPlanPricingTier').execute();
  },

  /** The app's current plan: its latest row. */
  async findCurrentPlan(idCompany: number, idApp: number) {
    return db
      .selectFrom('company_plans as cp')
      .innerJoin('plans as p', 'p.idPlan', 'cp.idPlan')
      .select([
        'cp.idCompanyPlan',
        'cp.idPlan',
        'cp.idApp',
        'cp.trial',
        'cp.trialsCount',
        'cp.startDate',
        'cp.finishDate',
        'cp.numberOfEmployees',
        'p.name',
      ])
      .where('cp.idCompany', '=', idCompany)
      .where('cp.idApp', '=', idApp)
      .orderBy('cp.idCompanyPlan', 'desc')
      .limit(1)
      .executeTakeFirst();
  },

  async startTrial(values: Omit<NewRow<'company_plans'>, 'trial' | 'trialsCount'>): Promise<void> {
    await db
      .insertInto('company_plans')
      .values({ ...values, trial: 1, trialsCount: 1 })
      .execute();
  },

  /** Extends the trial once: only while its count is still 1 (two extensions at once cannot both win). */
  async extendTrial(idCompanyPlan: number, finishDate: string): Promise<boolean> {
    const result = await db
      .updateTable('company_plans')
      .set({ finishDate, trialsCount: 2 })
      .where('idCompanyPlan', '=', idCompanyPlan)
      .where('trial', '=', 1)
      .where('trialsCount', '=', 1)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  },

  async createRequest(values: {
    idCompany: number;
    idApp: number;
    idUser: number;
    idPlan: number | null;
    kind: 'UPGRADE' | 'PLAN' | 'TRIAL' | 'EXTEND_TRIAL' | 'CONTACT';
    numberOfLicences?: number | null;
    price?: number | null;
    details?: unknown;
    createdAt: string;
  }): Promise<void> {
    await db
      .insertInto('plan_requests')
      .values({
        idCompany: values.idCompany,
        idApp: values.idApp,
        idUser: values.idUser,
        idPlan: values.idPlan,
        kind: values.kind,
        numberOfLicences: values.numberOfLicences ?? null,
        price: values.price ?? null,
        details: values.details === undefined ? null : JSON.stringify(values.details),
        createdAt: values.createdAt,
      })
      .execute();
  },

  /** The members of the app who asked for an upgrade. */
  async findUpgradeRequesters(idCompany: number, idApp: number): Promise<number[]> {
    const rows = await db
      .selectFrom('plan_requests')
      .select('idUser')
      .distinct()
      .where('idCompany', '=', idCompany)
      .where('idApp', '=', idApp)
      .where('kind', '=', 'UPGRADE')
      .execute();
    return rows.map((row) => row.idUser);
  },

  /** Active administrators of the company with access to the app. */
  async findAdministrators(idCompany: number, idApp: number) {
    return db
      .selectFrom('users as u')
      .innerJoin('user_apps as ua', (join) => join.onRef('ua.idUser', '=', 'u.idUser').on('ua.idApp', '=', idApp))
      .select(['u.idUser', 'u.email'])
      .where('u.idCompany', '=', idCompany)
      .where('u.active', '=', 1)
      .where('u.admin', 'in', [1, 2])
      .execute();
  },

  async findMemberName(idCompany: number, idUser: number) {
    const row = await fromCompany(db, 'users', idCompany, { idUser }).select('name').executeTakeFirst();
    return row?.name ?? '';
  },

  async findCampaigns(idCompany: number, now: string) {
    return fromCompany(db, 'plan_campaigns', idCompany)
      .selectAll()
      .where('startDate', '<=', now)
      .where('finishDate', '>', now)
      .orderBy('startDate', 'desc')
      .execute();
  },
});

export type PlansRepository = ReturnType<typeof plansRepository>;
