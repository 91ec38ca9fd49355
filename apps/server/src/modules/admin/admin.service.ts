import type {
  AdminCampaign,
  AdminCampaignRanking,
  AdminCampaignsResponse,
  AdminEnrollmentRequest,
  AdminEnrollmentRequestsResponse,
  AdminUser,
  AdminUsersResponse,
  AuditLogResponse,
  CsvProblem,
  ImportUsersResponse,
} from '@trilha/shared/api/admin';
import { createUserRequest } from '@trilha/shared/api/admin';
import { parseCsv } from '@trilha/shared/rules/csv';
import { fromCompany } from '../../db/company-rows';
import type { Db } from '../../db/database';
import { withTransaction } from '../../db/unit-of-work';
import { PackImportError } from '../../packs/import/context';
import { importPack } from '../../packs/import/import-pack';
import { buildPack } from '../../packs/pack-export';
import type { PackError } from '../../packs/pack-reader';
import { validatePackJson } from '../../packs/pack-reader';
import { changeEntry, PACK_EXTENSIONS } from '../../packs/packs';
import { type AuditEntry, auditActor, recordAudit } from '../../platform/audit';
import { type AuthContext, requireAdmin } from '../../platform/auth-context';
import type { Clock } from '../../platform/clock';
import { AppError } from '../../platform/errors';
import { isUniqueViolation } from '../learning/enrollment/enrollment.repository';
import { enrollmentService } from '../learning/enrollment/enrollment.service';
import { learningScope } from '../learning/learning-scope';
import type { NotifyMembers } from '../notifications/notifications.service';
import { type AdminRepository, adminRepository } from './admin.repository';

type AdminServiceDeps = {
  db: Db;
  clock: Clock;
  notifyMembers: NotifyMembers;
  /** Ends every session of a member (and the support sessions they opened), sockets included (auth area). */
  endSessionsOf?: (idCompany: number, idUser: number) => Promise<void>;
};

/** The columns of a users CSV, by their Portuguese header (and the English one). */
const CSV_COLUMNS: Record<string, 'name' | 'email' | 'username' | 'cpf' | 'department' | 'role' | 'admin'> = {
  nome: 'name',
  name: 'name',
  email: 'email',
  'e-mail': 'email',
  login: 'username',
  usuario: 'username',
  usuário: 'username',
  username: 'username',
  cpf: 'cpf',
  departamento: 'department',
  department: 'department',
  cargo: 'role',
  role: 'role',
  admin: 'admin',
  administrador: 'admin',
};
const MAX_CSV_ROWS = 5000;

function userOf(row: Awaited<ReturnType<AdminRepository['findUser']>> & object): AdminUser {
  return { ...row, active: row.active ? 1 : 0 };
}

function requestOf(
  row: Awaited<ReturnType<AdminRepository['findEnrollmentRequests']>>['rows'][number],
): AdminEnrollmentRequest {
  const { idNode: _idNode, ...rest } = row;
  return { ...rest, status: row.status as AdminEnrollmentRequest['status'] };
}

/** A new member's row, from the form or a CSV line: the fields left out are stored empty. */
function newUserRow(
  idCompany: number,
  user: {
    name: string;
    email: string;
    username: string;
    cpf?: string | null | undefined;
    department?: string | null | undefined;
    role?: string | null | undefined;
    admin: number;
  },
  createdAt: Date,
) {
  const { name, email, username, admin } = user;
  const optional = { cpf: user.cpf ?? null, department: user.department ?? null, role: user.role ?? null };
  return { idCompany, name, email, username, ...optional, admin, createdAt: createdAt.toISOString() };
}

function parseJson(value: string | null): unknown {
  if (value === null) return null;
  try {
    return JSON.parse(value);
  } catch {
    return value;
  }
}

/**
 * The administration of a company (members, enrollment requests, campaigns, the audit log and its pack):
 * every call checks that the caller administers the company of their token, every change is written with
 * its audit entry in one transaction.
 */
