import { gradeAttempt, isAnswerComplete, type QuestionType } from '@trilha/shared/rules/evaluation-grading';
import { evaluationsRepository, type NewQuestion } from '../../modules/learning/evaluations/evaluations.repository';
import { learningScope } from '../../modules/learning/learning-scope';
import type { Db } from '../database';

/**
 * Demo evaluations: for Acme, a knowledge evaluation with every scored question type, a timed one, a
 * pre-test and a satisfaction survey with every survey type; for Globex, one evaluation of its own so
 * that isolation is visible.
 */

export type DemoEvaluations = {
  knowledge: number;
  timed: number;
  preTest: number;
  survey: number;
};

const AGREEMENT = ['Discordo totalmente', 'Discordo', 'Neutro', 'Concordo', 'Concordo totalmente'].map(
  (description, index) => ({ description, value: index + 1 }),
);

const question = (
  questionType: NewQuestion['questionType'],
  sourceIdentifier: string,
  statement: string,
  rest: Partial<NewQuestion> = {},
): NewQuestion => ({ sourceIdentifier, questionType, statement, options: [], optionAnswers: [], scales: [], ...rest });

const choices = (right: number[], ...descriptions: string[]) =>
  descriptions.map((description, index) => ({
    description,
    isCorrect: right.includes(index) ? (1 as const) : (0 as const),
  }));

const KNOWLEDGE: NewQuestion[] = [
  question(
    'SINGLE_OPTION',
    'epi-cabeca',
    'Qual equipamento de proteção individual protege a cabeça contra a queda de objetos?',
    {
      options: choices([1], 'Protetor auricular', 'Capacete com jugular', 'Luva de raspa', 'Botina de bico de aço'),
    },
  ),
  question(
    'TRUE_OR_FALSE',
    'extintor-co2',
    'O extintor de CO2 é indicado para incêndio em equipamentos elétricos energizados.',
    {
      options: choices([0], 'Verdadeiro', 'Falso'),
    },
  ),
  question('MULTI_OPTION', 'epis-solda', 'Marque todos os EPIs obrigatórios na área de solda.', {
    options: choices([0, 2, 3], 'Máscara de solda', 'Boné', 'Avental de raspa', 'Luvas de cano longo'),
  }),
  question('CORRELATE', 'placas', 'Numere cada placa de sinalização com o significado da sua cor.', {
    options: choices([], 'Proibição', 'Obrigação', 'Alerta'),
    optionAnswers: [
      { description: 'Placa vermelha com a faixa diagonal', correctOptionIndex: 0 },
      { description: 'Placa azul com o pictograma branco', correctOptionIndex: 1 },
      { description: 'Placa amarela triangular', correctOptionIndex: 2 },
    ],
  }),
  question('SINGLE_OPTION', 'quase-acidente', 'O que fazer ao presenciar um quase acidente?', {
    options: choices(
      [2],
      'Nada, pois ninguém se machucou',
      'Comentar com os colegas no intervalo',
      'Registrar e avisar o líder no mesmo turno',
    ),
  }),
];

const TIMED: NewQuestion[] = [
  question('SINGLE_OPTION', 'ps-ligacao', 'Qual número chamar para o SAMU?', {
    options: choices([0], '192', '193', '190', '199'),
  }),
  question('TRUE_OR_FALSE', 'ps-queimadura', 'Em uma queimadura leve, deve-se passar manteiga no local.', {
    options: choices([1], 'Verdadeiro', 'Falso'),
  }),
  question('MULTI_OPTION', 'ps-desmaio', 'Marque as atitudes corretas diante de um desmaio.', {
    options: choices(
      [0, 1],
      'Deitar a pessoa de costas',
      'Elevar as pernas',
      'Dar água imediatamente',
      'Sacudir a pessoa',
    ),
  }),
  question('CORRELATE', 'ps-sinais', 'Numere cada sinal com a situação a que ele corresponde.', {
    options: choices([], 'Engasgo', 'Parada cardíaca', 'Hemorragia'),
    optionAnswers: [
      { description: 'Mãos no pescoço e dificuldade de falar', correctOptionIndex: 0 },
      { description: 'Ausência de respiração e de pulso', correctOptionIndex: 1 },
      { description: 'Sangramento abundante e contínuo', correctOptionIndex: 2 },
    ],
  }),
  question('SINGLE_OPTION', 'ps-compressoes', 'Quantas compressões por minuto a reanimação de um adulto pede?', {
    options: choices([1], '60 a 80', '100 a 120', '150 a 180'),
  }),
];

