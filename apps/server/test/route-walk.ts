import fc from 'fast-check';
import type { FastifySchema } from 'fastify';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { CollectedRoute } from '../src/app';
import type { Db } from '../src/db/database';
import type { Tables } from '../src/db/schema';
import { DEMO_PASSWORD } from '../src/packs/demo-packs';
import { hashPassword } from '../src/platform/passwords';
import { createTestApp, TEST_PASSWORD_COST, type TestApp, type TestAppOptions } from './harness';
import { type JsonSchema, toJsonSchema, validArbitrary } from './schema-arbitrary';

/** A route as the walks see it: from the same `onRoute` collection `npm run -s routes` prints. */
export type WalkRoute = CollectedRoute & { method: string; url: string; key: string };

/** Ids of the demo tenants the walks use: company A is Acme, company B is Globex. */
export type WalkFixture = {
  db: Db;
  acme: {
    idCompany: number;
    idApp: number;
    /** A member (the owner of member rows), another member, and an administrator. */
    maria: number;
    joao: number;
    ana: number;
  };
  globex: { idCompany: number; idApp: number };
};

/**
 * How to fill a path parameter (and a top-level body or query field of the same name) with an id that
 * belongs to company A. `perMember` marks ids that belong to one member (maria), so the walk also calls
 * with another member of the same company (joao) and expects 403 or 404.
 */
export type ParameterSource = {
  of: (fixture: WalkFixture) => Promise<number | string> | number | string;
  perMember?: boolean;
};

/**
 * The first row of company A in `table` (optionally one that belongs to maria, through `member`).
 * Seed demo rows of Acme in the table so there is one to find.
 */
export function rowOf<T extends keyof Tables>(
  table: T,
  column: keyof Tables[T] & string,
  options: { company?: keyof Tables[T] & string; member?: keyof Tables[T] & string } = {},
): ParameterSource {
  return {
    perMember: Boolean(options.member),
    async of(fixture) {
      let query = (fixture.db as unknown as Kysely<Record<string, Record<string, unknown>>>)
        .selectFrom(table as string)
        .select(column as string)
        .where(options.company ?? 'idCompany', '=', fixture.acme.idCompany);
      if (options.member) query = query.where(options.member as string, '=', fixture.acme.maria);
      const row = await query.orderBy(column).executeTakeFirst();
      if (!row) throw new Error(`the walk found no row of Acme in ${table}: seed one in the demo data`);
      return row[column] as number | string;
    },
  };
}

/**
 * Parameter names the walks know how to fill. A route with a path parameter missing here makes the
 * isolation walk fail with a message naming it: add the name here, usually as
 * `rowOf('<table>', '<idColumn>')`, or `rowOf(..., { member: 'idUser' })` for rows of one member.
 */
