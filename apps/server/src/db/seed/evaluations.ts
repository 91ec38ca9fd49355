import { evaluationsRepository, type NewQuestion } from '../../modules/learning/evaluations/evaluations.repository';
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
  question('SINGLE_OPTION', 'pre-escuta', 'Na venda consultiva, o que vem primeiro?', {
    options: choices([1], 'Apresentar o catálogo completo', 'Entender a necessidade do cliente', 'Negociar o desconto'),
  }),
  question('TRUE_OR_FALSE', 'pre-objecao', 'Uma objeção do cliente é sempre um sinal de que a venda está perdida.', {
    options: choices([1], 'Verdadeiro', 'Falso'),
  }),
  question('MULTI_OPTION', 'pre-perguntas', 'Quais são perguntas abertas?', {
    options: choices([0, 2], 'Como vocês fazem isso hoje?', 'Você gostou?', 'O que mais pesa na sua decisão?'),
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

/** Writes the demo evaluations of Acme (returned, for the trainings that hold them) and Globex. */
export async function seedEvaluations(db: Db, now: Date): Promise<DemoEvaluations> {
  const stamp = now.toISOString();
  const company = async (name: string) =>
    (await db.selectFrom('companies').select('idCompany').where('name', '=', name).executeTakeFirstOrThrow()).idCompany;
  const acme = await company('Acme');
  const globex = await company('Globex');

  const evaluations: DemoEvaluations = {
    knowledge: await insertEvaluation(db, acme, stamp, {
      title: 'Avaliação: segurança no trabalho',
      description:
        'Cinco questões sobre EPIs, extintores, sinalização e quase acidentes. Você precisa de 70% para ser aprovado e tem três tentativas.',
      evaluationType: 'KNOWLEDGE',
      evaluationMasteryScore: 70,
      maxTries: 3,
      questions: KNOWLEDGE,
    }),
    timed: await insertEvaluation(db, acme, stamp, {
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
    }),
    preTest: await insertEvaluation(db, acme, stamp, {
      title: 'Pré-teste: vendas consultivas',
      description:
        'Conte o que você já sabe antes de começar. O resultado não reprova: ele mostra o seu ponto de partida.',
      evaluationType: 'PRE_TEST',
      evaluationMasteryScore: null,
      maxTries: 1,
      questions: PRE_TEST,
    }),
    survey: await insertEvaluation(db, acme, stamp, {
      title: 'Pesquisa de satisfação',
      description: 'Sua opinião ajuda a melhorar os próximos treinamentos. Leva menos de dois minutos.',
      evaluationType: 'REACTION',
      evaluationMasteryScore: null,
      maxTries: 1,
      showResponseSummary: 0,
      closingText: 'Obrigado por responder! Suas respostas ajudam a Acme Academy a melhorar cada treinamento.',
      questions: SURVEY,
    }),
  };

  await insertEvaluation(db, globex, stamp, {
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
  return evaluations;
}