const PRE_TEST: NewQuestion[] = [
  question('SINGLE_OPTION', 'pre-jornada', 'Onde você acompanha o progresso dos seus treinamentos?', {
    options: choices([0], 'Em Minha jornada', 'Em Fale conosco', 'No catálogo'),
  }),
  question('TRUE_OR_FALSE', 'pre-livres', 'Conteúdos livres podem ser acessados sem matrícula.', {
    options: choices([0], 'Verdadeiro', 'Falso'),
  }),
  question('MULTI_OPTION', 'pre-habitos', 'Quais hábitos ajudam a aprender melhor?', {
    options: choices([0, 2], 'Reservar um horário fixo na semana', 'Pular as atividades práticas', 'Anotar as dúvidas'),
  }),
  question('CORRELATE', 'pre-areas', 'Numere cada tema com a trilha em que ele é estudado.', {
    options: choices([], 'Segurança', 'Vendas', 'Liderança'),
    optionAnswers: [
      { description: 'Uso de EPIs', correctOptionIndex: 0 },
      { description: 'Entender a necessidade do cliente', correctOptionIndex: 1 },
      { description: 'Dar feedback à equipe', correctOptionIndex: 2 },
    ],
  }),
];

const SURVEY: NewQuestion[] = [
  question('LIKERT_SCALE', 'satisfacao-geral', 'O treinamento foi útil para o meu trabalho.', { scales: AGREEMENT }),
  question('MULTI_LIKERT_SCALE', 'satisfacao-itens', 'Avalie cada aspecto do treinamento.', {
    options: choices([], 'Conteúdo', 'Instrutor', 'Material de apoio', 'Duração'),
    scales: AGREEMENT,
  }),
  question(
    'SINGLE_OPTION_COMMENT',
    'satisfacao-recomenda',
    'Você recomendaria este treinamento a um colega? Conte por quê.',
    {
      options: choices([], 'Sim', 'Talvez', 'Não'),
    },
  ),
  question('COMMENT', 'satisfacao-melhoria', 'O que podemos melhorar?'),
  { ...question('COMMENT', 'satisfacao-livre', 'Quer deixar mais algum comentário?'), mandatory: 0 },
];

async function insertEvaluation(
  db: Db,
  idCompany: number,
  stamp: string,
  evaluation: {
    title: string;
    description: string;
    evaluationType: 'REACTION' | 'KNOWLEDGE' | 'PRE_TEST';
    evaluationMasteryScore: number | null;
    timeLimit?: number;
    lockNavigation?: 1;
    maxTries: number | null;
    lockAfterApproval?: 1;
    showResponseSummary?: 0 | 1;
    closingText?: string;
    questions: NewQuestion[];
  },
): Promise<number> {
  const { idEvaluation } = await db
    .insertInto('learning_evaluations')
    .values({
      idCompany,
      title: evaluation.title,
      description: evaluation.description,
      evaluationType: evaluation.evaluationType,
      evaluationMasteryScore: evaluation.evaluationMasteryScore,
      createdAt: stamp,
      timeLimit: evaluation.timeLimit ?? null,
      questionAmount: null,
      lockNavigation: evaluation.lockNavigation ?? 0,
      maxTries: evaluation.maxTries,
      showResponseSummary: evaluation.showResponseSummary ?? 1,
      lockAfterApproval: evaluation.lockAfterApproval ?? 0,
      closingText: evaluation.closingText ?? null,
    })
    .returning('idEvaluation')
    .executeTakeFirstOrThrow();
  await evaluationsRepository({ db }).insertQuestions(idCompany, idEvaluation, evaluation.questions, stamp);
  return idEvaluation;
}