export const PARAMETER_SOURCES: Record<string, ParameterSource> = {
  idUser: { of: (fixture) => fixture.acme.maria, perMember: true },
  // One of maria's sessions (the walk signs her in, so she has one).
  idSession: rowOf('user_sessions', 'idSession', { member: 'idUser' }),
  idCompany: { of: (fixture) => fixture.acme.idCompany },
  idApp: { of: (fixture) => fixture.acme.idApp },
  idSection: rowOf('sections', 'idSection'),
  idCampaign: rowOf('campaigns', 'idCampaign'),
  bucket: { of: () => 'acme' },
  file: { of: () => 'any-192.png' },
  // Learning: maria's first enrollment (a free training she is in the middle of), its class, pages and contents.
  idEnrollment: rowOf('learning_enrollments', 'idEnrollment', { member: 'idUser' }),
  idNodeEnrollment: rowOf('learning_node_enrollments', 'idNodeEnrollment', { member: 'idUser' }),
  idParentNodeEnrollment: rowOf('learning_node_enrollments', 'idNodeEnrollment', { member: 'idUser' }),
  idContentEnrollment: rowOf('learning_content_enrollments', 'idContentEnrollment', { member: 'idUser' }),
  idEnrollmentRequest: rowOf('learning_enrollment_requests', 'idEnrollmentRequest', { member: 'idUser' }),
  idTeam: { of: async (fixture) => (await firstEnrollmentOfMaria(fixture)).idTeam },
  nodeCode: { of: async (fixture) => (await firstEnrollmentOfMaria(fixture)).nodeCode },
  // A content maria opened in that training; it is also on a catalog page, so any member of Acme may open
  // it (not an id of one member).
  idContentItem: { of: async (fixture) => (await firstEnrollmentOfMaria(fixture)).idContentItem },
  likedType: { of: () => 'CONTENT' },
  likedId: { of: async (fixture) => (await firstEnrollmentOfMaria(fixture)).idContentItem },
  catalogCode: { of: async (fixture) => (await firstEnrollmentOfMaria(fixture)).catalogCode },
  // Evaluations: maria's attempt at the knowledge evaluation of that training, and its first answer.
  idEvaluation: { of: async (fixture) => (await firstAttemptOfMaria(fixture)).idEvaluation },
  idQuestionnaire: rowOf('learning_questionnaires', 'idQuestionnaire', { member: 'idUser' }),
  idAnswer: { of: async (fixture) => (await firstAttemptOfMaria(fixture)).idAnswer, perMember: true },
  idScormPackage: rowOf('learning_scorm_packages', 'idScormPackage'),
  // Packaged courses: maria's lesson of the demo SCORM 1.2 course, in an enrollment of its training.
  idSco: { of: async (fixture) => (await packagedCourseOfMaria(fixture)).idSco },
  idScoEnrollment: { of: async (fixture) => (await packagedCourseOfMaria(fixture)).idScoEnrollment, perMember: true },
  sessionKey: { of: async (fixture) => (await packagedCourseOfMaria(fixture)).sessionKey },
  // Account and plans: Acme's plans and responsibility term (signed by maria in version 1), its contact form
  // (a code the company has: another company has none).
  idPlan: rowOf('plans', 'idPlan'),
  idTermOfResponsibility: rowOf('learning_responsibility_terms', 'idTermOfResponsibility'),
  versionNumber: { of: () => 1 },
  formKey: { of: () => 'CONTACT_US' },
  // Console authoring: Acme's first page.
  idNode: rowOf('learning_nodes', 'idNode'),
  // Content app: the first content item of Acme's content app (any member of Acme may open it).
  parentId: rowOf('content_items', 'idContentItem'),
  // Campaigns of a content item (`GET /campaign/listbycontent/:idElement`): the same first item of Acme.
  idElement: rowOf('content_items', 'idContentItem'),
  // Store: the first offer of Acme's store (a product maria does not own yet).
  idOffer: rowOf('store_offers', 'idOffer'),
  // Journey: comments on maria's class (her own comment), her external courses.
  commentEntityType: { of: () => 'TEAM' },
  entityId: { of: async (fixture) => (await firstEnrollmentOfMaria(fixture)).idTeam },
  idComment: rowOf('learning_comments', 'idComment', { member: 'createdBy' }),
  id: rowOf('learning_external_courses', 'idUserExternalCourse', { member: 'idUser' }),
  // Community: the chat section's room, and an upload of the team wall (any member of Acme may see both).
  idChatRoom: rowOf('chat_rooms', 'idChatRoom'),
  idUserUpload: rowOf('user_uploads', 'idUserUpload'),
};

/** The community routes and the section type each one serves. */
const COMMUNITY_ROUTE_SECTION_TYPES: Record<string, number> = {
  'GET /chat/sections/:idSection/room': 36,
  'GET /sections/:idSection/useruploads': 49,
  'GET /library/:idSection': 13,
  'GET /messages/:idSection': 33,
};

/**
 * Sources that differ for some routes, by route key: the lesson player's calls take the enrollment, page and
 * content of a packaged course, not maria's first training.
 */
export const ROUTE_PARAMETER_SOURCES: Record<string, Record<string, ParameterSource>> = Object.fromEntries([
  // The content app's items are not the learning platform's: these routes take an item of Acme's content app.
  ...[
    'GET /content/item/:idContentItem',
    'GET /mediacenter/:idContentItem',
    'POST /content/rating',
    'POST /content/progress',
    'POST /content/duration',
  ].map((key): [string, Record<string, ParameterSource>] => [
    key,
    { idContentItem: rowOf('content_items', 'idContentItem') },
  ]),
  ...['POST /learning/scorm/play', 'POST /learning/scorm/finish'].map(
    (key): [string, Record<string, ParameterSource>] => [
      key,
      {
        idEnrollment: { of: async (fixture) => (await packagedCourseOfMaria(fixture)).idEnrollment, perMember: true },
        idNodeEnrollment: {
          of: async (fixture) => (await packagedCourseOfMaria(fixture)).idNodeEnrollment,
          perMember: true,
        },
        idContentItem: { of: async (fixture) => (await packagedCourseOfMaria(fixture)).idContentItem },
      },
    ],
  ),
  // Community screens take a section of their own type.
  ...Object.entries(COMMUNITY_ROUTE_SECTION_TYPES).map(
    ([key, idSectionType]): [string, Record<string, ParameterSource>] => [
      key,
      { idSection: sectionOfType(idSectionType) },
    ],
  ),
]);

