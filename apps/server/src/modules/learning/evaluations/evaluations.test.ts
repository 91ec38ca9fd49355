import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  buildEvaluation,
  buildTraining,
  comment,
  correlate,
  likert,
  multiLikert,
  multiOption,
  rightAnswerData,
  singleOption,
  singleOptionComment,
  type TrainingElement,
  trueOrFalse,
  wrongAnswerData,
} from '../../../../test/evaluation-builders';
import { body, createTestApp, type TestApp } from '../../../../test/harness';
import { buildTeam, enrollIn, type Session } from '../../../../test/learning-builders';

/**
 * The evaluation calls of spec 3, 7.3 through the real app on a real database: evaluations placed in
 * trainings the members enroll in through the API, the learning core resolving each enrollment.
 */

let t: TestApp;
let sessions: Record<'maria' | 'joao' | 'carlos' | 'ana', Session>;
let acme: number;
let globex: number;

beforeAll(async () => {
  t = await createTestApp();
  sessions = {
    maria: await t.login('maria@acme.example', 'acme-academy'),
    joao: await t.login('joao@acme.example', 'acme-academy'),
    carlos: await t.login('carlos@globex.example', 'globex'),
    ana: await t.login('ana@acme.example', 'acme-academy'),
  };
  acme = sessions.maria.loginInfo.idCompany;
  globex = sessions.carlos.loginInfo.idCompany;
});

afterAll(async () => {
  await t?.close();
});

beforeEach(() => {
  t.clock.set('2026-11-21T12:00:00.000Z');
});

type Member = keyof typeof sessions;

/** Enrolls a member (through the API) in a new training of their company whose page holds the elements. */
async function enrollIn_(member: Member, elements: TrainingElement[]): Promise<number> {
  const session = sessions[member];
  const nodeCode = await buildTraining(t.db, session.loginInfo.idCompany, elements);
  const idTeam = await buildTeam(t, session.loginInfo.idCompany, nodeCode);
  return enrollIn(t, session, idTeam);
}

/** Enrolls a member in a training holding the evaluations. */
function enroll(member: Member, ...idEvaluations: number[]): Promise<number> {
  return enrollIn_(
    member,
    idEvaluations.map((idEvaluation) => ({ idEvaluation })),
  );
}

function paths(member: Member, idEnrollment: number | '-', idEvaluation: number) {
  const evaluation = `/learning/students/${sessions[member].loginInfo.idUser}/enrollments/${idEnrollment}/evaluations/${idEvaluation}`;
  const q = `${evaluation}/questionnaires`;
  return {
    evaluation,
    q,
    questionnaire: (id: number) => `${q}/${id}`,
    answer: (id: number, idAnswer: number) => `${q}/${id}/answers/${idAnswer}`,
    time: (id: number) => `${q}/${id}/time`,
    result: (id: number) => `${q}/${id}/result`,
    answerResult: (id: number, idAnswer: number) => `${q}/${id}/answers/${idAnswer}/result`,
    save: (id: number) => `${q}/${id}/save`,
    finish: (id: number) => `${q}/${id}/finish`,
  };
}