/** Stores the questions of an evaluation the learning demo created, and its settings. */
async function completeEvaluation(
  db: Db,
  idCompany: number,
  idEvaluation: number,
  stamp: string,
  values: { description: string; maxTries: number; questions: NewQuestion[] },
): Promise<void> {
  await db
    .updateTable('learning_evaluations')
    .set({ description: values.description, maxTries: values.maxTries })
    .where('idCompany', '=', idCompany)
    .where('idEvaluation', '=', idEvaluation)
    .execute();
  await evaluationsRepository({ db }).insertQuestions(idCompany, idEvaluation, values.questions, stamp);
}

/** A block of evaluations at the end of a training's page. */
async function placeEvaluations(
  db: Db,
  idCompany: number,
  idNode: number,
  title: string,
  elements: Array<{ idEvaluation: number; mandatory: 0 | 1 }>,
): Promise<void> {
  const last = await db
    .selectFrom('learning_blocks')
    .select((eb) => eb.fn.max('position').as('position'))
    .where('idNode', '=', idNode)
    .executeTakeFirst();
  const { idBlock } = await db
    .insertInto('learning_blocks')
    .values({
      idCompany,
      idNode,
      position: Number(last?.position ?? -1) + 1,
      type: 'List',
      title,
      text: null,
      parameters: '{}',
    })
    .returning('idBlock')
    .executeTakeFirstOrThrow();
  for (const [position, element] of elements.entries()) {
    await db
      .insertInto('learning_block_elements')
      .values({
        idCompany,
        idBlock,
        position,
        elementType: 'EVALUATION',
        idNode: null,
        idContentItem: null,
        idEvaluation: element.idEvaluation,
        sequential: 0,
        mandatory: element.mandatory,
        title: null,
        image: null,
        mobileImage: null,
        link: null,
      })
      .execute();
  }
}

/**
 * A finished attempt of a member, graded by the product's rules: `picks` gives, per question in order,
 * the positions of the options chosen (for CORRELATE, the option position of each item).
 */
export async function seedAttempt(
  db: Db,
  attempt: {
    idCompany: number;
    idEvaluation: number;
    idUser: number;
    idEnrollment: number;
    idNodeEnrollment: number;
    startDate: string;
    finishDate: string;
    picks: number[][];
  },
): Promise<void> {
  const repository = evaluationsRepository({ db });
  const questions = await repository.findQuestions(attempt.idCompany, attempt.idEvaluation);
  const details = await repository.findQuestionDetails(
    attempt.idCompany,
    questions.map((q) => q.idQuestion),
  );
  const items = questions.map((q, index) => {
    const detail = details.get(q.idQuestion)!;
    const picks = attempt.picks[index] ?? [];
    const questionType = q.questionType as QuestionType;
    const answerData =
      questionType === 'CORRELATE'
        ? detail.optionAnswers.map((item, i) => ({
            idQuestionOptionAnswer: item.idQuestionOptionAnswer,
            idQuestionOption: detail.options[picks[i] ?? 0]!.idQuestionOption,
          }))
        : picks.map((position) => ({ idQuestionOption: detail.options[position]!.idQuestionOption }));
    return {
      question: {
        questionType,
        mandatory: q.mandatory === 1,
        optionIds: detail.options.map((o) => o.idQuestionOption),
        optionAnswerIds: detail.optionAnswers.map((o) => o.idQuestionOptionAnswer),
        scaleIds: detail.scales.map((o) => o.idQuestionScale),
      },
      key: {
        correctOptionIds: detail.options.filter((o) => o.isCorrect === 1).map((o) => o.idQuestionOption),
        correctMatches: detail.optionAnswers.map((o) => ({
          idQuestionOptionAnswer: o.idQuestionOptionAnswer,
          idQuestionOption: o.idQuestionOption ?? 0,
        })),
      },
      value: { answerData, answerText: null },
    };
  });
  const graded = gradeAttempt(items);
  const idQuestionnaire = await repository.insertQuestionnaire({
    idCompany: attempt.idCompany,
    idEvaluation: attempt.idEvaluation,
    idUser: attempt.idUser,
    idEnrollment: attempt.idEnrollment,
    idNodeEnrollment: attempt.idNodeEnrollment,
    questionnaireType: 'EVALUATION',
    startDate: attempt.startDate,
    finishDate: attempt.finishDate,
    grade: graded.grade,
    attempt: 1,
    deadline: null,
    finishReason: 'SUBMITTED',
  });
  await repository.insertAnswers(
    items.map((item, index) => ({
      idCompany: attempt.idCompany,
      idQuestionnaire,
      idQuestion: questions[index]!.idQuestion,
      position: index + 1,
      answerData: JSON.stringify(item.value.answerData),
      answerText: null,
      answerStatus: isAnswerComplete(item.question, item.value) ? 1 : 0,
      revision: 1,
      isCorrect: graded.results[index] ? 1 : 0,
      answeredAt: attempt.startDate,
      updatedAt: attempt.finishDate,
    })),
  );
}

