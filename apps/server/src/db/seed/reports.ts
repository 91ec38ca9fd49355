import { randomBytes } from 'node:crypto';
import type { Db } from '../database';
import { seedAttempt } from './evaluations';

const DAY_MS = 86_400_000;

type Member = {
  username: string;
  name: string;
  department: string;
  role: string;
  unit: string;
  branch: string;
  /** The manager's username. */
  manager: string | null;
  /** Days since the member joined. */
  joined: number;
};

/** Two managers (Roberto signs in: the reports of his team) and their teams, in Acme. */
const MEMBERS: Member[] = [
  {
    username: 'roberto@acme.example',
    name: 'Roberto Tavares',
    department: 'Vendas',
    role: 'Gerente de vendas',
    unit: 'Comercial',
    branch: 'São Paulo',
    manager: 'ana@acme.example',
    joined: 400,
  },
  {
    username: 'teresa@acme.example',
    name: 'Teresa Quintino',
    department: 'Operações',
    role: 'Gerente de operações',
    unit: 'Industrial',
    branch: 'Recife',
    manager: 'ana@acme.example',
    joined: 380,
  },
  ...(
    [
      [
        'sofia@acme.example',
        'Sofia Ribeiro',
        'Vendas',
        'Consultora',
        'Comercial',
        'Campinas',
        'roberto@acme.example',
        200,
      ],
      [
        'tiago@acme.example',
        'Tiago Nogueira',
        'Vendas',
        'Consultor',
        'Comercial',
        'São Paulo',
        'roberto@acme.example',
        90,
      ],
      [
        'otavio@acme.example',
        'Otávio Prado',
        'Operações',
        'Técnico',
        'Industrial',
        'Recife',
        'teresa@acme.example',
        150,
      ],
      [
        'priscila@acme.example',
        'Priscila Freitas',
        'Logística',
        'Analista',
        'Industrial',
        'Campinas',
        'teresa@acme.example',
        120,
      ],
      [
        'renata@acme.example',
        'Renata Gomes',
        'Operações',
        'Supervisora',
        'Industrial',
        'São Paulo',
        'teresa@acme.example',
        300,
      ],
      [
        'vitor@acme.example',
        'Vitor Barros',
        'Logística',
        'Assistente',
        'Industrial',
        'Recife',
        'teresa@acme.example',
        60,
      ],
      [
        'yasmin@acme.example',
        'Yasmin Teixeira',
        'Pessoas',
        'Analista',
        'Corporativo',
        'São Paulo',
        'ana@acme.example',
        250,
      ],
      [
        'wesley@acme.example',
        'Wesley Moura',
        'Financeiro',
        'Analista',
        'Corporativo',
        'São Paulo',
        'ana@acme.example',
        45,
      ],
    ] as const
  ).map(([username, name, department, role, unit, branch, manager, joined]) => ({
    username,
    name,
    department,
    role,
    unit,
    branch,
    manager,
    joined,
  })),
];

/** Where the members of the first demo stand in the organisation. */
const EXISTING: Array<[string, string | null, string, string]> = [
  ['maria@acme.example', 'roberto@acme.example', 'Comercial', 'São Paulo'],
  ['bruno@acme.example', 'roberto@acme.example', 'Comercial', 'Campinas'],
  ['joao@acme.example', 'teresa@acme.example', 'Industrial', 'Recife'],
  ['carla@acme.example', 'teresa@acme.example', 'Industrial', 'Campinas'],
  ['ana@acme.example', null, 'Corporativo', 'São Paulo'],
];

/**
 * How each new member did in the demo's trainings: status, progress, days since enrolling and how many of
 * the knowledge evaluation's five questions they got right (for 'Segurança no dia a dia').
 */
