import { fromCompany } from '../../../db/company-rows';
import type { Db } from '../../../db/database';
import type { CertificateRow } from '../../../db/schema';

/** History, issued certificates, company features and class attachments (Kysely only). */
export const journeyRepository = ({ db }: { db: Db }) => {
  /** A member's page enrollments with their enrollment, page and class. */
  const memberNodeEnrollments = (idCompany: number, idUser: number) =>
    db
      .selectFrom('learning_node_enrollments as ne')
      .innerJoin('learning_enrollments as e', 'e.idEnrollment', 'ne.idEnrollment')
      .innerJoin('learning_nodes as n', 'n.idNode', 'ne.idNode')
      .innerJoin('learning_teams as t', 't.idTeam', 'e.idTeam')
      .where('ne.idCompany', '=', idCompany)
      .where('ne.idUser', '=', idUser);

  return {
    /** Every enrollment of a member (current and replaced ones), with its training and class, newest first. */
    async findHistory(idCompany: number, idUser: number) {
      return db
        .selectFrom('learning_enrollments as e')
        .innerJoin('learning_nodes as n', 'n.idNode', 'e.idNode')
        .innerJoin('learning_teams as t', 't.idTeam', 'e.idTeam')
        .leftJoin('learning_node_enrollments as ne', (join) =>
          join
            .onRef('ne.idEnrollment', '=', 'e.idEnrollment')
            .onRef('ne.idNode', '=', 'e.idNode')
            .on('ne.idParentNodeEnrollment', 'is', null),
        )
        .select([
          'e.idEnrollment',
          'e.status',
          'e.progress',
          'e.startDate',
          'e.finishDate',
          'e.validityDate',
          'e.creationDate',
          'n.nodeCode',
          'n.title',
          'n.status as nodeStatus',
          'n.workload',
          't.name as teamName',
          't.finalDate as teamFinalDate',
          't.idCertificate',
          't.allowAccessUponCompletion',
          'ne.idNodeEnrollment',
        ])
        .where('e.idCompany', '=', idCompany)
        .where('e.idUser', '=', idUser)
        .orderBy('e.creationDate', 'desc')
        .orderBy('e.idEnrollment', 'desc')
        .execute();
    },

    /** Child pages a member completed in classes that give certificates for children (spec 3, 6). */
    async findCertifiableChildPages(idCompany: number, idUser: number) {
      return memberNodeEnrollments(idCompany, idUser)
        .select([
          'ne.idNodeEnrollment',
          'ne.status',
          'ne.progress',
          'ne.startDate',
          'ne.finishDate',
          'e.idEnrollment',
          'e.validityDate',
          'n.nodeCode',
          'n.title',
          'n.status as nodeStatus',
          'n.workload',
          't.name as teamName',
          't.idCertificate',
          't.allowAccessUponCompletion',
        ])
        .where('ne.idParentNodeEnrollment', 'is not', null)
        .where('t.enableCertificateForChildren', '=', 1)
        .where('t.idCertificate', 'is not', null)
        .orderBy('ne.idNodeEnrollment', 'desc')
        .execute();
    },

    /** A node enrollment of a member with its page, its enrollment and class (for a certificate). */
    async findCertificateSubject(idCompany: number, idUser: number, idEnrollment: number, idNodeEnrollment?: number) {
      let query = memberNodeEnrollments(idCompany, idUser)
        .select([
          'ne.idNodeEnrollment',
          'ne.idNode',
          'ne.idParentNodeEnrollment',
          'ne.status as nodeEnrollmentStatus',
          'ne.progress as nodeEnrollmentProgress',
          'ne.startDate as nodeStartDate',
          'ne.finishDate as nodeFinishDate',
          'e.idEnrollment',
          'e.status',
          'e.progress',
          'e.startDate',
          'e.finishDate',
          'e.validityDate',
          'n.title',
          'n.workload',
          't.finalDate as teamFinalDate',
          't.idCertificate',
          't.enableCertificateForChildren',
        ])
        .where('e.idEnrollment', '=', idEnrollment);
      query = idNodeEnrollment
        ? query.where('ne.idNodeEnrollment', '=', idNodeEnrollment)
        : query.where('ne.idParentNodeEnrollment', 'is', null).whereRef('ne.idNode', '=', 'e.idNode');
      return query.executeTakeFirst();
    },

    async findCertificateOfNodeEnrollment(idCompany: number, idNodeEnrollment: number) {
      return fromCompany(db, 'learning_certificates', idCompany, { idNodeEnrollment }).selectAll().executeTakeFirst();
    },

    async insertCertificate(values: Omit<CertificateRow, 'idUserCertificate'>): Promise<void> {
      await db.insertInto('learning_certificates').values(values).execute();
    },

    /** A certificate by its public id, with the company that issued it (no tenant: the page is public). */
    async findCertificateByAuthenticityId(authenticityId: string) {
      return db
        .selectFrom('learning_certificates as c')
        .innerJoin('companies as co', 'co.idCompany', 'c.idCompany')
        .selectAll('c')
        .select('co.name as companyName')
        .where('c.authenticityId', '=', authenticityId)
        .executeTakeFirst();
    },

    async findCompanyName(idCompany: number): Promise<string> {
      const row = await fromCompany(db, 'companies', idCompany).select('name').executeTakeFirst();
      return row?.name ?? '';
    },

    async findUserName(idCompany: number, idUser: number): Promise<string> {
      const row = await fromCompany(db, 'users', idCompany, { idUser }).select('name').executeTakeFirst();
      return row?.name ?? '';
    },

    /** The hosts of an app, its main address first. */
    async findAppHosts(idApp: number): Promise<string[]> {
      const rows = await db
        .selectFrom('app_hosts')
        .select('host')
        .where('idApp', '=', idApp)
        .orderBy('position')
        .execute();
      return rows.map((row) => row.host);
    },

    async isFeatureActive(idCompany: number, code: string): Promise<boolean> {
      const row = await fromCompany(db, 'company_features', idCompany, { code }).select('active').executeTakeFirst();
      return row?.active === 1;
    },

    /** A class of the company with whether the member has an enrollment in it. */
    async findTeamOfMember(idCompany: number, idUser: number, idTeam: number) {
      const team = await fromCompany(db, 'learning_teams', idCompany, { idTeam })
        .select(['idTeam', 'hasAttachments', 'allowComments', 'idNode'])
        .executeTakeFirst();
      if (!team) return undefined;
      const enrollment = await fromCompany(db, 'learning_enrollments', idCompany, { idUser, idTeam })
        .select('idEnrollment')
        .executeTakeFirst();
      return { ...team, isMember: Boolean(enrollment) };
    },

    async findAttachments(idCompany: number, idTeam: number, page: { offset: number; limit: number }) {
      const base = fromCompany(db, 'learning_attachments', idCompany, { idTeam });
      const [rows, total] = await Promise.all([
        base.selectAll().orderBy('position').orderBy('idAttachment').offset(page.offset).limit(page.limit).execute(),
        base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirst(),
      ]);
      return { rows, total: Number(total?.total ?? 0) };
    },
  };
};

export type JourneyRepository = ReturnType<typeof journeyRepository>;