// Journey: a comment of another member maria may report; the feature and campaign of routes named `:id`.
ROUTE_PARAMETER_SOURCES['POST /learning/comments/:commentEntityType/:entityId/report'] = {
  idComment: {
    of: async (fixture) =>
      (
        await fixture.db
          .selectFrom('learning_comments')
          .select('idComment')
          .where('idCompany', '=', fixture.acme.idCompany)
          .where('createdBy', '=', fixture.acme.ana)
          .orderBy('idComment')
          .executeTakeFirstOrThrow()
      ).idComment,
  },
};
ROUTE_PARAMETER_SOURCES['GET /learning/features/:id'] = { id: { of: () => 'EXTERNAL_COURSES' } };
ROUTE_PARAMETER_SOURCES['GET /learning/categories/campaign/:id'] = { id: rowOf('campaigns', 'idCampaign') };
for (const decision of ['hide', 'keep']) {
  ROUTE_PARAMETER_SOURCES[`PUT /admin/comments/:idComment/${decision}`] = {
    idComment: rowOf('learning_comments', 'idComment'),
  };
}

// The console's content items of a section are the content app's items listed in it (not their parts).
for (const key of [
  'GET /admin/authoring/contents/:idContentItem',
  'PUT /admin/authoring/contents/:idContentItem',
  'DELETE /admin/authoring/contents/:idContentItem',
]) {
  ROUTE_PARAMETER_SOURCES[key] = {
    idContentItem: {
      of: async (fixture) =>
        (
          await fixture.db
            .selectFrom('content_items')
            .select('idContentItem')
            .where('idCompany', '=', fixture.acme.idCompany)
            .where('parent', 'is', null)
            .orderBy('idContentItem')
            .executeTakeFirstOrThrow()
        ).idContentItem,
    },
  };
}
// The console's learning contents are the learning platform's (the default idContentItem is one).

/** The first section of Acme's content app of a type. */
function sectionOfType(idSectionType: number): ParameterSource {
  return {
    async of(fixture) {
      const row = await fixture.db
        .selectFrom('sections')
        .select('idSection')
        .where('idApp', '=', fixture.acme.idApp)
        .where('idSectionType', '=', idSectionType)
        .orderBy('idSection')
        .executeTakeFirst();
      if (!row) throw new Error(`the walk found no section of type ${idSectionType} in Acme: seed one`);
      return row.idSection;
    },
  };
}

/** The source of a parameter for a route. */
export function sourceOf(route: { key: string }, name: string): ParameterSource | undefined {
  return ROUTE_PARAMETER_SOURCES[route.key]?.[name] ?? PARAMETER_SOURCES[name];
}

const packagedCourses = new WeakMap<WalkFixture, ReturnType<typeof enrollMariaInPackagedCourse>>();

/** Maria enrolled in the demo's 'Cursos interativos' with a started session of its SCORM 1.2 lesson (made once). */
function packagedCourseOfMaria(fixture: WalkFixture) {
  let place = packagedCourses.get(fixture);
  if (!place) {
    place = enrollMariaInPackagedCourse(fixture);
    packagedCourses.set(fixture, place);
  }
  return place;
}