const HISTORY: Array<[string, string, string, number, number, number | null]> = [
  ['roberto@acme.example', 'seguranca-basica', 'PASSED', 100, 60, 5],
  ['roberto@acme.example', 'vendas-consultivas', 'COMPLETED', 100, 120, null],
  ['roberto@acme.example', 'atendimento', 'COMPLETED', 100, 80, null],
  ['teresa@acme.example', 'seguranca-basica', 'PASSED', 100, 70, 4],
  ['teresa@acme.example', 'cursos-interativos', 'IN_PROGRESS', 50, 20, null],
  ['sofia@acme.example', 'seguranca-basica', 'COMPLETED', 100, 50, 4],
  ['sofia@acme.example', 'vendas-consultivas', 'IN_PROGRESS', 60, 40, null],
  ['sofia@acme.example', 'atendimento', 'COMPLETED', 100, 45, null],
  ['tiago@acme.example', 'seguranca-basica', 'NOT_ATTEMPTED', 0, 70, null],
  ['tiago@acme.example', 'vendas-consultivas', 'IN_PROGRESS', 20, 30, null],
  ['otavio@acme.example', 'seguranca-basica', 'FAILED', 100, 90, 2],
  ['otavio@acme.example', 'cursos-interativos', 'COMPLETED', 100, 60, null],
  ['priscila@acme.example', 'seguranca-basica', 'IN_PROGRESS', 40, 80, null],
  ['priscila@acme.example', 'atendimento', 'NOT_ATTEMPTED', 0, 25, null],
  ['renata@acme.example', 'seguranca-basica', 'PASSED', 100, 200, 5],
  ['renata@acme.example', 'cursos-interativos', 'IN_PROGRESS', 50, 15, null],
  ['vitor@acme.example', 'atendimento', 'IN_PROGRESS', 30, 20, null],
  ['yasmin@acme.example', 'seguranca-basica', 'COMPLETED', 100, 100, 3],
  ['yasmin@acme.example', 'atendimento', 'COMPLETED', 100, 40, null],
  ['wesley@acme.example', 'vendas-consultivas', 'NOT_ATTEMPTED', 0, 10, null],
];

/** Answers of the satisfaction survey: the Likert point (1-5) and a comment. */
const SURVEY_ANSWERS: Array<[string, number, string | null]> = [
  ['roberto@acme.example', 5, 'Exemplos práticos ótimos para a equipe de vendas.'],
  ['teresa@acme.example', 4, 'Faltou um simulado de evacuação na unidade de Recife.'],
  ['sofia@acme.example', 4, null],
  ['otavio@acme.example', 2, 'As perguntas sobre extintores ficaram confusas.'],
  ['renata@acme.example', 5, 'Vou repetir com a minha equipe.'],
  ['yasmin@acme.example', 3, null],
];

/**
 * Demo data of the reports (issue 27): a manager hierarchy with departments, units and branches; two
 * mandatory trainings ('Segurança no dia a dia' within 30 days of enrolling or joining, 'Atendimento ao
 * cliente' by a fixed date already past); the new members' enrollments with contents' time, knowledge
 * attempts and survey answers, SCORM lesson records, and the content app's visits, votes and campaign
 * points. Roberto Tavares signs in with the demo password and sees his team's reports.
 */