/**
 * Writes the demo evaluations after the learning demo: for Acme, the welcome pre-test of the home gets
 * its questions, and the training 'Segurança no dia a dia' gets a block with the knowledge evaluation
 * (every scored type), the timed one and the satisfaction survey, where Maria has already failed her
 * first attempt at the knowledge evaluation; Globex gets one evaluation in its own training.
 */
export async function seedEvaluations(db: Db, now: Date): Promise<DemoEvaluations> {
  const stamp = now.toISOString();
  const company = async (name: string) =>
    (await db.selectFrom('companies').select('idCompany').where('name', '=', name).executeTakeFirstOrThrow()).idCompany;
  const acme = await company('Acme');
  const globex = await company('Globex');
  const nodeOf = async (idCompany: number, nodeCode: string) =>
    (
      await db
        .selectFrom('learning_nodes')
        .select('idNode')
        .where('idCompany', '=', idCompany)
        .where('nodeCode', '=', nodeCode)
        .executeTakeFirst()
    )?.idNode;

  const knowledge = await insertEvaluation(db, acme, stamp, {
    title: 'Avaliação: segurança no trabalho',
    description:
      'Cinco questões sobre EPIs, extintores, sinalização e quase acidentes. Você precisa de 70% para ser aprovado e tem três tentativas.',
    evaluationType: 'KNOWLEDGE',
    evaluationMasteryScore: 70,
    maxTries: 3,
    questions: KNOWLEDGE,
  });
  const timed = await insertEvaluation(db, acme, stamp, {
    title: 'Prova cronometrada: primeiros socorros',
    description:
      'Você tem 10 minutos a partir do início, mesmo que saia da página. Cada questão precisa ser respondida antes de avançar.',
    evaluationType: 'KNOWLEDGE',
    evaluationMasteryScore: 60,
    timeLimit: 10,
    lockNavigation: 1,
    maxTries: 2,
    lockAfterApproval: 1,
    questions: TIMED,
  });
  const survey = await insertEvaluation(db, acme, stamp, {
    title: 'Pesquisa de satisfação',
    description: 'Sua opinião ajuda a melhorar os próximos treinamentos. Leva menos de dois minutos.',
    evaluationType: 'REACTION',
    evaluationMasteryScore: null,
    maxTries: 1,
    showResponseSummary: 0,
    closingText: 'Obrigado por responder! Suas respostas ajudam a Acme Academy a melhorar cada treinamento.',
    questions: SURVEY,
  });

  // The home's pre-test (a PreTest block) is the learning demo's welcome pre-test.
  const existingPreTest = await db
    .selectFrom('learning_evaluations')
    .select('idEvaluation')
    .where('idCompany', '=', acme)
    .where('evaluationType', '=', 'PRE_TEST')
    .orderBy('idEvaluation')
    .executeTakeFirst();
  const preTestDescription =
    'Conte o que você já sabe antes de começar. O resultado não reprova: ele mostra o seu ponto de partida.';
  let preTest: number;
  if (existingPreTest) {
    preTest = existingPreTest.idEvaluation;
    await completeEvaluation(db, acme, preTest, stamp, {
      description: preTestDescription,
      maxTries: 1,
      questions: PRE_TEST,
    });
  } else {
    preTest = await insertEvaluation(db, acme, stamp, {
      title: 'Pré-teste de boas-vindas',
      description: preTestDescription,
      evaluationType: 'PRE_TEST',
      evaluationMasteryScore: null,
      maxTries: 1,
      questions: PRE_TEST,
    });
  }

  const training = await nodeOf(acme, 'seguranca-basica');
  if (training) {
    await placeEvaluations(db, acme, training, 'Avaliações', [
      { idEvaluation: knowledge, mandatory: 1 },
      { idEvaluation: timed, mandatory: 0 },
      { idEvaluation: survey, mandatory: 0 },
    ]);
    const maria = await db
      .selectFrom('learning_enrollments as e')
      .innerJoin('users as u', 'u.idUser', 'e.idUser')
      .innerJoin('learning_node_enrollments as ne', (join) =>
        join.onRef('ne.idEnrollment', '=', 'e.idEnrollment').onRef('ne.idNode', '=', 'e.idNode'),
      )
      .selectAll('e')
      .select('ne.idNodeEnrollment')
      .where('u.username', '=', 'maria@acme.example')
      .where('e.idNode', '=', training)
      .where('e.isCurrent', '=', 1)
      .executeTakeFirst();
    if (maria) {
      // Maria tried the knowledge evaluation two days ago and got 60 (3 of 5): two tries remain.
      const day = 24 * 60 * 60 * 1000;
      await seedAttempt(db, {
        idCompany: acme,
        idEvaluation: knowledge,
        idUser: maria.idUser,
        idEnrollment: maria.idEnrollment,
        idNodeEnrollment: maria.idNodeEnrollment,
        startDate: new Date(now.getTime() - 2 * day).toISOString(),
        finishDate: new Date(now.getTime() - 2 * day + 6 * 60_000).toISOString(),
        picks: [[1], [0], [0, 1], [0, 1, 2], [0]],
      });
      const scope = learningScope(db, { now: () => now });
      const nodeEnrollment = await scope.enrollmentRepository.findNodeEnrollmentById(
        acme,
        maria.idUser,
        maria.idNodeEnrollment,
      );
      const enrollment = await scope.enrollmentRepository.findEnrollment(acme, maria.idUser, maria.idEnrollment);
      if (enrollment && nodeEnrollment) await scope.tree.rollUp(enrollment, nodeEnrollment);
    }
  }

  const globexEvaluation = await insertEvaluation(db, globex, stamp, {
    title: 'Avaliação: normas da Globex',
    description: 'Questões sobre as normas internas da Globex.',
    evaluationType: 'KNOWLEDGE',
    evaluationMasteryScore: 70,
    maxTries: 2,
    questions: [
      question('TRUE_OR_FALSE', 'globex-cracha', 'O crachá deve ficar visível em todas as áreas da Globex.', {
        options: choices([0], 'Verdadeiro', 'Falso'),
      }),
    ],
  });
  const globexTraining = await nodeOf(globex, 'globex-seguranca');
  if (globexTraining) {
    await placeEvaluations(db, globex, globexTraining, 'Avaliação', [{ idEvaluation: globexEvaluation, mandatory: 0 }]);
  }
  return { knowledge, timed, preTest, survey };
}
