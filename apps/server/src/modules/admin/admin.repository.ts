import { sql } from 'kysely';
import { fromCompany, updateCompanyRows } from '../../db/company-rows';
import type { Db } from '../../db/database';
import { byText } from '../../db/text-order';

const USER_COLUMNS = [
  'idUser',
  'name',
  'email',
  'username',
  'department',
  'role',
  'admin',
  'active',
  'lastAccess',
  'createdAt',
] as const;

/** Like-pattern text with the wildcard characters escaped. */
function likePattern(search: string): string {
  return `%${search.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/** The rows the administration reads and changes; every function takes the company first. */
export const adminRepository = ({ db }: { db: Db }) => ({
  async findUsers(
    idCompany: number,
    query: { search?: string | undefined; active?: number | undefined; offset: number; limit: number },
  ) {
    let base = fromCompany(db, 'users', idCompany);
    if (query.search) {
      const pattern = likePattern(query.search);
      const like = (column: 'name' | 'email' | 'username') =>
        sql<boolean>`lower(${sql.ref(column)}) like ${pattern} escape '\\'`;
      base = base.where((eb) => eb.or([like('name'), like('email'), like('username')]));
    }
    if (query.active !== undefined) base = base.where('active', '=', query.active);
    const [count, rows] = await Promise.all([
      base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
      base
        .select(USER_COLUMNS)
        .orderBy(byText('name'))
        .orderBy('name')
        .orderBy('idUser')
        .offset(query.offset)
        .limit(query.limit)
        .execute(),
    ]);
    return { total: Number(count.total), rows };
  },

  findUser(idCompany: number, idUser: number) {
    return fromCompany(db, 'users', idCompany, { idUser }).select(USER_COLUMNS).executeTakeFirst();
  },

  findUsersByLogin(idCompany: number, logins: string[]) {
    if (logins.length === 0) return Promise.resolve([]);
    return fromCompany(db, 'users', idCompany)
      .select([...USER_COLUMNS, 'cpf'])
      .where((eb) => eb.or([eb('username', 'in', logins), eb('email', 'in', logins)]))
      .execute();
  },

  async insertUser(row: {
    idCompany: number;
    name: string;
    email: string;
    username: string;
    cpf: string | null;
    department: string | null;
    role: string | null;
    admin: number;
    createdAt: string;
  }): Promise<number> {
    const inserted = await db
      .insertInto('users')
      .values({
        ...row,
        phone: null,
        userType: 1,
        passwordHash: null,
        tokenVersion: 0,
        userLicenceTermsAccepted: 0,
        communicationAccepted: 0,
        emailNotification: 1,
        smsNotification: 0,
        guestCompany: null,
        guestCnpj: null,
        managerName: null,
        idManager: null,
        unit: null,
        branch: null,
        employeeCode: null,
        canAccessSupport: 0,
        active: 1,
        photo: null,
        askPWA: 1,
        lastLogin: null,
        lastAccess: null,
      })
      .returning('idUser')
      .executeTakeFirstOrThrow();
    return inserted.idUser;
  },

  async updateUser(
    idCompany: number,
    idUser: number,
    changes: {
      name?: string;
      email?: string;
      cpf?: string | null;
      department?: string | null;
      role?: string | null;
      admin?: number;
    },
  ) {
    await updateCompanyRows(db, 'users', idCompany, { idUser }).set(changes).execute();
  },

  /** Switches a member on or off; switching off also revokes every token they hold. */
  async setUserActive(idCompany: number, idUser: number, active: 0 | 1) {
    await updateCompanyRows(db, 'users', idCompany, { idUser })
      .set((eb) => ({ active, ...(active === 0 ? { tokenVersion: eb('tokenVersion', '+', 1) } : {}) }))
      .execute();
  },

  async grantAllApps(idCompany: number, idUser: number) {
    const apps = await fromCompany(db, 'apps', idCompany).select('idApp').execute();
    const existing = await db.selectFrom('user_apps').select('idApp').where('idUser', '=', idUser).execute();
    const have = new Set(existing.map((row) => row.idApp));
    const missing = apps.filter((app) => !have.has(app.idApp));
    if (missing.length)
      await db
        .insertInto('user_apps')
        .values(missing.map((app) => ({ idUser, idApp: app.idApp })))
        .execute();
  },

  async findEnrollmentRequests(
    idCompany: number,
    query: { status?: string | undefined; idEnrollmentRequest?: number; offset: number; limit: number },
  ) {
    let base = db
      .selectFrom('learning_enrollment_requests as r')
      .innerJoin('users as u', 'u.idUser', 'r.idUser')
      .innerJoin('learning_nodes as n', 'n.idNode', 'r.idNode')
      .innerJoin('learning_teams as t', 't.idTeam', 'r.idTeam')
      .where('r.idCompany', '=', idCompany);
    if (query.status) base = base.where('r.status', '=', query.status);
    if (query.idEnrollmentRequest !== undefined)
      base = base.where('r.idEnrollmentRequest', '=', query.idEnrollmentRequest);
    const [count, rows] = await Promise.all([
      base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
      base
        .select([
          'r.idEnrollmentRequest',
          'r.idUser',
          'u.name as userName',
          'u.email as userEmail',
          'u.department',
          'n.nodeCode',
          'n.title',
          'r.idNode',
          'r.idTeam',
          't.name as teamName',
          'r.status',
          'r.reason',
          'r.idEnrollment',
          'r.creationDate',
          'r.statusDate',
        ])
        .orderBy('r.creationDate')
        .orderBy('r.idEnrollmentRequest')
        .offset(query.offset)
        .limit(query.limit)
        .execute(),
    ]);
    return { total: Number(count.total), rows };
  },

  /** Decides a PENDING request; answers false when it was no longer pending. */
  async decideEnrollmentRequest(
    idCompany: number,
    idEnrollmentRequest: number,
    decision: { status: 'APPROVED' | 'DENIED'; reason: string | null; idEnrollment: number | null; statusDate: string },
  ): Promise<boolean> {
    const result = await updateCompanyRows(db, 'learning_enrollment_requests', idCompany, { idEnrollmentRequest })
      .set(decision)
      .where('status', '=', 'PENDING')
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  },

  async findCampaigns(idCompany: number, idCampaign?: number) {
    let query = fromCompany(db, 'campaigns', idCompany).selectAll();
    if (idCampaign !== undefined) query = query.where('idCampaign', '=', idCampaign);
    const campaigns = await query.orderBy('startDate', 'desc').orderBy('idCampaign').execute();
    const ids = campaigns.map((campaign) => campaign.idCampaign);
    if (ids.length === 0) return [];
    const [events, totals] = await Promise.all([
      db
        .selectFrom('campaign_events as ce')
        .innerJoin('gamification_events as e', 'e.idEvent', 'ce.idEvent')
        .select(['ce.idCampaign', 'ce.idEvent', 'e.code', 'e.name', 'ce.points'])
        .where('ce.idCampaign', 'in', ids)
        .orderBy('ce.idEvent')
        .execute(),
      fromCompany(db, 'campaign_points', idCompany)
        .select((eb) => [
          'idCampaign',
          eb.fn.sum<number>('points').as('totalPoints'),
          eb.fn.count<number>('idUser').distinct().as('participants'),
        ])
        .where('idCampaign', 'in', ids)
        .groupBy('idCampaign')
        .execute(),
    ]);
    return campaigns.map((campaign) => {
      const total = totals.find((row) => row.idCampaign === campaign.idCampaign);
      return {
        ...campaign,
        events: events.filter((event) => event.idCampaign === campaign.idCampaign),
        totalPoints: Number(total?.totalPoints ?? 0),
        participants: Number(total?.participants ?? 0),
      };
    });
  },

  async setCampaignStatus(idCompany: number, idCampaign: number, status: 0 | 1) {
    await updateCompanyRows(db, 'campaigns', idCompany, { idCampaign }).set({ status }).execute();
  },

  async findCampaignRanking(idCompany: number, idCampaign: number) {
    const rows = await db
      .selectFrom('campaign_points as p')
      .innerJoin('users as u', 'u.idUser', 'p.idUser')
      .select((eb) => [
        'p.idUser',
        'u.name',
        eb.fn.sum<number>('p.points').as('points'),
        eb.fn.countAll<number>().as('events'),
      ])
      .where('p.idCompany', '=', idCompany)
      .where('p.idCampaign', '=', idCampaign)
      .groupBy(['p.idUser', 'u.name'])
      .orderBy('points', 'desc')
      .orderBy(byText('u.name'))
      .orderBy('u.name')
      .limit(100)
      .execute();
    return rows.map((row) => ({ ...row, points: Number(row.points), events: Number(row.events) }));
  },

  async findAuditLog(
    idCompany: number,
    query: { entityType?: string | undefined; source?: string | undefined; offset: number; limit: number },
  ) {
    let base = db
      .selectFrom('audit_log as a')
      .leftJoin('users as u', 'u.idUser', 'a.idUser')
      .leftJoin('users as s', 's.idUser', 'a.supportIdUser')
      .where('a.idCompany', '=', idCompany);
    if (query.entityType) base = base.where('a.entityType', '=', query.entityType);
    if (query.source) base = base.where('a.source', '=', query.source);
    const [count, rows] = await Promise.all([
      base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
      base
        .select([
          'a.idAuditLog',
          'a.idUser',
          'u.name as userName',
          'a.supportIdUser',
          's.name as supportUserName',
          'a.source',
          'a.action',
          'a.entityType',
          'a.entityId',
          'a.summary',
          'a.before',
          'a.after',
          'a.createdAt',
        ])
        .orderBy('a.createdAt', 'desc')
        .orderBy('a.idAuditLog', 'desc')
        .offset(query.offset)
        .limit(query.limit)
        .execute(),
    ]);
    return { total: Number(count.total), rows };
  },
});

export type AdminRepository = ReturnType<typeof adminRepository>;