async function enrollMariaInPackagedCourse(fixture: WalkFixture) {
  const { db } = fixture;
  const { idCompany, maria } = fixture.acme;
  const now = new Date().toISOString();
  const team = await db
    .selectFrom('learning_teams as t')
    .innerJoin('learning_nodes as n', 'n.idNode', 't.idNode')
    .select(['t.idTeam', 'n.idNode'])
    .where('t.idCompany', '=', idCompany)
    .where('n.nodeCode', '=', 'cursos-interativos')
    .executeTakeFirstOrThrow();
  const course = await db
    .selectFrom('learning_scos as s')
    .innerJoin('learning_scorm_packages as p', 'p.idScormPackage', 's.idScormPackage')
    .select(['s.idSco', 's.idScormPackage', 'p.idContentItem'])
    .where('p.idCompany', '=', idCompany)
    .where('p.version', '=', '1.2')
    .where('p.idContentItem', 'is not', null)
    .executeTakeFirstOrThrow();
  const { idEnrollment } = await db
    .insertInto('learning_enrollments')
    .values({
      idCompany,
      idUser: maria,
      idNode: team.idNode,
      idTeam: team.idTeam,
      status: 'IN_PROGRESS',
      progress: 0,
      isCurrent: 1,
      processing: 0,
      startDate: now,
      finishDate: null,
      validityDate: null,
      lastAccessDate: now,
      creationDate: now,
    })
    .returning('idEnrollment')
    .executeTakeFirstOrThrow();
  const { idNodeEnrollment } = await db
    .insertInto('learning_node_enrollments')
    .values({
      idCompany,
      idUser: maria,
      idEnrollment,
      idNode: team.idNode,
      idParentNodeEnrollment: null,
      status: 'IN_PROGRESS',
      progress: 0,
      startDate: now,
      finishDate: null,
    })
    .returning('idNodeEnrollment')
    .executeTakeFirstOrThrow();
  const { idScoEnrollment } = await db
    .insertInto('learning_sco_enrollments')
    .values({
      idCompany,
      idUser: maria,
      idSco: course.idSco,
      idScormPackage: course.idScormPackage,
      idEnrollment,
      idNodeEnrollment,
      status: 'NOT_ATTEMPTED',
      lessonStatus: null,
      completionStatus: null,
      successStatus: null,
      scoreRaw: null,
      scoreMin: null,
      scoreMax: null,
      scoreScaled: null,
      grade: null,
      progressMeasure: null,
      location: null,
      suspendData: null,
      exitMode: null,
      interactions: null,
      objectives: null,
      extra: null,
      totalTime: 0,
      numberOfAccess: 1,
      attempt: 1,
      startDate: now,
      lastAccessDate: now,
      finishDate: null,
    })
    .returning('idScoEnrollment')
    .executeTakeFirstOrThrow();
  const sessionKey = 'walk-session-key-of-maria';
  await db
    .insertInto('learning_sco_sessions')
    .values({
      idCompany,
      idScoEnrollment,
      sessionKey,
      attempt: 1,
      seconds: 0,
      lastSequence: -1,
      terminated: 0,
      interactions: null,
      startedAt: now,
      lastCommitAt: null,
    })
    .execute();
  return {
    idEnrollment,
    idNodeEnrollment,
    idContentItem: course.idContentItem as number,
    idSco: course.idSco,
    idScoEnrollment,
    sessionKey,
  };
}

/** Maria's first evaluation attempt (in her first enrollment) and its first answer. */
async function firstAttemptOfMaria(fixture: WalkFixture) {
  return fixture.db
    .selectFrom('learning_questionnaires as q')
    .innerJoin('learning_answers as a', 'a.idQuestionnaire', 'q.idQuestionnaire')
    .select(['q.idEvaluation', 'a.idAnswer'])
    .where('q.idCompany', '=', fixture.acme.idCompany)
    .where('q.idUser', '=', fixture.acme.maria)
    .orderBy('q.idQuestionnaire')
    .orderBy('a.position')
    .executeTakeFirstOrThrow();
}

/** Maria's first learning enrollment: its class, its training's node code, the home's node code, her first content. */
async function firstEnrollmentOfMaria(fixture: WalkFixture) {
  const enrollment = await fixture.db
    .selectFrom('learning_enrollments as e')
    .innerJoin('learning_nodes as n', 'n.idNode', 'e.idNode')
    .select(['e.idTeam', 'n.nodeCode'])
    .where('e.idCompany', '=', fixture.acme.idCompany)
    .where('e.idUser', '=', fixture.acme.maria)
    .orderBy('e.idEnrollment')
    .executeTakeFirstOrThrow();
  const home = await fixture.db
    .selectFrom('learning_nodes')
    .select('nodeCode')
    .where('idCompany', '=', fixture.acme.idCompany)
    .where('entryPoint', '=', 1)
    .executeTakeFirstOrThrow();
  const content = await fixture.db
    .selectFrom('learning_content_enrollments')
    .select('idContentItem')
    .where('idCompany', '=', fixture.acme.idCompany)
    .where('idUser', '=', fixture.acme.maria)
    .orderBy('idContentEnrollment')
    .executeTakeFirstOrThrow();
  return { ...enrollment, catalogCode: home.nodeCode, idContentItem: content.idContentItem };
}