export const adminService = ({ db, clock, notifyMembers, endSessionsOf }: AdminServiceDeps) => {
  const repository = adminRepository({ db });

  /** Runs a change and its audit entries in one transaction. */
  function change<T>(work: (scope: { repository: AdminRepository; trx: Db }) => Promise<T>): Promise<T> {
    return withTransaction(
      db,
      (trx) => adminRepository({ db: trx }),
      (repository, trx) => work({ repository, trx }),
    );
  }

  /** Writes the audit entry of an administrator's change in the change's transaction. */
  function auditChange(
    trx: Db,
    auth: AuthContext,
    requestId: string,
    entry: Omit<AuditEntry, 'idCompany' | 'idUser' | 'supportIdUser' | 'requestId' | 'source'>,
    now = clock.now(),
  ) {
    return recordAudit(trx, { ...auditActor(auth, requestId), source: 'admin', ...entry }, now);
  }

  /** The audit entry of turning a member or a campaign on or off (`user.activate`, `campaign.deactivate`). */
  function auditActivation(
    trx: Db,
    auth: AuthContext,
    requestId: string,
    entity: { entityType: 'user' | 'campaign'; entityId: number; summary: string },
    [before, after]: [before: number, after: number],
  ) {
    const action = `${entity.entityType}.${after ? 'activate' : 'deactivate'}`;
    return auditChange(trx, auth, requestId, {
      ...entity,
      action,
      before: { active: before },
      after: { active: after },
    });
  }

  async function campaignOf(idCompany: number, idCampaign: number): Promise<AdminCampaign> {
    const [campaign] = await repository.findCampaigns(idCompany, idCampaign);
    if (!campaign) throw new AppError('NOT_FOUND');
    return {
      idCampaign: campaign.idCampaign,
      name: campaign.name,
      description: campaign.description,
      startDate: campaign.startDate,
      endDate: campaign.endDate,
      active: campaign.status ? 1 : 0,
      participants: campaign.participants,
      totalPoints: campaign.totalPoints,
      events: campaign.events.map(({ idEvent, code, name, points }) => ({ idEvent, code, name, points })),
    };
  }

  async function findEnrollmentRequest(scoped: AdminRepository, idCompany: number, idEnrollmentRequest: number) {
    const { rows } = await scoped.findEnrollmentRequests(idCompany, { idEnrollmentRequest, offset: 0, limit: 1 });
    return rows[0];
  }

  /**
   * Decides a PENDING enrollment request in one transaction: `decide` does what the decision needs (an
   * approval enrolls the member) and says what the request keeps; the audit entry records it. A request
   * decided meanwhile is refused. Once the decision is kept, the member hears of it as their settings allow.
   */
  async function decideEnrollmentRequest(
    auth: AuthContext,
    idEnrollmentRequest: number,
    requestId: string,
    decide: (
      found: NonNullable<Awaited<ReturnType<typeof findEnrollmentRequest>>>,
      trx: Db,
    ) => Promise<{ status: 'APPROVED' | 'DENIED'; reason: string | null; idEnrollment: number | null }>,
  ) {
    const decided = await change(async ({ repository: scoped, trx }) => {
      const found = await findEnrollmentRequest(scoped, auth.idCompany, idEnrollmentRequest);
      if (!found) throw new AppError('NOT_FOUND');
      if (found.status !== 'PENDING') throw new AppError('ENROLLMENT_REQUEST_DECIDED');
      const decision = await decide(found, trx);
      const statusDate = clock.now().toISOString();
      if (!(await scoped.decideEnrollmentRequest(auth.idCompany, idEnrollmentRequest, { ...decision, statusDate })))
        throw new AppError('ENROLLMENT_REQUEST_DECIDED');
      const request = requestOf(
        (await findEnrollmentRequest(scoped, auth.idCompany, idEnrollmentRequest)) as typeof found,
      );
      const isApproved = decision.status === 'APPROVED';
      await auditChange(trx, auth, requestId, {
        action: isApproved ? 'enrollmentRequest.approve' : 'enrollmentRequest.deny',
        entityType: 'enrollmentRequest',
        entityId: idEnrollmentRequest,
        summary: `${isApproved ? 'Matrícula aprovada' : 'Matrícula negada'}: ${found.userName} em ${found.title} (${found.teamName})`,
        before: { status: found.status },
        after: isApproved
          ? { status: request.status, idEnrollment: decision.idEnrollment, reason: request.reason }
          : { status: decision.status, reason: decision.reason },
      });
      return { success: true as const, request };
    });
    await notifyEnrollmentDecision(auth.idCompany, decided.request);
    return decided;
  }

  /** Tells the member the decision on their enrollment request (ENROLLMENT_APPROVED or ENROLLMENT_DENIED). */
  async function notifyEnrollmentDecision(idCompany: number, request: AdminEnrollmentRequest): Promise<void> {
    const isApproved = request.status === 'APPROVED';
    const place = `${request.title} (turma ${request.teamName})`;
    await notifyMembers(idCompany, isApproved ? 'ENROLLMENT_APPROVED' : 'ENROLLMENT_DENIED', [request.idUser], {
      subject: isApproved
        ? `Matrícula aprovada: ${request.title}`
        : `Solicitação de matrícula negada: ${request.title}`,
      text: [
        `Olá, ${request.userName}.`,
        '',
        isApproved
          ? `A sua solicitação de matrícula em ${place} foi aprovada. O treinamento já está na sua jornada.`
          : `A sua solicitação de matrícula em ${place} foi negada.`,
        ...(request.reason ? ['', `Justificativa: ${request.reason}`] : []),
      ].join('\n'),
    });
  }

  return {
    requireAdmin,

    async listUsers(
      auth: AuthContext,
      query: { search?: string | undefined; active?: '0' | '1' | undefined; offset: number; limit: number },
    ): Promise<AdminUsersResponse> {
      const { total, rows } = await repository.findUsers(auth.idCompany, {
        ...query,
        active: query.active === undefined ? undefined : Number(query.active),
      });
      return { success: true, totalRecords: total, result: rows.map(userOf) };
    },

    async createUser(
      auth: AuthContext,
      body: {
        name: string;
        email: string;
        username?: string | undefined;
        cpf?: string | null | undefined;
        department?: string | null | undefined;
        role?: string | null | undefined;
        admin: 0 | 1 | 2;
      },
      requestId: string,
    ) {
      const username = body.username || body.email;
      return change(async ({ repository: scoped, trx }) => {
        const [taken] = await scoped.findUsersByLogin(auth.idCompany, [username, body.email]);
        if (taken) throw new AppError('USER_EXISTS', { field: taken.username === username ? 'username' : 'email' });
        const idUser = await scoped
          .insertUser(newUserRow(auth.idCompany, { ...body, username }, clock.now()))
          .catch((error: unknown) => {
            throw isUniqueViolation(error) ? new AppError('USER_EXISTS', { field: 'username' }) : error;
          });
        await scoped.grantAllApps(auth.idCompany, idUser);
        const user = userOf(
          (await scoped.findUser(auth.idCompany, idUser)) as NonNullable<
            Awaited<ReturnType<AdminRepository['findUser']>>
          >,
        );
        await auditChange(trx, auth, requestId, {
          action: 'user.create',
          entityType: 'user',
          entityId: idUser,
          summary: `Usuário criado: ${user.name} (${user.username})`,
          after: user,
        });
        return { success: true as const, user };
      });
    },

    async setUserActive(auth: AuthContext, idUser: number, active: 0 | 1, requestId: string) {
      if (idUser === auth.idUser && active === 0) throw new AppError('CANNOT_DEACTIVATE_SELF');
      const answer = await change(async ({ repository: scoped, trx }) => {
        const before = await scoped.findUser(auth.idCompany, idUser);
        if (!before) throw new AppError('NOT_FOUND');
        await scoped.setUserActive(auth.idCompany, idUser, active);
        const user = userOf((await scoped.findUser(auth.idCompany, idUser)) as typeof before);
        const summary = `${active ? 'Usuário reativado' : 'Usuário desativado'}: ${user.name}`;
        await auditActivation(trx, auth, requestId, { entityType: 'user', entityId: idUser, summary }, [
          before.active,
          user.active,
        ]);
        return { success: true as const, user };
      });
      // A deactivated member's sessions end everywhere, their open sockets included.
      if (active === 0) await endSessionsOf?.(auth.idCompany, idUser);
      return answer;
    },

    /**
     * Imports members from a CSV: every line is checked first (each problem with its line and column), then
     * all are created or updated (found by login or e-mail) in one transaction; with any problem nothing is written.
     */
    async importUsers(auth: AuthContext, csv: string, requestId: string): Promise<ImportUsersResponse> {
      const records = parseCsv(csv);
      const errors: CsvProblem[] = [];
      const [header, ...rows] = records;
      if (!header)
        return {
          success: false,
          created: 0,
          updated: 0,
          errors: [{ line: 1, field: null, message: 'O arquivo está vazio.' }],
        };
      const columns = header.fields.map((name) => CSV_COLUMNS[name.trim().toLowerCase()]);
      header.fields.forEach((name, index) => {
        if (!columns[index] && name.trim())
          errors.push({ line: header.line, field: name, message: `Coluna desconhecida: ${name}` });
      });
      for (const required of ['name', 'email'] as const) {
        if (!columns.includes(required))
          errors.push({
            line: header.line,
            field: required === 'name' ? 'nome' : 'email',
            message: `Falta a coluna ${required === 'name' ? 'nome' : 'email'}.`,
          });
      }
      if (rows.length === 0) errors.push({ line: header.line, field: null, message: 'Nenhum usuário no arquivo.' });
      if (rows.length > MAX_CSV_ROWS)
        errors.push({
          line: header.line,
          field: null,
          message: `Envie no máximo ${MAX_CSV_ROWS} usuários por arquivo.`,
        });
      if (errors.length) return { success: false, created: 0, updated: 0, errors };

      const parsed: Array<{ line: number; user: ReturnType<typeof createUserRequest.parse> & { username: string } }> =
        [];
      const seen = new Map<string, number>();
      for (const row of rows) {
        const value: Record<string, unknown> = {};
        columns.forEach((column, index) => {
          if (!column) return;
          const text = (row.fields[index] ?? '').trim();
          if (column === 'admin')
            value.admin =
              text === ''
                ? 0
                : /^(1|2)$/.test(text)
                  ? Number(text)
                  : /^(sim|s)$/i.test(text)
                    ? 1
                    : /^(0|não|nao|n)$/i.test(text)
                      ? 0
                      : text;
          else if (text !== '' || column === 'cpf') value[column] = text;
        });
        const result = createUserRequest.safeParse(value);
        if (!result.success) {
          for (const issue of result.error.issues) {
            errors.push({ line: row.line, field: String(issue.path[0] ?? '') || null, message: issue.message });
          }
          continue;
        }
        const username = result.data.username || result.data.email;
        for (const key of new Set([username, result.data.email])) {
          const first = seen.get(key);
          if (first !== undefined)
            errors.push({ line: row.line, field: 'login', message: `Repetido: ${key} já aparece na linha ${first}.` });
          else seen.set(key, row.line);
        }
        parsed.push({ line: row.line, user: { ...result.data, username } });
      }
      if (errors.length) return { success: false, created: 0, updated: 0, errors };

      return change(async ({ repository: scoped, trx }) => {
        const logins = [...new Set(parsed.flatMap(({ user }) => [user.username, user.email]))];
        const existing = await scoped.findUsersByLogin(auth.idCompany, logins);
        let created = 0;
        let updated = 0;
        const now = clock.now();
        for (const { user } of parsed) {
          const found =
            existing.find((row) => row.username === user.username) ?? existing.find((row) => row.email === user.email);
          if (found) {
            const next = {
              name: user.name,
              email: user.email,
              cpf: user.cpf ?? found.cpf,
              department: user.department ?? found.department,
              role: user.role ?? found.role,
              admin: user.admin,
            };
            const before = {
              name: found.name,
              email: found.email,
              cpf: found.cpf,
              department: found.department,
              role: found.role,
              admin: found.admin,
            };
            if (JSON.stringify(before) === JSON.stringify(next)) continue;
            await scoped.updateUser(auth.idCompany, found.idUser, next);
            await auditChange(
              trx,
              auth,
              requestId,
              {
                action: 'user.update',
                entityType: 'user',
                entityId: found.idUser,
                summary: `Usuário alterado pelo CSV: ${user.name}`,
                before,
                after: next,
              },
              now,
            );
            updated++;
          } else {
            const idUser = await scoped.insertUser(newUserRow(auth.idCompany, user, now));
            await scoped.grantAllApps(auth.idCompany, idUser);
            await auditChange(
              trx,
              auth,
              requestId,
              {
                action: 'user.create',
                entityType: 'user',
                entityId: idUser,
                summary: `Usuário criado pelo CSV: ${user.name} (${user.username})`,
                after: user,
              },
              now,
            );
            created++;
          }
        }
        await auditChange(
          trx,
          auth,
          requestId,
          {
            action: 'user.import',
            entityType: 'user',
            summary: `Importação de usuários: ${created} criados, ${updated} alterados`,
            after: { created, updated },
          },
          now,
        );
        return { success: true, created, updated, errors: [] };
      });
    },

    async listEnrollmentRequests(
      auth: AuthContext,
      query: { status?: AdminEnrollmentRequest['status'] | undefined; offset: number; limit: number },
    ): Promise<AdminEnrollmentRequestsResponse> {
      const { total, rows } = await repository.findEnrollmentRequests(auth.idCompany, query);
      return { success: true, totalRecords: total, result: rows.map(requestOf) };
    },

    /**
     * Approves a PENDING request: the member is enrolled in the class (seat, re-enrollment and root node
     * enrollment as a member's own enrollment) and the request records the enrollment, in one transaction.
     */
    async approveEnrollmentRequest(
      auth: AuthContext,
      idEnrollmentRequest: number,
      justification: string | undefined,
      requestId: string,
    ) {
      return decideEnrollmentRequest(auth, idEnrollmentRequest, requestId, async (found, trx) => {
        const scope = learningScope(trx, clock);
        const [team, node] = await Promise.all([
          scope.catalogRepository.findTeam(auth.idCompany, found.idTeam),
          scope.catalogRepository.findNodeById(auth.idCompany, found.idNode),
        ]);
        if (!team || !node) throw new AppError('NOT_FOUND');
        const enrollment = enrollmentService({ ...scope, transaction: (work) => work(scope), clock });
        const { idEnrollment } = await enrollment.enrollMember(auth.idCompany, found.idUser, team, node);
        return { status: 'APPROVED', reason: justification || null, idEnrollment };
      });
    },

    async denyEnrollmentRequest(
      auth: AuthContext,
      idEnrollmentRequest: number,
      justification: string,
      requestId: string,
    ) {
      return decideEnrollmentRequest(auth, idEnrollmentRequest, requestId, async () => ({
        status: 'DENIED',
        reason: justification,
        idEnrollment: null,
      }));
    },

    async listCampaigns(auth: AuthContext): Promise<AdminCampaignsResponse> {
      const campaigns = await repository.findCampaigns(auth.idCompany);
      const result = [];
      for (const campaign of campaigns) result.push(await campaignOf(auth.idCompany, campaign.idCampaign));
      return { success: true, result };
    },

    async setCampaignActive(auth: AuthContext, idCampaign: number, active: 0 | 1, requestId: string) {
      await change(async ({ repository: scoped, trx }) => {
        const [before] = await scoped.findCampaigns(auth.idCompany, idCampaign);
        if (!before) throw new AppError('NOT_FOUND');
        await scoped.setCampaignStatus(auth.idCompany, idCampaign, active);
        const summary = `${active ? 'Campanha ativada' : 'Campanha desativada'}: ${before.name}`;
        await auditActivation(trx, auth, requestId, { entityType: 'campaign', entityId: idCampaign, summary }, [
          before.status,
          active,
        ]);
      });
      return { success: true as const, campaign: await campaignOf(auth.idCompany, idCampaign) };
    },

    async campaignRanking(auth: AuthContext, idCampaign: number): Promise<AdminCampaignRanking> {
      const [campaign] = await repository.findCampaigns(auth.idCompany, idCampaign);
      if (!campaign) throw new AppError('NOT_FOUND');
      return { success: true, result: await repository.findCampaignRanking(auth.idCompany, idCampaign) };
    },

    async auditLog(
      auth: AuthContext,
      query: { entityType?: string | undefined; source?: string | undefined; offset: number; limit: number },
    ): Promise<AuditLogResponse> {
      const { total, rows } = await repository.findAuditLog(auth.idCompany, query);
      return {
        success: true,
        totalRecords: total,
        result: rows.map((row) => ({ ...row, before: parseJson(row.before), after: parseJson(row.after) })),
      };
    },

    /**
     * Imports a pack given as JSON into the caller's company (`docs/packs.md`): the lists of a manifest, files
     * as addresses. Everything is validated first; apps are not created, hosts not changed and member
     * activity refused. One transaction, audited per changed entity.
     */
    async importPack(
      auth: AuthContext,
      value: unknown,
      requestId: string,
    ): Promise<
      | { ok: true; result: { created: number; updated: number; unchanged: number; notImported: string[] } }
      | { ok: false; errors: PackError[] }
    > {
      const company = await fromCompany(db, 'companies', auth.idCompany)
        .select(['name', 'design'])
        .executeTakeFirstOrThrow();
      const known = await fromCompany(db, 'pack_keys', auth.idCompany)
        .select('packKey')
        .where('entityType', '=', 'company')
        .executeTakeFirst();
      const key = known?.packKey ?? `empresa-${auth.idCompany}`;
      const validated = validatePackJson(value, { key, name: company.name, design: JSON.parse(company.design) });
      if (!validated.ok) return validated;
      try {
        const result = await db.transaction().execute(async (trx) => {
          if (!known) {
            await trx
              .insertInto('pack_keys')
              .values({ idCompany: auth.idCompany, entityType: 'company', packKey: key, entityId: auth.idCompany })
              .execute();
          }
          const now = clock.now();
          const imported = await importPack(trx, validated.pack, {
            now,
            idCompany: auth.idCompany,
            extensions: PACK_EXTENSIONS,
          });
          const base = { ...auditActor(auth, requestId), source: 'admin' as const };
          await recordAudit(
            trx,
            {
              ...base,
              action: 'pack.import',
              entityType: 'pack',
              entityId: key,
              summary: `Pacote pela administração: ${imported.created} criados, ${imported.updated} alterados, ${imported.unchanged} sem mudança`,
              after: { notImported: imported.notImported },
            },
            now,
          );
          for (const change of imported.changes) await recordAudit(trx, changeEntry(base, change), now);
          return imported;
        });
        return {
          ok: true,
          result: {
            created: result.created,
            updated: result.updated,
            unchanged: result.unchanged,
            notImported: result.notImported,
          },
        };
      } catch (error) {
        if (error instanceof PackImportError) return { ok: false, errors: error.errors };
        throw error;
      }
    },

    /** The company as a tenant pack (JSON, files as addresses): what `pack:export` writes, without the files. */
    async exportPack(auth: AuthContext) {
      return db.transaction().execute((trx) => buildPack(trx, auth.idCompany));
    },
  };
};

export type AdminService = ReturnType<typeof adminService>;