function call(member: Member, method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) {
  return t.app.inject({
    method,
    url,
    headers: sessions[member].headers,
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
}

/** Starts an attempt and reads it back: ids of the questionnaire and of its answers in order. */
async function start(member: Member, idEnrollment: number | '-', idEvaluation: number) {
  const p = paths(member, idEnrollment, idEvaluation);
  const started = await call(member, 'POST', p.q, {});
  expect(started.statusCode, started.body).toBe(200);
  const idQuestionnaire = body(started).idQuestionnaire as number;
  const read = body(await call(member, 'GET', p.questionnaire(idQuestionnaire)));
  const answers = read.evaluation.answers as Array<{ idAnswer: number; question: { idQuestion: number } }>;
  return { p, idQuestionnaire, answers, read };
}

/** The stored enrollment and the navigation map's state of the evaluation element. */
async function progressOf(member: Member, idEnrollment: number, idEvaluation: number) {
  const enrollment = await t.db
    .selectFrom('learning_enrollments')
    .select(['status', 'progress'])
    .where('idEnrollment', '=', idEnrollment)
    .executeTakeFirstOrThrow();
  const map = body(
    await call(
      member,
      'GET',
      `/learning/students/${sessions[member].loginInfo.idUser}/enrollments/${idEnrollment}/navigation-map`,
    ),
  );
  const element = (map.mapElements as Array<{ idEvaluation: number | null; status: string; progress: number }>).find(
    (item) => item.idEvaluation === idEvaluation,
  );
  return { enrollment, element };
}

const everyScoredType = () => [
  singleOption('Qual EPI protege a cabeça?', ['Capacete', 'Luva', 'Botina'], 0),
  trueOrFalse('O extintor de CO2 serve para fogo em equipamentos elétricos.', true),
  multiOption('Marque os EPIs da área de solda.', [
    ['Máscara de solda', true],
    ['Boné', false],
    ['Avental de raspa', true],
  ]),
  correlate(
    'Associe cada placa ao seu significado.',
    ['Proibição', 'Obrigação', 'Alerta'],
    [
      ['Placa vermelha', 0],
      ['Placa azul', 1],
      ['Placa amarela', 2],
    ],
  ),
];

describe('GET .../evaluations/:idEvaluation and POST Q', () => {
  it('shows the introduction data, then starts one attempt that a second start (another tab) shares', async () => {
    const { idEvaluation } = await buildEvaluation(t.db, acme, { timeLimit: 30, questions: everyScoredType() });
    const idEnrollment = await enroll('maria', idEvaluation);
    const p = paths('maria', idEnrollment, idEvaluation);

    const intro = body(await call('maria', 'GET', p.evaluation));
    expect(intro.evaluation).toMatchObject({
      idEvaluation,
      evaluationType: 'KNOWLEDGE',
      questionnaireType: 'EVALUATION',
      evaluationMasteryScore: 70,
      questionCount: 4,
      questionnaire: null,
      attempts: 0,
      remainingTries: 3,
      parameters: { timeLimit: 30, lockNavigation: 0, maxTries: 3, showResponseSummary: 1 },
    });

    const [first, second] = await Promise.all([call('maria', 'POST', p.q, {}), call('maria', 'POST', p.q, {})]);
    expect(first.statusCode).toBe(200);
    expect(second.statusCode).toBe(200);
    expect(body(first).idQuestionnaire).toBe(body(second).idQuestionnaire);
    expect([body(first).created, body(second).created].sort()).toEqual([false, true]);
    const questionnaire = body(first).questionnaire;
    expect(questionnaire.startDate).toBe('2026-11-21T12:00:00.000Z');
    expect(questionnaire.deadline).toBe('2026-11-21T12:30:00.000Z');

    const count = await t.db
      .selectFrom('learning_questionnaires')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('idEvaluation', '=', idEvaluation)
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(1);
  });

  it('refuses a body that contradicts the path, and an evaluation of an unknown type', async () => {
    const { idEvaluation } = await buildEvaluation(t.db, acme);
    const idEnrollment = await enroll('maria', idEvaluation);
    const p = paths('maria', idEnrollment, idEvaluation);
    const contradiction = await call('maria', 'POST', p.q, { idEvaluation: idEvaluation + 1 });
    expect(contradiction.statusCode).toBe(400);
    expect(body(contradiction).field).toBe('idEvaluation');
    const wrongType = await call('maria', 'POST', p.q, { questionnaireType: 'SURVEY' });
    expect(body(wrongType).field).toBe('questionnaireType');

    const odd = await buildEvaluation(t.db, acme, { evaluationType: 'GAME' });
    const idOther = await enroll('maria', odd.idEvaluation);
    const intro = body(await call('maria', 'GET', paths('maria', idOther, odd.idEvaluation).evaluation));
    expect(intro.evaluation.evaluationType).toBe('GAME');
    const refused = await call('maria', 'POST', paths('maria', idOther, odd.idEvaluation).q, {});
    expect(refused.statusCode).toBe(404);
    expect(body(refused).message).toBe('TIPO DE AVALIAÇÃO NÃO ENCONTRADA.');
  });

  it('draws questionAmount questions for each attempt, in the evaluation order', async () => {
    const { idEvaluation, idQuestions } = await buildEvaluation(t.db, acme, {
      questionAmount: 2,
      questions: everyScoredType(),
    });
    const { answers } = await start('maria', await enroll('maria', idEvaluation), idEvaluation);
    expect(answers).toHaveLength(2);
    const drawn = answers.map((answer) => idQuestions.indexOf(answer.question.idQuestion));
    expect(drawn.every((index) => index >= 0)).toBe(true);
    expect([...drawn].sort()).toEqual(drawn);
  });
});

describe('GET Q/:idQuestionnaire', () => {
  it('sends the questions without any correctness data before the questionnaire is finished', async () => {
    const { idEvaluation } = await buildEvaluation(t.db, acme, { questions: everyScoredType() });
    const { read, p, idQuestionnaire, answers } = await start(
      'maria',
      await enroll('maria', idEvaluation),
      idEvaluation,
    );
    const raw = (await call('maria', 'GET', p.questionnaire(idQuestionnaire))).body;
    expect(raw).not.toMatch(/isCorrect|correct/i);
    const correlateAnswer = read.evaluation.answers[3];
    expect(correlateAnswer.question.questionType).toBe('CORRELATE');
    expect(Object.keys(correlateAnswer.question.optionAnswers[0]).sort()).toEqual([
      'description',
      'idQuestionOptionAnswer',
    ]);
    expect(Object.keys(read.evaluation.answers[0].question.options[0]).sort()).toEqual([
      'description',
      'idQuestionOption',
      'selected',
    ]);
    // Not even after answering.
    await call('maria', 'PUT', p.answer(idQuestionnaire, answers[0]!.idAnswer), {
      answerData: await rightAnswerData(t.db, answers[0]!.question.idQuestion),
    });
    const again = await call('maria', 'GET', p.questionnaire(idQuestionnaire));
    expect(again.body).not.toMatch(/isCorrect|correct/i);
    expect(body(again).evaluation.answers[0].question.options[0].selected).toBe(1);
  });

  it('another member, another company or another enrollment gets not found on every route', async () => {
    const { idEvaluation } = await buildEvaluation(t.db, acme);
    const idEnrollment = await enroll('maria', idEvaluation);
    const { idQuestionnaire, answers } = await start('maria', idEnrollment, idEvaluation);
    const idAnswer = answers[0]!.idAnswer;

    // João (same company) with his own user id in the path, Maria's enrollment.
    const joao = paths('joao', idEnrollment, idEvaluation);
    // João's own enrollment holding the evaluation, Maria's questionnaire.
    const joaoEnrollment = await enroll('joao', idEvaluation);
    const joaoOwn = paths('joao', joaoEnrollment, idEvaluation);
    // Maria's path called by João (the path's user is not the caller).
    const maria = paths('maria', idEnrollment, idEvaluation);
    // Carlos (Globex) in his own enrollment pointing at the Acme evaluation.
    const carlos = paths('carlos', await enroll('carlos', idEvaluation), idEvaluation);

    for (const [member, set] of [
      ['joao', joao],
      ['joao', joaoOwn],
      ['joao', maria],
      ['carlos', carlos],
    ] as const) {
      const requests: Array<['GET' | 'POST' | 'PUT', string, unknown?]> = [
        ['GET', set.questionnaire(idQuestionnaire)],
        ['PUT', set.answer(idQuestionnaire, idAnswer), { answerData: [] }],
        ['PUT', set.time(idQuestionnaire), { timeLeft: 10 }],
        ['GET', set.result(idQuestionnaire)],
        ['GET', set.answerResult(idQuestionnaire, idAnswer)],
        ['POST', set.save(idQuestionnaire), { answers: [] }],
        ['POST', set.finish(idQuestionnaire)],
      ];
      if (set !== joaoOwn) requests.push(['GET', set.evaluation], ['POST', set.q, {}]);
      for (const [method, url, payload] of requests) {
        const response = await call(member, method, url, payload);
        expect(response.statusCode, `${member} ${method} ${url}`).toBe(404);
        expect(body(response).code).toBe('NOT_FOUND');
      }
    }
    // Nothing of Maria's attempt changed.
    const after = body(await call('maria', 'GET', maria.questionnaire(idQuestionnaire)));
    expect(after.evaluation.finishDate).toBeNull();
    expect(after.evaluation.answers[0].answerData).toEqual([]);
  });
});

describe('PUT Q/:idQuestionnaire/answers/:idAnswer (autosave)', () => {
  it('saves each answer as given, with answerStatus, and accepts the same answer twice without duplicating', async () => {
    const { idEvaluation } = await buildEvaluation(t.db, acme, { questions: everyScoredType() });
    const { p, idQuestionnaire, answers } = await start('maria', await enroll('maria', idEvaluation), idEvaluation);
    const multi = answers[2]!;
    const data = await rightAnswerData(t.db, multi.question.idQuestion);
    const url = p.answer(idQuestionnaire, multi.idAnswer);
    const first = await call('maria', 'PUT', url, { answerData: data, revision: 1 });
    const replay = await call('maria', 'PUT', url, { answerData: data, revision: 1 });
    expect(first.statusCode).toBe(200);
    expect(body(replay)).toEqual(body(first));
    expect(body(first).answer).toMatchObject({ idAnswer: multi.idAnswer, answerStatus: true, revision: 1 });
    const rows = await t.db
      .selectFrom('learning_answers')
      .selectAll()
      .where('idQuestionnaire', '=', idQuestionnaire)
      .execute();
    expect(rows).toHaveLength(4);
  });

  it('ignores a replay older than the stored answer (an offline queue or another tab)', async () => {
    const { idEvaluation } = await buildEvaluation(t.db, acme, { questions: everyScoredType() });
    const { p, idQuestionnaire, answers } = await start('maria', await enroll('maria', idEvaluation), idEvaluation);
    const single = answers[0]!;
    const url = p.answer(idQuestionnaire, single.idAnswer);
    const right = await rightAnswerData(t.db, single.question.idQuestion);
    const wrong = await wrongAnswerData(t.db, single.question.idQuestion);
    await call('maria', 'PUT', url, { answerData: right, revision: 3 });
    const stale = body(await call('maria', 'PUT', url, { answerData: wrong, revision: 2 }));
    expect(stale.answer).toMatchObject({ answerData: right, revision: 3 });
  });

  it('refuses an option of another question, two options on a single choice and a 4001-character comment', async () => {
    const { idEvaluation } = await buildEvaluation(t.db, acme, {
      questions: [...everyScoredType(), comment('Deixe um comentário.')],
    });
    const { p, idQuestionnaire, answers } = await start('maria', await enroll('maria', idEvaluation), idEvaluation);
    const foreign = await rightAnswerData(t.db, answers[1]!.question.idQuestion);
    const wrongQuestion = await call('maria', 'PUT', p.answer(idQuestionnaire, answers[0]!.idAnswer), {
      answerData: foreign,
    });
    expect(wrongQuestion.statusCode).toBe(400);
    expect(body(wrongQuestion)).toMatchObject({ code: 'INVALID_ANSWER', message: 'Opção inválida para esta questão.' });

    const options = body(await call('maria', 'GET', p.questionnaire(idQuestionnaire))).evaluation.answers[0].question
      .options as Array<{ idQuestionOption: number }>;
    const two = await call('maria', 'PUT', p.answer(idQuestionnaire, answers[0]!.idAnswer), {
      answerData: options.slice(0, 2).map((o) => ({ idQuestionOption: o.idQuestionOption })),
    });
    expect(body(two).message).toBe('Esta questão aceita uma única resposta.');

    const long = await call('maria', 'PUT', p.answer(idQuestionnaire, answers[4]!.idAnswer), {
      answerData: [],
      answerText: 'a'.repeat(4001),
    });
    expect(long.statusCode).toBe(400);
    expect(body(long).message).toBe('O comentário pode ter no máximo 4000 caracteres.');
    const unknown = await call('maria', 'PUT', p.answer(idQuestionnaire, 999_999), { answerData: [] });
    expect(unknown.statusCode).toBe(404);
  });
});

describe('POST Q/:idQuestionnaire/finish and the results', () => {
  it('refuses a blank attempt and one with pending questions, listing them as questão N', async () => {
    const { idEvaluation } = await buildEvaluation(t.db, acme, { questions: everyScoredType() });
    const { p, idQuestionnaire, answers } = await start('maria', await enroll('maria', idEvaluation), idEvaluation);
    const blank = await call('maria', 'POST', p.finish(idQuestionnaire));
    expect(blank.statusCode).toBe(400);
    expect(body(blank)).toMatchObject({
      code: 'EVALUATION_INCOMPLETE',
      message: 'É necessário responder todas as questões para enviar a avaliação.',
    });
    for (const index of [0, 2]) {
      await call('maria', 'PUT', p.answer(idQuestionnaire, answers[index]!.idAnswer), {
        answerData: await rightAnswerData(t.db, answers[index]!.question.idQuestion),
      });
    }
    const pending = await call('maria', 'POST', p.finish(idQuestionnaire));
    expect(body(pending).message).toBe('Faltam responder as seguintes questões: questão 2, questão 4');
    await call('maria', 'PUT', p.answer(idQuestionnaire, answers[1]!.idAnswer), {
      answerData: await rightAnswerData(t.db, answers[1]!.question.idQuestion),
    });
    // CORRELATE with two of three items numbered is still pending.
    const partial = (await rightAnswerData(t.db, answers[3]!.question.idQuestion)).slice(0, 2);
    const saved = body(
      await call('maria', 'PUT', p.answer(idQuestionnaire, answers[3]!.idAnswer), { answerData: partial }),
    );
    expect(saved.answer.answerStatus).toBe(false);
    expect(body(await call('maria', 'POST', p.finish(idQuestionnaire))).message).toBe(
      'Falta responder a seguinte questão. questão 4',
    );
    const row = await t.db
      .selectFrom('learning_questionnaires')
      .select('finishDate')
      .where('idQuestionnaire', '=', idQuestionnaire)
      .executeTakeFirstOrThrow();
    expect(row.finishDate).toBeNull();
  });

  it('grades on the server: every scored type right gives 100 and PASSED, the training rolls up; the key is shown afterwards', async () => {
    const { idEvaluation } = await buildEvaluation(t.db, acme, { questions: everyScoredType() });
    const idEnrollment = await enroll('maria', idEvaluation);
    const { p, idQuestionnaire, answers } = await start('maria', idEnrollment, idEvaluation);

    const early = await call('maria', 'GET', p.result(idQuestionnaire));
    expect(early.statusCode).toBe(409);
    expect(body(early).code).toBe('QUESTIONNAIRE_NOT_FINISHED');
    expect((await call('maria', 'GET', p.answerResult(idQuestionnaire, answers[0]!.idAnswer))).statusCode).toBe(409);

    for (const answer of answers) {
      await call('maria', 'PUT', p.answer(idQuestionnaire, answer.idAnswer), {
        answerData: await rightAnswerData(t.db, answer.question.idQuestion),
      });
    }
    t.clock.advance(60_000);
    const done = await call('maria', 'POST', p.finish(idQuestionnaire));
    expect(done.statusCode).toBe(200);
    expect(body(done)).toMatchObject({ idQuestionnaire, grade: 100, finishDate: '2026-11-21T12:01:00.000Z' });
    // The element is passed in the navigation map and the training, made of it alone, is complete.
    expect(await progressOf('maria', idEnrollment, idEvaluation)).toEqual({
      enrollment: { status: 'COMPLETED', progress: 100 },
      element: expect.objectContaining({ status: 'PASSED', progress: 100 }),
    });

    const again = await call('maria', 'POST', p.finish(idQuestionnaire));
    // The same finish, without the campaign points the first one earned.
    expect(body(again)).toEqual({ ...body(done), earnPoints: 0 });

    const result = body(await call('maria', 'GET', p.result(idQuestionnaire))).result;
    expect(result).toMatchObject({
      grade: 100,
      masteryScore: 70,
      passed: true,
      attempts: 1,
      remainingTries: 2,
      finishReason: 'SUBMITTED',
      questionnaireType: 'EVALUATION',
    });
    expect(
      result.summary.map((row: { position: number; isCorrect: boolean }) => [row.position, row.isCorrect]),
    ).toEqual([
      [1, true],
      [2, true],
      [3, true],
      [4, true],
    ]);

    const key = body(await call('maria', 'GET', p.answerResult(idQuestionnaire, answers[3]!.idAnswer))).answer;
    expect(key.questionType).toBe('CORRELATE');
    expect(key.isCorrect).toBe(true);
    for (const item of key.optionAnswers) expect(item.chosenIdQuestionOption).toBe(item.correctIdQuestionOption);

    const late = await call('maria', 'PUT', p.answer(idQuestionnaire, answers[0]!.idAnswer), { answerData: [] });
    expect(late.statusCode).toBe(409);
    expect(body(late).code).toBe('QUESTIONNAIRE_FINISHED');
  });

  it('a wrong answer per scored type gives 0 and FAILED, with the chosen and right options in the key', async () => {
    const { idEvaluation } = await buildEvaluation(t.db, acme, { questions: everyScoredType() });
    const { p, idQuestionnaire, answers } = await start('maria', await enroll('maria', idEvaluation), idEvaluation);
    for (const answer of answers) {
      await call('maria', 'PUT', p.answer(idQuestionnaire, answer.idAnswer), {
        answerData: await wrongAnswerData(t.db, answer.question.idQuestion),
      });
    }
    expect(body(await call('maria', 'POST', p.finish(idQuestionnaire))).grade).toBe(0);
    const result = body(await call('maria', 'GET', p.result(idQuestionnaire))).result;
    expect(result).toMatchObject({ grade: 0, passed: false });
    const key = body(await call('maria', 'GET', p.answerResult(idQuestionnaire, answers[0]!.idAnswer))).answer;
    expect(key.isCorrect).toBe(false);
    expect(key.options.map((o: { selected: number; isCorrect: number }) => [o.selected, o.isCorrect])).toEqual([
      [0, 1],
      [1, 0],
      [0, 0],
    ]);
  });

  it('without showResponseSummary the result has no summary and the key is refused', async () => {
    const { idEvaluation } = await buildEvaluation(t.db, acme, { showResponseSummary: 0 });
    const { p, idQuestionnaire, answers } = await start('maria', await enroll('maria', idEvaluation), idEvaluation);
    await call('maria', 'PUT', p.answer(idQuestionnaire, answers[0]!.idAnswer), {
      answerData: await rightAnswerData(t.db, answers[0]!.question.idQuestion),
    });
    await call('maria', 'POST', p.finish(idQuestionnaire));
    expect(body(await call('maria', 'GET', p.result(idQuestionnaire))).result.summary).toEqual([]);
    const key = await call('maria', 'GET', p.answerResult(idQuestionnaire, answers[0]!.idAnswer));
    expect(key.statusCode).toBe(403);
    expect(body(key).message).toBe('O gabarito desta avaliação não está disponível.');
  });
});

describe('tries', () => {
  async function takeAttempt(member: 'maria', idEnrollment: number, idEvaluation: number, right: boolean) {
    const { p, idQuestionnaire, answers } = await start(member, idEnrollment, idEvaluation);
    for (const answer of answers) {
      const data = right
        ? await rightAnswerData(t.db, answer.question.idQuestion)
        : await wrongAnswerData(t.db, answer.question.idQuestion);
      await call(member, 'PUT', p.answer(idQuestionnaire, answer.idAnswer), { answerData: data });
    }
    expect((await call(member, 'POST', p.finish(idQuestionnaire))).statusCode).toBe(200);
    return p;
  }

  it('refuses a new attempt once maxTries are used', async () => {
    const { idEvaluation } = await buildEvaluation(t.db, acme, { maxTries: 2 });
    const idEnrollment = await enroll('maria', idEvaluation);
    await takeAttempt('maria', idEnrollment, idEvaluation, false);
    const p = await takeAttempt('maria', idEnrollment, idEvaluation, false);
    const intro = body(await call('maria', 'GET', p.evaluation)).evaluation;
    expect(intro).toMatchObject({ attempts: 2, remainingTries: 0, questionnaire: { attempt: 2 } });
    const refused = await call('maria', 'POST', p.q, {});
    expect(refused.statusCode).toBe(409);
    expect(body(refused).message).toBe('Você não tem mais tentativas para esta avaliação.');
  });

  it('lockAfterApproval ends the tries after a pass', async () => {
    const { idEvaluation } = await buildEvaluation(t.db, acme, { maxTries: 5, lockAfterApproval: 1 });
    const idEnrollment = await enroll('maria', idEvaluation);
    await takeAttempt('maria', idEnrollment, idEvaluation, false);
    const p = await takeAttempt('maria', idEnrollment, idEvaluation, true);
    expect(body(await call('maria', 'GET', p.evaluation)).evaluation.remainingTries).toBe(0);
    expect((await call('maria', 'POST', p.q, {})).statusCode).toBe(409);
  });

  it('a PRE_TEST has one try whatever maxTries says', async () => {
    const { idEvaluation } = await buildEvaluation(t.db, acme, { evaluationType: 'PRE_TEST', maxTries: 4 });
    const idEnrollment = await enroll('maria', idEvaluation);
    const p = await takeAttempt('maria', idEnrollment, idEvaluation, false);
    const intro = body(await call('maria', 'GET', p.evaluation)).evaluation;
    expect(intro.parameters.maxTries).toBe(1);
    expect(intro.remainingTries).toBe(0);
    expect((await call('maria', 'POST', p.q, {})).statusCode).toBe(409);
  });
});

describe('the server timer', () => {
  it('keeps the deadline through reloads and second tabs, and refuses an answer after it', async () => {
    const { idEvaluation } = await buildEvaluation(t.db, acme, { timeLimit: 10, questions: everyScoredType() });
    const idEnrollment = await enroll('maria', idEvaluation);
    const { p, idQuestionnaire, answers, read } = await start('maria', idEnrollment, idEvaluation);
    expect(read.evaluation.timeLeft).toBe(600);

    t.clock.advance(4 * 60_000);
    // A reload and a second tab's start both see the same clock.
    expect(body(await call('maria', 'GET', p.questionnaire(idQuestionnaire))).evaluation.timeLeft).toBe(360);
    const tab = body(await call('maria', 'POST', p.q, {}));
    expect(tab).toMatchObject({ idQuestionnaire, created: false });
    expect(tab.questionnaire.deadline).toBe(read.evaluation.questionnaire.deadline);
    // The device's report does not move it.
    const time = body(await call('maria', 'PUT', p.time(idQuestionnaire), { timeLeft: 600 }));
    expect(time).toMatchObject({ timeLeft: 360, finishDate: null });

    const first = answers[0]!;
    await call('maria', 'PUT', p.answer(idQuestionnaire, first.idAnswer), {
      answerData: await rightAnswerData(t.db, first.question.idQuestion),
    });
    t.clock.advance(6 * 60_000 + 3_000);
    // Within the transit grace an answer still counts.
    const inTransit = await call('maria', 'PUT', p.answer(idQuestionnaire, answers[1]!.idAnswer), {
      answerData: await rightAnswerData(t.db, answers[1]!.question.idQuestion),
    });
    expect(inTransit.statusCode).toBe(200);
    expect(body(inTransit).timeLeft).toBe(0);
    t.clock.advance(3_000);
    const late = await call('maria', 'PUT', p.answer(idQuestionnaire, answers[2]!.idAnswer), {
      answerData: await rightAnswerData(t.db, answers[2]!.question.idQuestion),
    });
    expect(late.statusCode).toBe(409);
    expect(body(late)).toMatchObject({ code: 'EVALUATION_TIME_EXPIRED', message: 'O tempo da avaliação terminou.' });

    // The late answer finished the attempt with what was answered in time: 2 of 4.
    const result = body(await call('maria', 'GET', p.result(idQuestionnaire))).result;
    expect(result).toMatchObject({ grade: 50, finishReason: 'TIME_EXPIRED', passed: false });
    expect((await progressOf('maria', idEnrollment, idEvaluation)).element).toMatchObject({
      status: 'FAILED',
      progress: 100,
    });
  });

  it('reaching zero finishes: PUT time at the deadline finishes with the answers given', async () => {
    const { idEvaluation } = await buildEvaluation(t.db, acme, { timeLimit: 1, questions: everyScoredType() });
    const { p, idQuestionnaire } = await start('maria', await enroll('maria', idEvaluation), idEvaluation);
    t.clock.advance(60_000);
    const time = body(await call('maria', 'PUT', p.time(idQuestionnaire), { timeLeft: 0 }));
    expect(time).toMatchObject({ timeLeft: 0, finishDate: '2026-11-21T12:01:00.000Z' });
    const result = body(await call('maria', 'GET', p.result(idQuestionnaire))).result;
    expect(result).toMatchObject({ grade: 0, finishReason: 'TIME_EXPIRED' });
  });

  it('the finish call at zero finishes even with pending questions', async () => {
    const { idEvaluation } = await buildEvaluation(t.db, acme, { timeLimit: 1, questions: everyScoredType() });
    const { p, idQuestionnaire } = await start('maria', await enroll('maria', idEvaluation), idEvaluation);
    t.clock.advance(60_000);
    const done = await call('maria', 'POST', p.finish(idQuestionnaire));
    expect(done.statusCode).toBe(200);
    expect(body(done).grade).toBe(0);
  });

  it('an attempt left open past its deadline is finished when next read, and a new start begins a new attempt', async () => {
    const { idEvaluation } = await buildEvaluation(t.db, acme, { timeLimit: 5, questions: everyScoredType() });
    const idEnrollment = await enroll('maria', idEvaluation);
    const { p, idQuestionnaire } = await start('maria', idEnrollment, idEvaluation);
    t.clock.advance(60 * 60_000);
    const intro = body(await call('maria', 'GET', p.evaluation)).evaluation;
    expect(intro.questionnaire).toMatchObject({ idQuestionnaire, grade: 0 });
    expect(intro.questionnaire.finishDate).not.toBeNull();
    expect(intro.attempts).toBe(1);
    const next = body(await call('maria', 'POST', p.q, {}));
    expect(next.created).toBe(true);
    expect(next.questionnaire.attempt).toBe(2);
  });
});

describe('surveys (REACTION)', () => {
  it('saves the page with POST save and finishes without a grade; optional comments may stay empty', async () => {
    const { idEvaluation } = await buildEvaluation(t.db, acme, {
      evaluationType: 'REACTION',
      evaluationMasteryScore: null,
      maxTries: 1,
      timeLimit: 15,
      closingText: 'Obrigado pela sua opinião!',
      questions: [
        likert('O conteúdo foi útil para o meu trabalho.'),
        multiLikert('Avalie:', ['Instrutor', 'Material', 'Duração']),
        singleOptionComment('Você recomendaria?', ['Sim', 'Não']),
        comment('O que podemos melhorar?'),
        comment('Algo mais?', 0),
      ],
    });
    const { p, idQuestionnaire, read } = await start('maria', await enroll('maria', idEvaluation), idEvaluation);
    expect(read.evaluation.questionnaireType).toBe('SURVEY');
    expect(read.evaluation.timeLeft).toBeNull();
    const answers = read.evaluation.answers as Array<{
      idAnswer: number;
      question: {
        options: Array<{ idQuestionOption: number }>;
        scales: Array<{ idQuestionScale: number }>;
      };
    }>;
    const [scaleQ, multiQ, choiceQ, commentQ] = answers;
    const page = {
      answers: [
        { idAnswer: scaleQ!.idAnswer, answerData: [{ idQuestionScale: scaleQ!.question.scales[4]!.idQuestionScale }] },
        {
          idAnswer: multiQ!.idAnswer,
          answerData: multiQ!.question.options.map((option) => ({
            idQuestionOption: option.idQuestionOption,
            idQuestionScale: multiQ!.question.scales[3]!.idQuestionScale,
          })),
        },
        {
          idAnswer: choiceQ!.idAnswer,
          answerData: [{ idQuestionOption: choiceQ!.question.options[0]!.idQuestionOption }],
          answerText: 'Muito bom.',
        },
        { idAnswer: commentQ!.idAnswer, answerData: [], answerText: '' },
      ],
    };
    const saved = body(await call('maria', 'POST', p.save(idQuestionnaire), page));
    expect(saved.answers.map((a: { answerStatus: boolean }) => a.answerStatus)).toEqual([true, true, true, false]);
    const blocked = await call('maria', 'POST', p.finish(idQuestionnaire));
    expect(body(blocked).message).toBe('Falta responder a seguinte questão. questão 4');

    const invalid = await call('maria', 'POST', p.save(idQuestionnaire), {
      answers: [
        { idAnswer: commentQ!.idAnswer, answerData: [], answerText: 'Mais pausas.' },
        { idAnswer: scaleQ!.idAnswer, answerData: [{ idQuestionScale: 999_999 }] },
      ],
    });
    expect(invalid.statusCode).toBe(400);
    expect(body(invalid).field).toBe('answers.1');
    // Nothing of the refused page was kept.
    const still = body(await call('maria', 'GET', p.questionnaire(idQuestionnaire)));
    expect(still.evaluation.answers[3].answerText).toBeNull();

    await call('maria', 'POST', p.save(idQuestionnaire), {
      answers: [{ idAnswer: commentQ!.idAnswer, answerData: [], answerText: 'Mais pausas.' }],
    });
    const done = body(await call('maria', 'POST', p.finish(idQuestionnaire)));
    expect(done.grade).toBeNull();
    const result = body(await call('maria', 'GET', p.result(idQuestionnaire))).result;
    expect(result).toMatchObject({ questionnaireType: 'SURVEY', grade: null, passed: true, remainingTries: 0 });
    expect(result.summary.every((row: { isCorrect: boolean | null }) => row.isCorrect === null)).toBe(true);
  });
});

describe('writes need an open enrollment', () => {
  it('reads still work once the class ended, answers and new attempts are refused', async () => {
    const { idEvaluation } = await buildEvaluation(t.db, acme);
    const idEnrollment = await enroll('maria', idEvaluation);
    const { p, idQuestionnaire, answers } = await start('maria', idEnrollment, idEvaluation);
    const { idTeam } = await t.db
      .selectFrom('learning_enrollments')
      .select('idTeam')
      .where('idEnrollment', '=', idEnrollment)
      .executeTakeFirstOrThrow();
    await t.db
      .updateTable('learning_teams')
      .set({ finalDate: '2026-11-20T00:00:00.000Z' })
      .where('idTeam', '=', idTeam)
      .execute();
    expect((await call('maria', 'GET', p.questionnaire(idQuestionnaire))).statusCode).toBe(200);
    const answer = await call('maria', 'PUT', p.answer(idQuestionnaire, answers[0]!.idAnswer), { answerData: [] });
    expect(answer.statusCode).toBe(403);
    expect(body(answer).code).toBe('ENROLLMENT_EXPIRED');
  });
});

describe('placement in the training', () => {
  it('a sequential evaluation cannot start before the previous element is complete, and nothing is written', async () => {
    const { idEvaluation } = await buildEvaluation(t.db, acme);
    const { idContentItem } = await t.db
      .selectFrom('learning_content_items')
      .select('idContentItem')
      .where('idCompany', '=', acme)
      .where('idContentType', '=', 5)
      .orderBy('idContentItem')
      .executeTakeFirstOrThrow();
    const idEnrollment = await enrollIn_('maria', [{ idContentItem }, { idEvaluation, sequential: 1 }]);
    const before = await t.db
      .selectFrom('learning_node_enrollments')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('idEnrollment', '=', idEnrollment)
      .executeTakeFirstOrThrow();
    const p = paths('maria', idEnrollment, idEvaluation);
    const locked = await call('maria', 'POST', p.q, {});
    expect(locked.statusCode).toBe(403);
    expect(body(locked)).toMatchObject({ code: 'ELEMENT_LOCKED' });
    const after = await t.db
      .selectFrom('learning_node_enrollments')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('idEnrollment', '=', idEnrollment)
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
    // The introduction can still be read.
    expect((await call('maria', 'GET', p.evaluation)).statusCode).toBe(200);
  });

  it("an evaluation outside the enrollment's training is not found, even of the same company", async () => {
    const inTraining = await buildEvaluation(t.db, acme);
    const elsewhere = await buildEvaluation(t.db, acme);
    const idEnrollment = await enroll('maria', inTraining.idEvaluation);
    await enroll('maria', elsewhere.idEvaluation);
    const response = await call('maria', 'GET', paths('maria', idEnrollment, elsewhere.idEvaluation).evaluation);
    expect(response.statusCode).toBe(404);
  });

  it('the demo pre-test is taken outside any training ("-"), by members of its company only', async () => {
    const { idEvaluation } = await t.db
      .selectFrom('learning_evaluations')
      .select('idEvaluation')
      .where('idCompany', '=', acme)
      .where('evaluationType', '=', 'PRE_TEST')
      .executeTakeFirstOrThrow();
    const p = paths('joao', '-', idEvaluation);
    const intro = body(await call('joao', 'GET', p.evaluation)).evaluation;
    expect(intro).toMatchObject({ evaluationType: 'PRE_TEST', questionnaire: null, remainingTries: 1 });
    const { idQuestionnaire, answers } = await start('joao', '-', idEvaluation);
    for (const answer of answers) {
      await call('joao', 'PUT', p.answer(idQuestionnaire, answer.idAnswer), {
        answerData: await rightAnswerData(t.db, answer.question.idQuestion),
      });
    }
    expect(body(await call('joao', 'POST', p.finish(idQuestionnaire))).grade).toBe(100);
    expect((await call('joao', 'POST', p.q, {})).statusCode).toBe(409);
    // Another company's member, and Maria with João's attempt, are refused.
    expect((await call('carlos', 'GET', paths('carlos', '-', idEvaluation).evaluation)).statusCode).toBe(404);
    expect(
      (await call('maria', 'GET', paths('maria', '-', idEvaluation).questionnaire(idQuestionnaire))).statusCode,
    ).toBe(404);
  });

  it('an evaluation placed only inside trainings cannot be taken outside them', async () => {
    const { idEvaluation } = await buildEvaluation(t.db, acme);
    await enroll('maria', idEvaluation);
    expect((await call('maria', 'GET', paths('maria', '-', idEvaluation).evaluation)).statusCode).toBe(404);
    expect((await call('maria', 'POST', paths('maria', '-', idEvaluation).q, {})).statusCode).toBe(404);
  });
});

describe('POST /learning/evaluations/:idEvaluation/questions/import', () => {
  const MOODLE = `<?xml version="1.0" encoding="UTF-8"?>
<quiz>
  <question type="multichoice">
    <name><text>Extintor</text></name>
    <questiontext format="html"><text><![CDATA[<p>Qual extintor usar em fogo elétrico?</p>]]></text></questiontext>
    <single>true</single>
    <answer fraction="100"><text>CO2</text></answer>
    <answer fraction="0"><text>Água</text></answer>
  </question>
  <question type="shortanswer">
    <name><text>Telefone</text></name>
    <questiontext format="html"><text>Número dos bombeiros?</text></questiontext>
    <answer fraction="100"><text>193</text></answer>
  </question>
</quiz>`;

  const importUrl = (idEvaluation: number, dryRun = false) =>
    `/learning/evaluations/${idEvaluation}/questions/import${dryRun ? '?dryRun=1' : ''}`;

  it('an administrator imports a Moodle XML quiz; the unsupported question is reported', async () => {
    const { idEvaluation, idQuestions } = await buildEvaluation(t.db, acme);
    const { headers } = await t.login('ana@acme.example');
    // The file as JSON (base64), previewed first: nothing is stored.
    const preview = await t.app.inject({
      method: 'POST',
      url: importUrl(idEvaluation, true),
      headers,
      payload: { content: Buffer.from(MOODLE).toString('base64'), encoding: 'base64' },
    });
    expect(preview.statusCode, preview.body).toBe(200);
    expect(body(preview)).toMatchObject({
      imported: 0,
      questions: [{ idQuestion: null, questionType: 'SINGLE_OPTION' }],
    });

    // The raw XML file as the body.
    const response = await t.app.inject({
      method: 'POST',
      url: importUrl(idEvaluation),
      headers: { ...headers, 'content-type': 'text/xml' },
      payload: MOODLE,
    });
    expect(body(response)).toMatchObject({
      success: true,
      format: 'MOODLE_XML',
      imported: 1,
      unsupported: [
        { identifier: '#2 Telefone', reason: 'Tipo de questão do Moodle não suportado: shortanswer (resposta curta).' },
      ],
    });
    const stored = await t.db
      .selectFrom('learning_questions')
      .select(['idQuestion', 'position', 'questionType', 'statement', 'sourceIdentifier'])
      .where('idEvaluation', '=', idEvaluation)
      .orderBy('position')
      .execute();
    expect(stored.map((row) => [row.position, row.questionType, row.statement])).toEqual([
      [1, 'SINGLE_OPTION', 'Qual EPI protege a cabeça?'],
      [2, 'SINGLE_OPTION', 'Qual extintor usar em fogo elétrico?'],
    ]);
    expect(stored[0]!.idQuestion).toBe(idQuestions[0]);
    const options = await t.db
      .selectFrom('learning_question_options')
      .select(['description', 'isCorrect'])
      .where('idQuestion', '=', stored[1]!.idQuestion)
      .orderBy('position')
      .execute();
    expect(options).toEqual([
      { description: 'CO2', isCorrect: 1 },
      { description: 'Água', isCorrect: 0 },
    ]);
  });

  it('a member is forbidden, another company gets not found, and a bad file a clear message', async () => {
    const { idEvaluation } = await buildEvaluation(t.db, acme);
    const send = async (username: string, payload: string, contentType = 'application/xml') =>
      t.app.inject({
        method: 'POST',
        url: importUrl(idEvaluation),
        headers: { ...(await t.login(username)).headers, 'content-type': contentType },
        payload,
      });
    expect((await send('maria@acme.example', MOODLE)).statusCode).toBe(403);
    expect((await send('paula@globex.example', MOODLE)).statusCode).toBe(404);
    const bad = await send('ana@acme.example', '<html/>');
    expect(bad.statusCode).toBe(400);
    expect(body(bad).code).toBe('QUESTION_IMPORT_INVALID');
    const wrongType = await send('ana@acme.example', MOODLE, 'image/png');
    expect(wrongType.statusCode).toBe(415);
    const count = await t.db
      .selectFrom('learning_questions')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('idEvaluation', '=', idEvaluation)
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(1);
  });

  it('is listed for every member-facing id check: the evaluation of Globex is not found for Acme', async () => {
    const { idEvaluation } = await buildEvaluation(t.db, globex);
    const { headers } = await t.login('ana@acme.example');
    const response = await t.app.inject({
      method: 'POST',
      url: importUrl(idEvaluation),
      headers: { ...headers, 'content-type': 'application/xml' },
      payload: MOODLE,
    });
    expect(response.statusCode).toBe(404);
  });
});