export async function seedReports(db: Db, passwordHash: string, now: Date): Promise<void> {
  const at = (days: number, hour = 12) => {
    const date = new Date(now.getTime() + days * DAY_MS);
    date.setUTCHours(hour, 0, 0, 0);
    return date.toISOString();
  };
  const acme = await db
    .selectFrom('companies')
    .select('idCompany')
    .where('name', '=', 'Acme')
    .executeTakeFirstOrThrow();
  const idCompany = acme.idCompany;
  const apps = await db.selectFrom('apps').select(['idApp', 'idAppType']).where('idCompany', '=', idCompany).execute();
  const userId = async (username: string) =>
    (
      await db
        .selectFrom('users')
        .select('idUser')
        .where('idCompany', '=', idCompany)
        .where('username', '=', username)
        .executeTakeFirstOrThrow()
    ).idUser;

  const newMembers: number[] = [];
  for (const member of MEMBERS) {
    const manager = member.manager ? await userId(member.manager) : null;
    const { idUser } = await db
      .insertInto('users')
      .values({
        idCompany,
        email: member.username,
        name: member.name,
        phone: null,
        cpf: null,
        userType: 1,
        username: member.username,
        passwordHash: member.username === 'roberto@acme.example' ? passwordHash : null,
        tokenVersion: 0,
        userLicenceTermsAccepted: 0,
        communicationAccepted: 0,
        emailNotification: 1,
        smsNotification: 0,
        guestCompany: null,
        guestCnpj: null,
        department: member.department,
        role: member.role,
        managerName: member.manager
          ? (MEMBERS.find((entry) => entry.username === member.manager)?.name ?? 'Ana Lima')
          : null,
        idManager: manager,
        unit: member.unit,
        branch: member.branch,
        employeeCode: null,
        admin: 0,
        canAccessSupport: 0,
        active: 1,
        photo: null,
        askPWA: 0,
        lastLogin: null,
        lastAccess: at(-1),
        createdAt: at(-member.joined),
      })
      .returning('idUser')
      .executeTakeFirstOrThrow();
    for (const app of apps) await db.insertInto('user_apps').values({ idUser, idApp: app.idApp }).execute();
    newMembers.push(idUser);
  }
  // Like Acme's other members, they signed the learning platform's responsibility term (seedAccount) and
  // have seen the announcement of the company's campaigns (seedShell): neither stands in Roberto's way.
  const campaigns = await db.selectFrom('campaigns').select('idCampaign').where('idCompany', '=', idCompany).execute();
  for (const { idCampaign } of campaigns) {
    for (const idUser of newMembers) {
      await db
        .insertInto('campaign_notices')
        .values({ idCompany, idCampaign, idUser, notifiedAt: at(-1) })
        .execute();
    }
  }
  const terms = await db
    .selectFrom('learning_responsibility_terms')
    .select(['idTermOfResponsibility', 'versionNumber'])
    .where('idCompany', '=', idCompany)
    .where('active', '=', 1)
    .execute();
  for (const term of terms) {
    for (const idUser of newMembers) {
      await db
        .insertInto('learning_term_signatures')
        .values({
          idCompany,
          idUser,
          idTermOfResponsibility: term.idTermOfResponsibility,
          versionNumber: term.versionNumber,
          signedAt: at(-1),
        })
        .execute();
    }
  }
  for (const [username, manager, unit, branch] of EXISTING) {
    await db
      .updateTable('users')
      .set({
        idManager: manager ? await userId(manager) : null,
        managerName: manager ? (MEMBERS.find((entry) => entry.username === manager)?.name ?? null) : null,
        unit,
        branch,
      })
      .where('idCompany', '=', idCompany)
      .where('username', '=', username)
      .execute();
  }

  // Mandatory trainings.
  await db
    .updateTable('learning_nodes')
    .set({ mandatory: 1, dueDays: 30 })
    .where('idCompany', '=', idCompany)
    .where('nodeCode', '=', 'seguranca-basica')
    .execute();
  await db
    .updateTable('learning_nodes')
    .set({ mandatory: 1, dueDate: at(-10, 23) })
    .where('idCompany', '=', idCompany)
    .where('nodeCode', '=', 'atendimento')
    .execute();

  // Enrollments, each in the training's first class, with its first content's time.
  const trainings = new Map<string, { idNode: number; idTeam: number; idContentItem: number | null }>();
  for (const code of new Set(HISTORY.map((entry) => entry[1]))) {
    const node = await db
      .selectFrom('learning_nodes')
      .select('idNode')
      .where('idCompany', '=', idCompany)
      .where('nodeCode', '=', code)
      .executeTakeFirstOrThrow();
    const team = await db
      .selectFrom('learning_teams')
      .select('idTeam')
      .where('idNode', '=', node.idNode)
      .orderBy('idTeam')
      .executeTakeFirstOrThrow();
    const content = await db
      .selectFrom('learning_block_elements as be')
      .innerJoin('learning_blocks as b', 'b.idBlock', 'be.idBlock')
      .select('be.idContentItem')
      .where('b.idNode', '=', node.idNode)
      .where('be.idContentItem', 'is not', null)
      .orderBy('b.position')
      .orderBy('be.position')
      .executeTakeFirst();
    trainings.set(code, { idNode: node.idNode, idTeam: team.idTeam, idContentItem: content?.idContentItem ?? null });
  }
  const placed = new Map<
    string,
    { idUser: number; idEnrollment: number; idNodeEnrollment: number; finish: string | null }
  >();
  for (const [username, code, status, progress, days, right] of HISTORY) {
    const training = trainings.get(code) as { idNode: number; idTeam: number; idContentItem: number | null };
    const idUser = await userId(username);
    const started = status !== 'NOT_ATTEMPTED';
    const finished = status === 'COMPLETED' || status === 'PASSED' || status === 'FAILED';
    const finish = finished ? at(-Math.max(1, days - 10)) : null;
    const { idEnrollment } = await db
      .insertInto('learning_enrollments')
      .values({
        idCompany,
        idUser,
        idNode: training.idNode,
        idTeam: training.idTeam,
        status,
        progress,
        isCurrent: 1,
        processing: 0,
        startDate: started ? at(-days + 1) : null,
        finishDate: finish,
        validityDate: null,
        lastAccessDate: started ? (finish ?? at(-2)) : null,
        creationDate: at(-days),
      })
      .returning('idEnrollment')
      .executeTakeFirstOrThrow();
    await db
      .updateTable('learning_teams')
      .set((eb) => ({ enrolledCount: eb('enrolledCount', '+', 1) }))
      .where('idTeam', '=', training.idTeam)
      .execute();
    const { idNodeEnrollment } = await db
      .insertInto('learning_node_enrollments')
      .values({
        idCompany,
        idUser,
        idEnrollment,
        idNode: training.idNode,
        idParentNodeEnrollment: null,
        status: status === 'COMPLETED' || status === 'PASSED' ? status : 'IN_PROGRESS',
        progress,
        startDate: started ? at(-days + 1) : at(-days),
        finishDate: finish,
      })
      .returning('idNodeEnrollment')
      .executeTakeFirstOrThrow();
    if (started && training.idContentItem !== null) {
      await db
        .insertInto('learning_content_enrollments')
        .values({
          idCompany,
          idUser,
          idEnrollment,
          idNodeEnrollment,
          idContentItem: training.idContentItem,
          status: progress >= 100 ? 'COMPLETED' : 'IN_PROGRESS',
          progress: progress >= 100 ? 100 : 50,
          grade: progress >= 100 ? 0 : null,
          lastPosition: 0,
          furthestPosition: 0,
          furthestAt: at(-days + 1),
          timeExecuted: 300 + ((days * 37) % 1500),
          startDate: at(-days + 1),
          finishDate: progress >= 100 ? finish : null,
        })
        .execute();
    }
    placed.set(`${username} ${code}`, { idUser, idEnrollment, idNodeEnrollment, finish });
    if (right !== null) {
      await attemptKnowledge(db, idCompany, { idUser, idEnrollment, idNodeEnrollment }, right, finish ?? at(-2));
    }
  }

  // Certificates already issued (a member downloads one and it is kept with its authenticity id).
  const certified = await db
    .selectFrom('learning_enrollments as e')
    .innerJoin('learning_nodes as n', 'n.idNode', 'e.idNode')
    .innerJoin('learning_node_enrollments as ne', (join) =>
      join.onRef('ne.idEnrollment', '=', 'e.idEnrollment').onRef('ne.idNode', '=', 'e.idNode'),
    )
    .innerJoin('users as u', 'u.idUser', 'e.idUser')
    .select([
      'e.idEnrollment',
      'e.idUser',
      'e.startDate',
      'e.finishDate',
      'ne.idNodeEnrollment',
      'n.title',
      'n.workload',
      'u.name',
    ])
    .where('e.idCompany', '=', idCompany)
    .where('e.status', 'in', ['COMPLETED', 'PASSED'])
    .where('e.isCurrent', '=', 1)
    .where('u.username', 'in', ['maria@acme.example', 'roberto@acme.example', 'renata@acme.example'])
    .execute();
  for (const entry of certified) {
    await db
      .insertInto('learning_certificates')
      .values({
        idCompany,
        idUser: entry.idUser,
        idEnrollment: entry.idEnrollment,
        idNodeEnrollment: entry.idNodeEnrollment,
        authenticityId: randomBytes(16).toString('hex'),
        title: entry.title,
        username: entry.name,
        workload: entry.workload,
        startDate: entry.startDate,
        finishDate: entry.finishDate ?? at(-1),
        progress: 100,
        createdAt: entry.finishDate ?? at(-1),
      })
      .execute();
  }

  // Satisfaction survey answers of the safety training.
  const survey = await db
    .selectFrom('learning_evaluations')
    .select('idEvaluation')
    .where('idCompany', '=', idCompany)
    .where('evaluationType', '=', 'REACTION')
    .where('title', '=', 'Pesquisa de satisfação')
    .executeTakeFirst();
  if (survey) {
    for (const [username, point, comment] of SURVEY_ANSWERS) {
      const place = placed.get(`${username} seguranca-basica`);
      if (place) await answerSurvey(db, idCompany, survey.idEvaluation, place, point, comment, place.finish ?? at(-2));
    }
  }

  // SCORM lesson records of the interactive courses.
  const packages = await db
    .selectFrom('learning_scos as s')
    .innerJoin('learning_scorm_packages as p', 'p.idScormPackage', 's.idScormPackage')
    .select(['s.idSco', 's.idScormPackage'])
    .where('p.idCompany', '=', idCompany)
    .where('p.idContentItem', 'is not', null)
    .orderBy('s.idSco')
    .execute();
  const lessons: Array<[string, string, number | null, number, number]> = [
    ['teresa@acme.example', 'INCOMPLETE', null, 900, 2],
    ['otavio@acme.example', 'PASSED', 90, 1500, 3],
    ['renata@acme.example', 'FAILED', 55, 1200, 2],
  ];
  for (const [username, status, score, seconds, launches] of lessons) {
    const place = placed.get(`${username} cursos-interativos`);
    if (!place) continue;
    for (const [index, sco] of packages.entries()) {
      const lessonStatus = index === 0 ? status : status === 'PASSED' ? 'COMPLETED' : 'NOT_ATTEMPTED';
      await db
        .insertInto('learning_sco_enrollments')
        .values({
          idCompany,
          idUser: place.idUser,
          idSco: sco.idSco,
          idScormPackage: sco.idScormPackage,
          idEnrollment: place.idEnrollment,
          idNodeEnrollment: place.idNodeEnrollment,
          status: lessonStatus,
          lessonStatus: lessonStatus.toLowerCase(),
          completionStatus: null,
          successStatus: null,
          scoreRaw: index === 0 ? score : null,
          scoreMin: index === 0 && score !== null ? 0 : null,
          scoreMax: index === 0 && score !== null ? 100 : null,
          scoreScaled: null,
          grade: index === 0 ? score : null,
          progressMeasure: null,
          location: null,
          suspendData: null,
          exitMode: null,
          interactions: null,
          objectives: null,
          extra: null,
          totalTime: lessonStatus === 'NOT_ATTEMPTED' ? 0 : seconds,
          numberOfAccess: lessonStatus === 'NOT_ATTEMPTED' ? 0 : launches,
          attempt: 1,
          startDate: at(-20),
          lastAccessDate: lessonStatus === 'NOT_ATTEMPTED' ? null : at(-(3 + index)),
          finishDate:
            lessonStatus === 'COMPLETED' || lessonStatus === 'PASSED' || lessonStatus === 'FAILED' ? at(-3) : null,
        })
        .execute();
    }
  }

  await seedContentActivity(db, idCompany, at);
}

