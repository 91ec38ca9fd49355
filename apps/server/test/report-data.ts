import type { Insertable } from 'kysely';
import type { Db } from '../src/db/database';
import type { Tables } from '../src/db/schema';

/**
 * A generated learning history for the reports' tests and benchmark: members across departments, units,
 * branches, roles and a manager hierarchy; trainings with classes (one mandatory with a deadline in days,
 * one with a fixed date, restricted to two departments), enrollments in every status with contents' time,
 * knowledge attempts with answers, a survey, SCORM lesson records, and the content app's viewing records,
 * votes, chat messages, uploads and campaign points. Deterministic for a seed.
 */
export type ReportDataOptions = {
  idCompany: number;
  members: number;
  enrollmentsPerMember: number;
  trainings: number;
  now: Date;
  seed?: number;
};

export type ReportData = {
  idUsers: number[];
  managers: number[];
  trainings: Array<{ idNode: number; idTeams: number[]; idEvaluation: number; idContentItems: number[] }>;
  idSurvey: number;
  idScormPackage: number;
  mandatory: { relative: number; fixed: number };
};

const DAY_MS = 86_400_000;
export const DEPARTMENTS = [
  'Vendas',
  'Operações',
  'Logística',
  'Financeiro',
  'Tecnologia',
  'Jurídico',
  'Marketing',
  'Pessoas',
];
export const UNITS = ['Comercial', 'Industrial', 'Corporativo', 'Serviços'];
export const BRANCHES = ['São Paulo', 'Campinas', 'Recife', 'Curitiba', 'Porto Alegre'];
export const ROLES = ['Assistente', 'Analista', 'Especialista', 'Técnico', 'Coordenador', 'Consultor'];

/** A small deterministic generator (mulberry32). */
function randomOf(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T,
    chance: (p: number) => next() < p,
  };
}

/** Inserts rows in multi-row statements small enough for both engines' parameter limits. */
async function insertMany<T extends keyof Tables>(db: Db, table: T, rows: Insertable<Tables[T]>[]): Promise<void> {
  if (rows.length === 0) return;
  const columns = Object.keys(rows[0] as object).length;
  const size = Math.max(1, Math.min(1000, Math.floor(30_000 / columns)));
  for (let index = 0; index < rows.length; index += size) {
    await db
      .insertInto(table)
      .values(rows.slice(index, index + size) as never)
      .execute();
  }
}

async function insertReturning<T extends keyof Tables, K extends string>(
  db: Db,
  table: T,
  values: Insertable<Tables[T]>,
  key: K,
): Promise<number> {
  const row = (await db
    .insertInto(table)
    .values(values as never)
    .returning(key as never)
    .executeTakeFirstOrThrow()) as Record<K, number>;
  return row[key];
}