/**
 * Public routes with a path parameter, and why a stranger may call them. The walk refuses any other
 * public route with a parameter, so opening one is a visible decision.
 */
export const PUBLIC_PARAMETER_ROUTES: Record<string, string> = {
  'GET /files/*': 'stored files are public like the pages that show them; member file keys are unguessable',
  'GET /app-icon/:file': "the installed app's icon: the browser fetches it without a session, like the manifest",
  'GET /login/sso/:bucket/:idApp/:idCompany':
    "single sign-on starts before there is a session; it only redirects to the app's identity provider",
  'POST /login/sso/:bucket/:idApp/:idCompany/acs':
    "the identity provider's signed answer arrives without a session; it is checked before anyone is signed in",
  'GET /learning/students/certificate-authenticity/:authenticityID':
    'the QR code of a printed certificate opens it without a session; the id is 128 random bits',
  'GET /scorm-content/:token/*':
    "a lesson frame cannot send the bearer token; the token is a signed, expiring grant to one package of one company, served only on that company's content host",
  'GET /scorm-content/host/*':
    "the lesson frame's own page (the same static files for everyone), served only on content hosts, which hold no session",
};

/**
 * Bodies or queries the generator cannot find on its own (a refinement it cannot satisfy), by route key.
 * Fields named in PARAMETER_SOURCES are filled over these.
 */