/** A finished attempt at the safety training's knowledge evaluation with `right` of its questions right. */
async function attemptKnowledge(
  db: Db,
  idCompany: number,
  place: { idUser: number; idEnrollment: number; idNodeEnrollment: number },
  right: number,
  finishDate: string,
): Promise<void> {
  const evaluation = await db
    .selectFrom('learning_evaluations')
    .select('idEvaluation')
    .where('idCompany', '=', idCompany)
    .where('title', '=', 'Avaliação: segurança no trabalho')
    .executeTakeFirst();
  if (!evaluation) return;
  const questions = await db
    .selectFrom('learning_questions')
    .select(['idQuestion', 'questionType'])
    .where('idEvaluation', '=', evaluation.idEvaluation)
    .orderBy('position')
    .execute();
  const picks: number[][] = [];
  for (const [index, question] of questions.entries()) {
    const options = await db
      .selectFrom('learning_question_options')
      .select(['idQuestionOption', 'isCorrect'])
      .where('idQuestion', '=', question.idQuestion)
      .orderBy('position')
      .execute();
    const isRight = index < right;
    if (question.questionType === 'CORRELATE') {
      const items = await db
        .selectFrom('learning_question_option_answers')
        .select('idQuestionOption')
        .where('idQuestion', '=', question.idQuestion)
        .orderBy('position')
        .execute();
      const positions = items.map((item) =>
        options.findIndex((option) => option.idQuestionOption === item.idQuestionOption),
      );
      picks.push(isRight ? positions : positions.map((position) => (position + 1) % options.length));
      continue;
    }
    const correct = options.flatMap((option, position) => (option.isCorrect === 1 ? [position] : []));
    const wrong = options.findIndex((option) => option.isCorrect !== 1);
    picks.push(isRight ? correct : [wrong]);
  }
  await seedAttempt(db, {
    idCompany,
    idEvaluation: evaluation.idEvaluation,
    idUser: place.idUser,
    idEnrollment: place.idEnrollment,
    idNodeEnrollment: place.idNodeEnrollment,
    startDate: new Date(Date.parse(finishDate) - 8 * 60_000).toISOString(),
    finishDate,
    picks,
  });
}