export async function generateReportData(db: Db, options: ReportDataOptions): Promise<ReportData> {
  const random = randomOf(options.seed ?? 27);
  const { idCompany, now } = options;
  const at = (days: number) => new Date(now.getTime() + days * DAY_MS).toISOString();
  const stamp = at(0);
  const apps = await db.selectFrom('apps').select(['idApp', 'idAppType']).where('idCompany', '=', idCompany).execute();

  // Members: a director, one manager per department under the director, everyone else under a manager.
  const existing = await db.selectFrom('users').select('idUser').where('idCompany', '=', idCompany).execute();
  const offset = existing.length;
  const memberRow = (index: number, department: string | null, idManager: number | null, role: string) => ({
    idCompany,
    email: `membro${offset + index}@relatorios.example`,
    name: `Membro ${String(offset + index).padStart(5, '0')}`,
    phone: null,
    cpf: null,
    userType: 1,
    username: `membro${offset + index}@relatorios.example`,
    passwordHash: null,
    tokenVersion: 0,
    userLicenceTermsAccepted: 1,
    communicationAccepted: 0,
    emailNotification: 1,
    smsNotification: 0,
    guestCompany: null,
    guestCnpj: null,
    department,
    role,
    managerName: null,
    idManager,
    unit: random.pick(UNITS),
    branch: random.pick(BRANCHES),
    employeeCode: `E${offset + index}`,
    admin: 0,
    canAccessSupport: 0,
    active: random.chance(0.97) ? 1 : 0,
    photo: null,
    askPWA: 0,
    lastLogin: null,
    lastAccess: at(-random.int(0, 60)),
    createdAt: at(-random.int(10, 700)),
  });
  const director = await insertReturning(db, 'users', { ...memberRow(0, null, null, 'Diretor'), active: 1 }, 'idUser');
  const managers: number[] = [];
  for (const [index, department] of DEPARTMENTS.entries()) {
    managers.push(
      await insertReturning(
        db,
        'users',
        { ...memberRow(index + 1, department, director, 'Gerente'), active: 1 },
        'idUser',
      ),
    );
  }
  const plain = Math.max(0, options.members - managers.length - 1);
  const rows = Array.from({ length: plain }, (_, index) => {
    const which = random.int(0, DEPARTMENTS.length - 1);
    // A few members have no department, to show the empty group.
    const department = random.chance(0.02) ? null : (DEPARTMENTS[which] as string);
    return memberRow(index + managers.length + 1, department, managers[which] as number, random.pick(ROLES));
  });
  await insertMany(db, 'users', rows);
  const idUsers = [
    director,
    ...managers,
    ...(
      await db
        .selectFrom('users')
        .select('idUser')
        .where('idCompany', '=', idCompany)
        .where('email', 'like', '%@relatorios.example')
        .orderBy('idUser')
        .execute()
    )
      .map((row) => row.idUser)
      .filter((id) => id !== director && !managers.includes(id)),
  ];
  await insertMany(
    db,
    'user_apps',
    idUsers.flatMap((idUser) => apps.map((app) => ({ idUser, idApp: app.idApp }))),
  );

  // Trainings, each with two classes, two contents and a knowledge evaluation of two questions.
  const trainings: ReportData['trainings'] = [];
  for (let index = 0; index < options.trainings; index++) {
    const idNode = await insertReturning(
      db,
      'learning_nodes',
      {
        idCompany,
        nodeCode: `relatorio-treinamento-${index + 1}`,
        originalNodeCode: null,
        nodeType: 'LEARNING',
        entryPoint: 0,
        title: `Treinamento gerado ${String(index + 1).padStart(2, '0')}`,
        shortTitle: null,
        label: null,
        description: null,
        syllabus: null,
        workload: 60 * random.int(1, 8),
        image: null,
        mobileImage: null,
        selfEnrollment: 1,
        visibility: index === 1 ? 'RESTRICTED' : 'PUBLIC',
        audience: index === 1 ? JSON.stringify(['Operações', 'Logística']) : null,
        status: 'PUBLISHED',
        allowComments: 0,
        commentsLabel: null,
        hasCampaign: 0,
        equivalentNodeCode: null,
        createdAt: stamp,
        mandatory: index < 2 ? 1 : 0,
        dueDate: index === 1 ? at(-15) : null,
        dueDays: index === 0 ? 30 : null,
      },
      'idNode',
    );
    const idTeams: number[] = [];
    for (const [position, name] of ['Turma A', 'Turma B'].entries()) {
      idTeams.push(
        await insertReturning(
          db,
          'learning_teams',
          {
            idCompany,
            idNode,
            name,
            description: null,
            initialDate: at(-500),
            // Class B of every third training has ended: its unfinished enrollments are expired.
            finalDate: position === 1 && index % 3 === 2 ? at(-5) : at(400),
            duration: null,
            capacity: null,
            enrolledCount: 0,
            needApproval: 0,
            allowReenrollment: 1,
            allowAccessUponCompletion: 1,
            idCertificate: null,
            enableCertificateForChildren: 0,
            allowComments: 0,
            commentsLabel: null,
            hasAttachments: 0,
            status: 'ACTIVE',
            createdAt: stamp,
          },
          'idTeam',
        ),
      );
    }
    const idContentItems: number[] = [];
    for (const kind of [2, 9]) {
      idContentItems.push(
        await insertReturning(
          db,
          'learning_content_items',
          {
            idCompany,
            idContentType: kind,
            idSection: null,
            text: `Conteúdo ${kind} do treinamento ${index + 1}`,
            description: null,
            label: null,
            author: null,
            content: null,
            contentLocation: null,
            link: null,
            image: null,
            mobileImage: null,
            duration: 300,
            workload: 10,
            shareable: 0,
            isSeekingBlocked: 0,
            idChatRoom: null,
            views: 0,
            active: 1,
            createdAt: stamp,
          },
          'idContentItem',
        ),
      );
    }
    const idEvaluation = await insertReturning(
      db,
      'learning_evaluations',
      {
        idCompany,
        title: `Prova gerada ${String(index + 1).padStart(2, '0')}`,
        description: null,
        evaluationType: 'KNOWLEDGE',
        evaluationMasteryScore: 70,
        createdAt: stamp,
      },
      'idEvaluation',
    );
    trainings.push({ idNode, idTeams, idEvaluation, idContentItems });
  }
  const questions = new Map<
    number,
    Array<{ idQuestion: number; options: Array<{ id: number; isCorrect: boolean }> }>
  >();
  for (const training of trainings) {
    const list: Array<{ idQuestion: number; options: Array<{ id: number; isCorrect: boolean }> }> = [];
    for (let position = 1; position <= 2; position++) {
      const idQuestion = await insertReturning(
        db,
        'learning_questions',
        {
          idCompany,
          idEvaluation: training.idEvaluation,
          position,
          questionType: 'SINGLE_OPTION',
          statement: `Questão ${position}`,
          mandatory: 1,
          sourceIdentifier: null,
          createdAt: stamp,
        },
        'idQuestion',
      );
      const options: Array<{ id: number; isCorrect: boolean }> = [];
      for (let option = 0; option < 3; option++) {
        const id = await insertReturning(
          db,
          'learning_question_options',
          {
            idCompany,
            idQuestion,
            position: option,
            description: `Alternativa ${option + 1}`,
            isCorrect: option === 0 ? 1 : 0,
          },
          'idQuestionOption',
        );
        options.push({ id, isCorrect: option === 0 });
      }
      list.push({ idQuestion, options });
    }
    questions.set(training.idEvaluation, list);
  }

  // A survey with a Likert question and a comment.
  const idSurvey = await insertReturning(
    db,
    'learning_evaluations',
    {
      idCompany,
      title: 'Pesquisa gerada',
      description: null,
      evaluationType: 'REACTION',
      evaluationMasteryScore: null,
      createdAt: stamp,
    },
    'idEvaluation',
  );
  const likert = await insertReturning(
    db,
    'learning_questions',
    {
      idCompany,
      idEvaluation: idSurvey,
      position: 1,
      questionType: 'LIKERT_SCALE',
      statement: 'Quanto gostou?',
      mandatory: 1,
      sourceIdentifier: null,
      createdAt: stamp,
    },
    'idQuestion',
  );
  const scales: number[] = [];
  for (let value = 1; value <= 5; value++) {
    scales.push(
      await insertReturning(
        db,
        'learning_question_scales',
        { idCompany, idQuestion: likert, position: value, description: `Nível ${value}`, value },
        'idQuestionScale',
      ),
    );
  }
  const surveyComment = await insertReturning(
    db,
    'learning_questions',
    {
      idCompany,
      idEvaluation: idSurvey,
      position: 2,
      questionType: 'COMMENT',
      statement: 'Comentários',
      mandatory: 0,
      sourceIdentifier: null,
      createdAt: stamp,
    },
    'idQuestion',
  );

  // A SCORM package of two lessons, played in the first training.
  const idScormPackage = await insertReturning(
    db,
    'learning_scorm_packages',
    {
      idCompany,
      idContentItem: null,
      title: 'Pacote gerado',
      fileName: 'pacote-gerado.zip',
      uploadKey: 'scorm/gerado.zip',
      uploadSize: 1,
      status: 'SUCCESS',
      errorMessage: null,
      version: '1.2',
      edition: null,
      storagePrefix: null,
      organization: null,
      warnings: null,
      files: null,
      fileCount: 1,
      totalBytes: 1,
      idJob: null,
      createdBy: director,
      createdAt: stamp,
      processedAt: stamp,
    },
    'idScormPackage',
  );
  const scos: number[] = [];
  for (let position = 0; position < 2; position++) {
    scos.push(
      await insertReturning(
        db,
        'learning_scos',
        {
          idCompany,
          idScormPackage,
          position,
          identifier: `item-${position}`,
          parentIdentifier: null,
          depth: 1,
          title: `Lição ${position + 1}`,
          scormType: 'sco',
          isVisible: 1,
          launchPath: 'index.html',
          launchQuery: '',
          masteryScore: 80,
          scaledPassingScore: null,
          completionThreshold: null,
          prerequisites: null,
          maxTimeAllowed: null,
          timeLimitAction: null,
          dataFromLms: null,
          sequencing: null,
        },
        'idSco',
      ),
    );
  }

  // Enrollments.
  const enrollmentRows: Array<Insertable<Tables['learning_enrollments']>> = [];
  const perMember = Math.min(options.enrollmentsPerMember, trainings.length);
  for (const idUser of idUsers) {
    const start = random.int(0, trainings.length - 1);
    for (let k = 0; k < perMember; k++) {
      const training = trainings[(start + k) % trainings.length] as ReportData['trainings'][number];
      const idTeam = random.pick(training.idTeams);
      const roll = random.next();
      const creation = -random.int(1, 420);
      let status = 'NOT_ATTEMPTED';
      let progress = 0;
      let finish: string | null = null;
      let validity: string | null = null;
      if (roll < 0.15) {
        status = 'NOT_ATTEMPTED';
      } else if (roll < 0.4) {
        status = random.chance(0.5) ? 'IN_PROGRESS' : 'INCOMPLETE';
        progress = random.int(5, 95);
      } else if (roll < 0.7) {
        status = 'COMPLETED';
        progress = 100;
        finish = at(Math.min(-1, creation + random.int(1, 60)));
        if (random.chance(0.1)) validity = at(-random.int(1, 30));
      } else if (roll < 0.85) {
        status = 'PASSED';
        progress = 100;
        finish = at(Math.min(-1, creation + random.int(1, 60)));
      } else if (roll < 0.95) {
        status = 'FAILED';
        progress = 100;
        finish = at(Math.min(-1, creation + random.int(1, 60)));
      } else {
        status = 'EXPIRED';
        progress = random.int(0, 80);
      }
      enrollmentRows.push({
        idCompany,
        idUser,
        idNode: training.idNode,
        idTeam,
        status,
        progress,
        isCurrent: 1,
        processing: 0,
        startDate: status === 'NOT_ATTEMPTED' ? null : at(creation),
        finishDate: finish,
        validityDate: validity,
        lastAccessDate: status === 'NOT_ATTEMPTED' ? null : at(Math.min(-1, creation + random.int(0, 90))),
        creationDate: at(creation),
      });
    }
  }
  // A replaced enrollment now and then (history, not counted as current).
  for (let index = 0; index < enrollmentRows.length; index += 97) {
    const row = enrollmentRows[index] as Insertable<Tables['learning_enrollments']>;
    enrollmentRows.push({ ...row, status: 'FAILED', progress: 100, isCurrent: 0, creationDate: at(-600) });
  }
  await insertMany(db, 'learning_enrollments', enrollmentRows);
  const enrollments = await db
    .selectFrom('learning_enrollments')
    .select(['idEnrollment', 'idUser', 'idNode', 'status', 'creationDate', 'finishDate'])
    .where('idCompany', '=', idCompany)
    .where(
      'idNode',
      'in',
      trainings.map((training) => training.idNode),
    )
    .orderBy('idEnrollment')
    .execute();

  await insertMany(
    db,
    'learning_node_enrollments',
    enrollments.map((enrollment) => ({
      idCompany,
      idUser: enrollment.idUser,
      idEnrollment: enrollment.idEnrollment,
      idNode: enrollment.idNode,
      idParentNodeEnrollment: null,
      status: enrollment.status,
      progress: 0,
      startDate: enrollment.creationDate,
      finishDate: enrollment.finishDate,
    })),
  );
  const nodeEnrollmentOf = new Map(
    (
      await db
        .selectFrom('learning_node_enrollments')
        .select(['idEnrollment', 'idNodeEnrollment'])
        .where('idCompany', '=', idCompany)
        .where(
          'idNode',
          'in',
          trainings.map((training) => training.idNode),
        )
        .execute()
    ).map((row) => [row.idEnrollment, row.idNodeEnrollment]),
  );
  const trainingOf = new Map(trainings.map((training) => [training.idNode, training]));
  const contentRows: Array<Insertable<Tables['learning_content_enrollments']>> = [];
  const attemptRows: Array<Insertable<Tables['learning_questionnaires']>> = [];
  const attemptAnswers: Array<{ index: number; idEvaluation: number; grade: number }> = [];
  const scoRows: Array<Insertable<Tables['learning_sco_enrollments']>> = [];
  for (const enrollment of enrollments) {
    const training = trainingOf.get(enrollment.idNode) as ReportData['trainings'][number];
    const started = enrollment.status !== 'NOT_ATTEMPTED';
    if (started) {
      for (const idContentItem of training.idContentItems.slice(0, random.int(1, 2))) {
        contentRows.push({
          idCompany,
          idUser: enrollment.idUser,
          idEnrollment: enrollment.idEnrollment,
          idNodeEnrollment: nodeEnrollmentOf.get(enrollment.idEnrollment) as number,
          idContentItem,
          status: 'COMPLETED',
          progress: 100,
          grade: 0,
          lastPosition: 0,
          furthestPosition: 0,
          furthestAt: null,
          timeExecuted: random.int(30, 1800),
          startDate: enrollment.creationDate,
          finishDate: enrollment.finishDate,
        });
      }
    }
    if (enrollment.finishDate) {
      for (let attempt = 1; attempt <= random.int(1, 2); attempt++) {
        const grade = random.pick([0, 50, 50, 100, 100, 100]);
        attemptAnswers.push({ index: attemptRows.length, idEvaluation: training.idEvaluation, grade });
        attemptRows.push({
          idCompany,
          idEvaluation: training.idEvaluation,
          idUser: enrollment.idUser,
          idEnrollment: enrollment.idEnrollment,
          idNodeEnrollment: null,
          questionnaireType: null,
          startDate: enrollment.finishDate,
          finishDate: enrollment.finishDate,
          grade,
          attempt,
        });
      }
    } else if (started && random.chance(0.2)) {
      attemptRows.push({
        idCompany,
        idEvaluation: training.idEvaluation,
        idUser: enrollment.idUser,
        idEnrollment: enrollment.idEnrollment,
        idNodeEnrollment: null,
        questionnaireType: null,
        startDate: enrollment.creationDate,
        finishDate: null,
        grade: null,
        attempt: 1,
      });
    }
    if (training === trainings[0] && started) {
      for (const idSco of scos) {
        const status = random.pick(['NOT_ATTEMPTED', 'INCOMPLETE', 'COMPLETED', 'PASSED', 'FAILED']);
        const score = status === 'PASSED' || status === 'FAILED' ? random.int(40, 100) : null;
        scoRows.push({
          idCompany,
          idUser: enrollment.idUser,
          idSco,
          idScormPackage,
          idEnrollment: enrollment.idEnrollment,
          idNodeEnrollment: null,
          status,
          lessonStatus: null,
          completionStatus: null,
          successStatus: null,
          scoreRaw: score,
          scoreMin: score === null ? null : 0,
          scoreMax: score === null ? null : 100,
          scoreScaled: null,
          grade: score,
          progressMeasure: null,
          location: null,
          suspendData: null,
          exitMode: null,
          interactions: null,
          objectives: null,
          extra: null,
          totalTime: random.int(0, 2400),
          numberOfAccess: random.int(1, 4),
          attempt: random.int(1, 2),
          startDate: enrollment.creationDate,
          lastAccessDate: at(-random.int(0, 100)),
          finishDate: null,
        });
      }
    }
  }
  await insertMany(db, 'learning_content_enrollments', contentRows);
  await insertMany(db, 'learning_sco_enrollments', scoRows);
  // Survey answers come with some of the attempts (one per member that finished something).
  const surveyTakers = idUsers.filter(() => random.chance(0.3));
  for (const idUser of surveyTakers) {
    attemptRows.push({
      idCompany,
      idEvaluation: idSurvey,
      idUser,
      idEnrollment: null,
      idNodeEnrollment: null,
      questionnaireType: null,
      startDate: at(-random.int(1, 200)),
      finishDate: at(-1),
      grade: null,
      attempt: 1,
    });
  }
  await insertMany(db, 'learning_questionnaires', attemptRows);
  const attempts = await db
    .selectFrom('learning_questionnaires')
    .select(['idQuestionnaire', 'idEvaluation', 'grade', 'finishDate'])
    .where('idCompany', '=', idCompany)
    .where('idEvaluation', 'in', [...trainings.map((training) => training.idEvaluation), idSurvey])
    .orderBy('idQuestionnaire')
    .execute();
  const answerRows: Array<Insertable<Tables['learning_answers']>> = [];
  for (const attempt of attempts) {
    if (!attempt.finishDate) continue;
    if (attempt.idEvaluation === idSurvey) {
      const scale = random.pick(scales);
      answerRows.push(
        answerRow(idCompany, attempt.idQuestionnaire, likert, 1, [{ idQuestionScale: scale }], null, null, stamp),
      );
      if (random.chance(0.5)) {
        answerRows.push(
          answerRow(
            idCompany,
            attempt.idQuestionnaire,
            surveyComment,
            2,
            [],
            `Comentário ${attempt.idQuestionnaire}`,
            null,
            stamp,
          ),
        );
      }
      continue;
    }
    const list = questions.get(attempt.idEvaluation) ?? [];
    // The grade says how many of the two questions were right (0, 50 or 100).
    const right = Math.round(((attempt.grade ?? 0) / 100) * list.length);
    list.forEach((question, index) => {
      const isRight = index < right;
      const option = isRight
        ? (question.options.find((entry) => entry.isCorrect) as { id: number })
        : random.pick(question.options.filter((entry) => !entry.isCorrect));
      answerRows.push(
        answerRow(
          idCompany,
          attempt.idQuestionnaire,
          question.idQuestion,
          index + 1,
          [{ idQuestionOption: option.id }],
          null,
          isRight ? 1 : 0,
          stamp,
        ),
      );
    });
  }
  await insertMany(db, 'learning_answers', answerRows);

  // The content app: visits, votes, chat and uploads of the company's sections, and campaign points.
  const items = await db
    .selectFrom('content_items')
    .select(['idContentItem', 'idSection', 'idApp'])
    .where('idCompany', '=', idCompany)
    .orderBy('idContentItem')
    .execute();
  const sections = [...new Set(items.map((item) => item.idSection))];
  const visits: Array<Insertable<Tables['navigation_trackings']>> = [];
  const votes: Array<Insertable<Tables['content_ratings']>> = [];
  const messages: Array<Insertable<Tables['chat_messages']>> = [];
  const uploads: Array<Insertable<Tables['user_uploads']>> = [];
  const points: Array<Insertable<Tables['campaign_points']>> = [];
  const rooms = await db.selectFrom('chat_rooms').select('idChatRoom').where('idCompany', '=', idCompany).execute();
  const campaigns = await db.selectFrom('campaigns').select('idCampaign').where('idCompany', '=', idCompany).execute();
  for (const idUser of idUsers) {
    if (items.length > 0) {
      for (let visit = 0; visit < 3; visit++) {
        const item = random.pick(items);
        const time = at(-random.int(0, 120));
        visits.push({
          idCompany,
          idApp: item.idApp,
          idUser,
          idNavigationItem: item.idContentItem,
          idNavigationType: 1,
          idSection: item.idSection,
          timeStart: time,
          timeExecuted: random.int(5, 600),
          createdAt: time,
        });
      }
      const section = random.pick(sections);
      const sectionItem = items.find((item) => item.idSection === section) as (typeof items)[number];
      visits.push({
        idCompany,
        idApp: sectionItem.idApp,
        idUser,
        idNavigationItem: section,
        idNavigationType: 2,
        idSection: section,
        timeStart: at(-random.int(0, 120)),
        timeExecuted: random.int(5, 120),
        createdAt: stamp,
      });
      if (random.chance(0.4)) {
        votes.push({
          idCompany,
          idUser,
          idContentItem: random.pick(items).idContentItem,
          vote: random.int(1, 5),
          ratedAt: at(-random.int(0, 120)),
        });
      }
      if (random.chance(0.05)) {
        uploads.push({
          idCompany,
          idSection: random.pick(sections),
          idUser,
          title: 'Envio gerado',
          description: '',
          name: 'foto.jpg',
          mimetype: 'image/jpeg',
          extension: 'jpg',
          storageKey: 'gerado/foto.jpg',
          url: '/files/gerado/foto.jpg',
          size: 10,
          createdAt: at(-random.int(0, 120)),
        });
      }
    }
    if (rooms.length > 0 && random.chance(0.2)) {
      messages.push({
        idCompany,
        idChatRoom: random.pick(rooms).idChatRoom,
        idUser,
        userName: 'Membro',
        message: 'Olá',
        moment: at(-random.int(0, 120)),
      });
    }
    if (campaigns.length > 0) {
      for (let event = 0; event < 2; event++) {
        points.push({
          idCompany,
          idCampaign: random.pick(campaigns).idCampaign,
          idUser,
          idEvent: 1,
          elementType: 'CONTENT_ITEM',
          idElement: 900_000 + event,
          elementText: 'Conteúdo',
          points: random.pick([5, 10, 20]),
          eventDate: at(-random.int(0, 200)),
        });
      }
    }
  }
  // One vote per member and item.
  const uniqueVotes = [...new Map(votes.map((vote) => [`${vote.idUser}-${vote.idContentItem}`, vote])).values()];
  await insertMany(db, 'navigation_trackings', visits);
  await insertMany(db, 'content_ratings', uniqueVotes);
  await insertMany(db, 'chat_messages', messages);
  await insertMany(db, 'user_uploads', uploads);
  await insertMany(db, 'campaign_points', points);

  return {
    idUsers,
    managers,
    trainings,
    idSurvey,
    idScormPackage,
    mandatory: { relative: trainings[0]?.idNode ?? 0, fixed: trainings[1]?.idNode ?? 0 },
  };
}

function answerRow(
  idCompany: number,
  idQuestionnaire: number,
  idQuestion: number,
  position: number,
  answerData: unknown[],
  answerText: string | null,
  isCorrect: number | null,
  stamp: string,
): Insertable<Tables['learning_answers']> {
  return {
    idCompany,
    idQuestionnaire,
    idQuestion,
    position,
    answerData: JSON.stringify(answerData),
    answerText,
    answerStatus: 1,
    revision: 1,
    isCorrect,
    answeredAt: stamp,
    updatedAt: stamp,
  };
}