export const EXAMPLE_INPUTS: Record<string, { body?: unknown; query?: Record<string, unknown> }> = {
  // The demo password, kept: the control call must know the current one.
  // The demo password is refused as a new one (too common): the control changes it, RESTORE_AFTER_CONTROL puts it back.
  'PUT /users/:idUser/change-password': {
    body: { currentPassword: 'trilha123', newPassword: 'Caminho-da-Serra-7', confirmPassword: 'Caminho-da-Serra-7' },
  },
  'POST /learning/plans/request-trial': {
    body: { department: 'Pessoas', role: 'Gerente', phone: '(11) 98765-4321', numberOfEmployees: '1-100' },
  },
  'POST /logs': { body: { event: 'content/share/copy' } },
  'POST /learning/evaluations/:idEvaluation/questions/import': {
    body: {
      content:
        '<quiz><question type="truefalse"><name><text>Crachá</text></name><questiontext><text>O crachá fica visível.</text></questiontext><answer fraction="100"><text>true</text></answer><answer fraction="0"><text>false</text></answer></question></quiz>',
      encoding: 'utf8',
    },
    query: { dryRun: 1 },
  },
  'GET /learning/comments/:commentEntityType/:entityId': { query: { offset: 0, limit: 6 } },
  'POST /learning/comments/:commentEntityType/:entityId': { body: { text: '<p>Comentário da turma</p>' } },
  'PUT /learning/comments/:commentEntityType/:entityId/:idComment': { body: { text: '<p>Comentário editado</p>' } },
  'POST /learning/externalcourses': {
    body: {
      title: 'Curso de teste',
      type: 'ONLINE',
      workload: 4,
      startDate: '2026-01-10',
      finishDate: '2026-01-20',
      entityName: 'Escola',
    },
  },
  'PUT /learning/externalcourses/:id': {
    body: {
      title: 'Curso de teste',
      type: 'ONLINE',
      workload: 4,
      startDate: '2026-01-10',
      finishDate: '2026-01-20',
      entityName: 'Escola',
    },
  },
  // A survey's comments of one question: without one, the comments of every question of the evaluation.
  'GET /reports/evaluations/:idEvaluation/comments': { query: { offset: 0, limit: 20 } },
  'GET /reports/evaluations/:idEvaluation/comments/export': { query: { format: 'csv' } },
  'PUT /learning/scorm/sco-enrollments/:idScoEnrollment/cmi': {
    body: { sessionKey: '', sequence: 0, cmi: { lessonStatus: 'incomplete', location: '2' } },
  },
  // Console authoring: a save naming a version the entity never had is told of the conflict (409) and changes
  // nothing, so the control call proves the ids were found without changing the demo.
  'PUT /admin/authoring/apps/:idApp': {
    body: {
      version: 'versao-antiga',
      app: {
        name: 'Acme',
        hosts: ['acme.localhost'],
        primaryColor: '#123456',
        secondaryColor: '#123456',
        thirdColor: '#123456',
      },
      features: { EXTERNAL_COURSES: true, CONTACT_US: true, RECOMMENDATION_BLOCK: true },
    },
  },
  'PUT /admin/authoring/apps/:idApp/menu': { body: { version: 'versao-antiga', sections: [] } },
  'POST /admin/authoring/sections/:idSection/contents': {
    body: { item: { key: 'conteudo-da-varredura', type: 5, text: 'Conteúdo da varredura', active: false } },
  },
  'PUT /admin/authoring/sections/:idSection/contents/order': { body: { version: 'versao-antiga', order: [] } },
  'PUT /admin/authoring/contents/:idContentItem': {
    body: { version: 'versao-antiga', item: { key: 'qualquer', type: 5, text: 'Conteúdo' } },
  },
  'DELETE /admin/authoring/contents/:idContentItem': { query: { version: 'versao-antiga' } },
  'PUT /admin/authoring/nodes/:idNode': {
    body: { version: 'versao-antiga', node: { code: 'qualquer', type: 'LEARNING', title: 'Página' } },
  },
  'POST /admin/authoring/nodes/:idNode/classes': {
    body: { class: { key: 'turma-da-varredura', name: 'Turma da varredura', status: 'INACTIVE' } },
  },
  'PUT /admin/authoring/classes/:idTeam': {
    body: { version: 'versao-antiga', class: { key: 'qualquer', name: 'Turma' } },
  },
  'DELETE /admin/authoring/classes/:idTeam': { query: { version: 'versao-antiga' } },
  'PUT /admin/authoring/learning-contents/:idContentItem': {
    body: { version: 'versao-antiga', item: { key: 'qualquer', type: 5, text: 'Conteúdo' } },
  },
  'PUT /admin/authoring/evaluations/:idEvaluation': {
    body: { version: 'versao-antiga', evaluation: { key: 'qualquer', title: 'Avaliação', type: 'REACTION' } },
  },
  'PUT /admin/authoring/campaigns/:idCampaign': {
    body: {
      version: 'versao-antiga',
      campaign: { key: 'qualquer', name: 'Campanha', startDate: '2026-01-01', endDate: '2026-12-31' },
    },
  },
  'POST /admin/authoring/campaigns': {
    body: {
      campaign: { key: 'campanha-da-varredura', name: 'Campanha', startDate: '2026-01-01', endDate: '2026-12-31' },
    },
  },
  // A stale version: company A's own removal is told (409) and removes nothing the next routes use.
  'DELETE /admin/authoring/nodes/:idNode': { query: { version: 'versao-antiga' } },
  'DELETE /admin/authoring/learning-contents/:idContentItem': { query: { version: 'versao-antiga' } },
  'DELETE /admin/authoring/evaluations/:idEvaluation': { query: { version: 'versao-antiga' } },
  'DELETE /admin/authoring/campaigns/:idCampaign': { query: { version: 'versao-antiga' } },
};

/**
 * Routes whose accepted control call (company A itself) changes the demo the next routes rely on, and how
 * the walk puts it back.
 */
export const RESTORE_AFTER_CONTROL: Record<string, (fixture: WalkFixture) => Promise<void>> = {
  'PUT /users/:idUser/change-password': async (fixture) => {
    await fixture.db
      .updateTable('users')
      .set({ passwordHash: await hashPassword(DEMO_PASSWORD, TEST_PASSWORD_COST) })
      .where('idUser', 'in', [fixture.acme.maria, fixture.acme.ana])
      .execute();
  },
  'PUT /admin/users/:idUser/deactivate': async (fixture) => {
    await fixture.db.updateTable('users').set({ active: 1 }).where('idUser', '=', fixture.acme.maria).execute();
  },
};

/** Builds a test app and collects its routes as `npm run -s routes` does. */
export async function createWalkApp(options: TestAppOptions = {}): Promise<{ t: TestApp; routes: WalkRoute[] }> {
  const routes: WalkRoute[] = [];
  const t = await createTestApp({
    ...options,
    onRoute: (method, url, route) => {
      if (method === 'HEAD' || method === 'OPTIONS' || !url.startsWith('/')) return;
      routes.push({ method, url, key: `${method} ${url}`, ...route });
    },
  });
  return { t, routes };
}