/** A finished satisfaction survey: every scale at `point`, the first option, and the comment. */
async function answerSurvey(
  db: Db,
  idCompany: number,
  idEvaluation: number,
  place: { idUser: number; idEnrollment: number; idNodeEnrollment: number },
  point: number,
  comment: string | null,
  finishDate: string,
): Promise<void> {
  const { idQuestionnaire } = await db
    .insertInto('learning_questionnaires')
    .values({
      idCompany,
      idEvaluation,
      idUser: place.idUser,
      idEnrollment: place.idEnrollment,
      idNodeEnrollment: place.idNodeEnrollment,
      questionnaireType: 'EVALUATION',
      startDate: new Date(Date.parse(finishDate) - 3 * 60_000).toISOString(),
      finishDate,
      grade: null,
      attempt: 1,
      finishReason: 'SUBMITTED',
    })
    .returning('idQuestionnaire')
    .executeTakeFirstOrThrow();
  const questions = await db
    .selectFrom('learning_questions')
    .select(['idQuestion', 'questionType', 'mandatory'])
    .where('idEvaluation', '=', idEvaluation)
    .orderBy('position')
    .execute();
  for (const [index, question] of questions.entries()) {
    const scales = await db
      .selectFrom('learning_question_scales')
      .select('idQuestionScale')
      .where('idQuestion', '=', question.idQuestion)
      .orderBy('position')
      .execute();
    const options = await db
      .selectFrom('learning_question_options')
      .select('idQuestionOption')
      .where('idQuestion', '=', question.idQuestion)
      .orderBy('position')
      .execute();
    const scale = scales[Math.min(scales.length - 1, Math.max(0, point - 1))]?.idQuestionScale;
    let answerData: unknown[] = [];
    let answerText: string | null = null;
    if (question.questionType === 'LIKERT_SCALE' && scale) answerData = [{ idQuestionScale: scale }];
    if (question.questionType === 'MULTI_LIKERT_SCALE' && scale) {
      answerData = options.map((option) => ({ idQuestionOption: option.idQuestionOption, idQuestionScale: scale }));
    }
    if (question.questionType === 'SINGLE_OPTION_COMMENT') {
      const option = options[point >= 4 ? 0 : point === 3 ? 1 : 2];
      answerData = option ? [{ idQuestionOption: option.idQuestionOption }] : [];
      answerText = comment;
    }
    if (question.questionType === 'COMMENT')
      answerText = question.mandatory === 1 ? (comment ?? 'Nada a acrescentar.') : null;
    await db
      .insertInto('learning_answers')
      .values({
        idCompany,
        idQuestionnaire,
        idQuestion: question.idQuestion,
        position: index + 1,
        answerData: JSON.stringify(answerData),
        answerText,
        answerStatus: 1,
        revision: 1,
        isCorrect: null,
        answeredAt: finishDate,
        updatedAt: finishDate,
      })
      .execute();
  }
}

/** Visits and votes of the content app's members, and campaign points. */
async function seedContentActivity(db: Db, idCompany: number, at: (days: number, hour?: number) => string) {
  const items = await db
    .selectFrom('content_items as c')
    .select(['c.idContentItem', 'c.idSection', 'c.idApp', 'c.text'])
    .where('c.idCompany', '=', idCompany)
    .where('c.parent', 'is', null)
    .orderBy('c.idContentItem')
    .execute();
  const members = await db
    .selectFrom('users')
    .select(['idUser', 'name'])
    .where('idCompany', '=', idCompany)
    .where('active', '=', 1)
    .orderBy('idUser')
    .execute();
  const votes = new Map<number, number[]>();
  for (const [index, member] of members.entries()) {
    // The first demo's members keep their own history (their last content, their votes).
    if (index < 5) continue;
    for (let visit = 0; visit < 4; visit++) {
      const item = items[(index * 7 + visit * 5) % items.length];
      if (!item) continue;
      const start = at(-((index + visit * 3) % 40) - 1, 9 + visit);
      await db
        .insertInto('navigation_trackings')
        .values({
          idCompany,
          idApp: item.idApp,
          idUser: member.idUser,
          idNavigationItem: item.idContentItem,
          idNavigationType: 1,
          idSection: item.idSection,
          timeStart: start,
          timeExecuted: 40 + ((index * 53 + visit * 29) % 400),
          createdAt: start,
        })
        .execute();
      await db
        .insertInto('navigation_trackings')
        .values({
          idCompany,
          idApp: item.idApp,
          idUser: member.idUser,
          idNavigationItem: item.idSection,
          idNavigationType: 2,
          idSection: item.idSection,
          timeStart: start,
          timeExecuted: 10 + ((index * 11 + visit) % 60),
          createdAt: start,
        })
        .execute();
      if (visit === 0 && index % 2 === 0) {
        const vote = 3 + ((index + visit) % 3);
        await db
          .insertInto('content_ratings')
          .values({ idCompany, idUser: member.idUser, idContentItem: item.idContentItem, vote, ratedAt: start })
          .execute();
        votes.set(item.idContentItem, [...(votes.get(item.idContentItem) ?? []), vote]);
      }
    }
  }
  // The items' average and count follow their votes, as a member's vote updates them.
  for (const [idContentItem, list] of votes) {
    await db
      .updateTable('content_items')
      .set({ rating: list.reduce((sum, vote) => sum + vote, 0) / list.length, numberVotes: list.length })
      .where('idContentItem', '=', idContentItem)
      .execute();
  }

  // Points of the ended winter campaign, over its two months (the running campaign's ranking stays the first
  // demo's: Maria leads it).
  const winter = (
    await db
      .selectFrom('campaigns')
      .select('idCampaign')
      .where('idCompany', '=', idCompany)
      .where('name', '=', 'Desafio de Inverno')
      .executeTakeFirst()
  )?.idCampaign;
  for (const [index, member] of members.entries()) {
    if (index < 5) continue;
    const points: Array<[number | undefined, number, number, number]> = [
      [winter, 5, -118 + index * 3, 700 + index],
      [winter, 5, -95 + index * 2, 750 + index],
      [winter, 5, -75 + index, 800 + index],
    ];
    for (const [idCampaign, value, days, idElement] of points) {
      if (!idCampaign) continue;
      await db
        .insertInto('campaign_points')
        .values({
          idCompany,
          idCampaign,
          idUser: member.idUser,
          idEvent: 1,
          elementType: 'CONTENT_ITEM',
          idElement,
          elementText: items[index % items.length]?.text ?? null,
          points: value,
          eventDate: at(days, 14),
        })
        .execute();
    }
  }
}