/** The demo ids the walks use. */
export async function loadFixture(t: TestApp): Promise<WalkFixture> {
  const user = async (username: string) =>
    (await t.db.selectFrom('users').select('idUser').where('username', '=', username).executeTakeFirstOrThrow()).idUser;
  const acme = t.appOf('acme');
  const globex = t.appOf('globex');
  return {
    db: t.db,
    acme: {
      idCompany: acme.idCompany,
      idApp: acme.idApp,
      maria: await user('maria@acme.example'),
      joao: await user('joao@acme.example'),
      ana: await user('ana@acme.example'),
    },
    globex: { idCompany: globex.idCompany, idApp: globex.idApp },
  };
}

/** Path parameter names of a route (`:idUser`, and `*` for a wildcard). */
export function pathParameters(url: string): string[] {
  return [...url.matchAll(/:([A-Za-z0-9_]+)|\*/g)].map((match) => match[1] ?? '*');
}

export function schemaPart(schema: FastifySchema | undefined, part: 'body' | 'querystring' | 'params'): unknown {
  return (schema as Record<string, unknown> | undefined)?.[part];
}

/** Top-level field names of a body or query schema. */
export function fieldsOf(schema: unknown): string[] {
  return Object.keys(toJsonSchema(schema)?.properties ?? {});
}

/** The message a route with a parameter the walks cannot fill fails with. */
export function unknownParameterMessage(route: WalkRoute, name: string): string {
  return (
    `${route.key}: the isolation walk cannot fill the path parameter ':${name}'. ` +
    `Add '${name}' to PARAMETER_SOURCES in apps/server/test/route-walk.ts, for example ` +
    `${name}: rowOf('<table>', '${name}') (add { member: 'idUser' } when each row belongs to one member).`
  );
}

/**
 * A request the route's schemas accept, with every known id field set to company A's: the body and query
 * are drawn from the schemas (fixed seed) and checked with zod, since JSON Schema cannot say everything.
 */
export async function buildValidInput(
  route: WalkRoute,
  fixture: WalkFixture,
): Promise<{ url: string; body: unknown; query: Record<string, string> | undefined; perMember: boolean }> {
  let perMember = false;
  const ids: Record<string, number | string> = {};
  for (const name of new Set([
    ...pathParameters(route.url),
    ...fieldsOf(schemaPart(route.schema, 'body')),
    ...fieldsOf(schemaPart(route.schema, 'querystring')),
  ])) {
    const source = sourceOf(route, name);
    if (!source) continue;
    ids[name] = await source.of(fixture);
    perMember ||= Boolean(source.perMember);
  }
  const url = route.url.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => encodeURIComponent(String(ids[name])));
  const example = EXAMPLE_INPUTS[route.key];
  const body = sampleValid(schemaPart(route.schema, 'body'), ids, example?.body, route.key, 'body');
  const query = sampleValid(schemaPart(route.schema, 'querystring'), ids, example?.query, route.key, 'query');
  return {
    url,
    body,
    query: query === undefined ? undefined : stringifyValues(query as Record<string, unknown>),
    perMember,
  };
}

function sampleValid(
  schema: unknown,
  ids: Record<string, number | string>,
  example: unknown,
  key: string,
  part: string,
): unknown {
  if (!schema) return example;
  const json = toJsonSchema(schema) as JsonSchema;
  const fill = (value: unknown) => {
    if (!value || typeof value !== 'object' || Array.isArray(value)) return value;
    const filled: Record<string, unknown> = { ...(value as object) };
    for (const name of Object.keys(json.properties ?? {})) if (name in ids) filled[name] = ids[name];
    return filled;
  };
  const accepts = (value: unknown) => !(schema instanceof z.ZodType) || schema.safeParse(value).success;
  if (example !== undefined && accepts(fill(example))) return fill(example);
  for (const candidate of fc.sample(validArbitrary(json), { seed: 14, numRuns: 300 })) {
    const filled = fill(candidate);
    if (accepts(filled)) return filled;
  }
  throw new Error(
    `${key}: no valid ${part} could be drawn from its schema; add one to EXAMPLE_INPUTS in apps/server/test/route-walk.ts`,
  );
}

function stringifyValues(value: Record<string, unknown>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(value)
      .filter(([, entry]) => entry !== undefined)
      .map(([name, entry]) => [name, typeof entry === 'string' ? entry : JSON.stringify(entry)]),
  );
}
