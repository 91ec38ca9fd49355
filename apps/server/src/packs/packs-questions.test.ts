import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import yazl from 'yazl';
import { createTestDatabase, type TestDatabase } from '../../test/harness';
import { migrateToLatest } from '../db/database';
import { createDiskStorage, type Storage } from '../platform/storage';
import { formatPackError, type PackError } from './pack-reader';
import { importPackFolder } from './packs';

const NOW = new Date('2026-11-21T12:00:00Z');

let database: TestDatabase;
let storage: Storage;
let dataDir: string;

beforeAll(async () => {
  database = await createTestDatabase();
  await migrateToLatest(database.db);
  dataDir = mkdtempSync(join(tmpdir(), 'trilha-packs-questions-'));
  storage = createDiskStorage(join(dataDir, 'uploads'));
});

afterAll(async () => {
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const QTI_ITEM = `<?xml version="1.0" encoding="UTF-8"?>
<assessmentItem xmlns="http://www.imsglobal.org/xsd/imsqti_v2p1" identifier="epi-cabeca" title="EPI da cabeça" adaptive="false" timeDependent="false">
  <responseDeclaration identifier="RESPONSE" cardinality="single" baseType="identifier">
    <correctResponse><value>ChoiceA</value></correctResponse>
  </responseDeclaration>
  <itemBody>
    <choiceInteraction responseIdentifier="RESPONSE" shuffle="false" maxChoices="1">
      <prompt>Qual equipamento protege a cabeça?</prompt>
      <simpleChoice identifier="ChoiceA">Capacete</simpleChoice>
      <simpleChoice identifier="ChoiceB">Luva de raspa</simpleChoice>
      <simpleChoice identifier="ChoiceC">Botina</simpleChoice>
    </choiceInteraction>
  </itemBody>
</assessmentItem>`;

const QTI_ESSAY = `<?xml version="1.0" encoding="UTF-8"?>
<qti-assessment-item xmlns="http://www.imsglobal.org/xsd/imsqtiasi_v3p0" identifier="relato" title="Relato">
  <qti-response-declaration identifier="RESPONSE" cardinality="single" base-type="string"/>
  <qti-item-body>
    <p>Descreva um quase acidente que você presenciou.</p>
    <qti-extended-text-interaction response-identifier="RESPONSE" expected-lines="5"/>
  </qti-item-body>
</qti-assessment-item>`;

const QTI_MANIFEST = `<?xml version="1.0" encoding="UTF-8"?>
<manifest xmlns="http://www.imsglobal.org/xsd/imscp_v1p1" identifier="banco">
  <resources>
    <resource identifier="r1" type="imsqti_item_xmlv2p1" href="itens/epi.xml"><file href="itens/epi.xml"/></resource>
    <resource identifier="r2" type="imsqti_item_xmlv3p0" href="itens/relato.xml"><file href="itens/relato.xml"/></resource>
  </resources>
</manifest>`;

const MOODLE_QUIZ = `<?xml version="1.0" encoding="UTF-8"?>
<quiz>
  <question type="category"><category><text>$course$/top/Segurança</text></category></question>
  <question type="multichoice">
    <name><text>Cores das tubulações</text></name>
    <questiontext format="html"><text><![CDATA[<p>Que cor identifica tubulações de <strong>água</strong> de incêndio?</p>]]></text></questiontext>
    <single>true</single>
    <answer fraction="0"><text>Verde</text></answer>
    <answer fraction="100"><text>Vermelha</text></answer>
    <answer fraction="0"><text>Amarela</text></answer>
  </question>
  <question type="truefalse">
    <name><text>Extintor</text></name>
    <questiontext format="html"><text>O extintor de CO2 serve para fogo em equipamentos elétricos.</text></questiontext>
    <answer fraction="100"><text>true</text></answer>
    <answer fraction="0"><text>false</text></answer>
  </question>
  <question type="essay">
    <name><text>Relato</text></name>
    <questiontext format="html"><text>Conte como você usa os EPIs.</text></questiontext>
  </question>
</quiz>`;

const MOODLE_UNSUPPORTED = `<?xml version="1.0" encoding="UTF-8"?>
<quiz>
  <question type="shortanswer">
    <name><text>Capital</text></name>
    <questiontext format="html"><text>Qual é a capital do Brasil?</text></questiontext>
    <answer fraction="100"><text>Brasília</text></answer>
  </question>
  <question type="numerical">
    <name><text>Soma</text></name>
    <questiontext format="html"><text>Quanto é 2 + 2?</text></questiontext>
    <answer fraction="100"><text>4</text></answer>
  </question>
</quiz>`;

/** A company with one evaluation whose questions are the file `questoes/<file>`, in `learning.yaml`. */
function manifests(company: string, file: string, format: 'qti' | 'moodle') {
  return {
    'pack.yaml': `format: trilha-pack/1
company:
  key: ${company}
  name: ${company}
  design: { firstColor: '#0b5394', secondColor: '#ffffff', thirdColor: '#f1c232', fourthColor: '#333333' }
include: [learning.yaml]
`,
    'learning.yaml': `evaluations:
  - key: prova
    title: Prova de segurança
    type: KNOWLEDGE
    masteryScore: 70
    questions: ./questoes/${file}
    questionFormat: ${format}
`,
  };
}

/** Writes a pack folder from file contents, and answers it. */
function writePack(name: string, files: Record<string, string | Buffer>): string {
  const folder = join(dataDir, name);
  rmSync(folder, { recursive: true, force: true });
  for (const [file, body] of Object.entries(files)) {
    mkdirSync(join(folder, file, '..'), { recursive: true });
    writeFileSync(join(folder, file), body);
  }
  return folder;
}

function zipOf(files: Record<string, string>): Promise<Buffer> {
  const zip = new yazl.ZipFile();
  for (const [name, text] of Object.entries(files)) zip.addBuffer(Buffer.from(text), name);
  zip.end();
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    zip.outputStream.on('data', (chunk: Buffer) => chunks.push(chunk));
    zip.outputStream.on('end', () => resolve(Buffer.concat(chunks)));
    zip.outputStream.on('error', reject);
  });
}

async function importFolder(folder: string) {
  const outcome = await importPackFolder(database.db, storage, folder, { now: NOW });
  if (!outcome.ok) throw new Error(outcome.errors.map(formatPackError).join('\n'));
  return outcome.result;
}

/** The evaluation's questions in order, each with its options. */
async function questionsOf(idCompany: number) {
  const questions = await database.db
    .selectFrom('learning_questions as q')
    .innerJoin('learning_evaluations as e', 'e.idEvaluation', 'q.idEvaluation')
    .select(['q.idQuestion', 'q.questionType', 'q.statement', 'q.sourceIdentifier'])
    .where('e.idCompany', '=', idCompany)
    .orderBy('q.position')
    .execute();
  return Promise.all(
    questions.map(async (question) => ({
      ...question,
      options: await database.db
        .selectFrom('learning_question_options')
        .select(['description', 'isCorrect'])
        .where('idQuestion', '=', question.idQuestion)
        .orderBy('position')
        .execute(),
    })),
  );
}

async function countRows(): Promise<Record<string, number>> {
  const tables = ['companies', 'learning_evaluations', 'learning_questions', 'learning_question_options'] as const;
  const counts: Record<string, number> = {};
  for (const table of tables) {
    const row = await database.db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    counts[table] = Number(row.n);
  }
  return counts;
}

describe('a pack evaluation whose questions are a file', () => {
  it('imports the questions of a QTI item as the evaluation questions, without keeping the file', async () => {
    const folder = writePack('qti', { ...manifests('qti-item', 'epi.xml', 'qti'), 'questoes/epi.xml': QTI_ITEM });
    const result = await importFolder(folder);
    expect(result.notImported).toEqual([]);
    const questions = await questionsOf(result.idCompany);
    expect(questions).toHaveLength(1);
    expect(questions[0]).toMatchObject({
      questionType: 'SINGLE_OPTION',
      statement: 'Qual equipamento protege a cabeça?',
      sourceIdentifier: 'epi-cabeca',
    });
    expect(
      questions[0]?.options.filter((option) => option.isCorrect === 1).map((option) => option.description),
    ).toEqual(['Capacete']);
    expect(questions[0]?.options).toHaveLength(3);
    expect(existsSync(join(dataDir, 'uploads', 'packs', 'qti-item', 'questoes', 'epi.xml'))).toBe(false);
  });

  it('imports every item of a QTI content package (.zip)', async () => {
    const zip = await zipOf({
      'imsmanifest.xml': QTI_MANIFEST,
      'itens/epi.xml': QTI_ITEM,
      'itens/relato.xml': QTI_ESSAY,
    });
    const folder = writePack('qti-zip', { ...manifests('qti-zip', 'banco.zip', 'qti'), 'questoes/banco.zip': zip });
    const result = await importFolder(folder);
    const questions = await questionsOf(result.idCompany);
    expect(questions.map((question) => [question.sourceIdentifier, question.questionType])).toEqual([
      ['epi-cabeca', 'SINGLE_OPTION'],
      ['relato', 'COMMENT'],
    ]);
  });

  it('imports the questions of a Moodle XML quiz, and importing it again changes nothing', async () => {
    const folder = writePack('moodle', {
      ...manifests('moodle-quiz', 'quiz.xml', 'moodle'),
      'questoes/quiz.xml': MOODLE_QUIZ,
    });
    const first = await importFolder(folder);
    const questions = await questionsOf(first.idCompany);
    expect(questions.map((question) => question.questionType)).toEqual(['SINGLE_OPTION', 'TRUE_OR_FALSE', 'COMMENT']);
    expect(questions[0]?.statement).toBe('Que cor identifica tubulações de água de incêndio?');
    expect(questions[0]?.options).toEqual([
      { description: 'Verde', isCorrect: 0 },
      { description: 'Vermelha', isCorrect: 1 },
      { description: 'Amarela', isCorrect: 0 },
    ]);
    expect(first.changes.map((change) => `${change.entityType} ${change.action}`)).toContain(
      'evaluationQuestions create',
    );
    const rows = await countRows();

    const second = await importFolder(folder);
    expect(second.created).toBe(0);
    expect(second.updated).toBe(0);
    expect(await countRows()).toEqual(rows);
    expect((await questionsOf(first.idCompany)).map((question) => question.idQuestion)).toEqual(
      questions.map((question) => question.idQuestion),
    );

    // A changed file replaces the questions while no member has attempted the evaluation.
    writeFileSync(join(folder, 'questoes/quiz.xml'), MOODLE_QUIZ.replace('<text>Verde</text>', '<text>Azul</text>'));
    const third = await importFolder(folder);
    expect(third.changes.map((change) => `${change.entityType} ${change.action}`)).toEqual([
      'evaluationQuestions update',
    ]);
    expect((await questionsOf(first.idCompany))[0]?.options[0]?.description).toBe('Azul');
    expect(await countRows()).toEqual(rows);
  });

  it('refuses a broken file and a file of unsupported items with the file and line, and writes nothing', async () => {
    const before = await countRows();
    const cases: Array<{ name: string; file: string; body: string; expected: string[] }> = [
      {
        name: 'broken',
        file: 'quebrado.xml',
        body: '<?xml version="1.0"?>\n<quiz>\n  <question type="essay">\n</quiz>',
        expected: ['Arquivo de questões inválido'],
      },
      {
        name: 'unsupported',
        file: 'curtas.xml',
        body: MOODLE_UNSUPPORTED,
        expected: [
          'Questão #1 Capital não importada: Tipo de questão do Moodle não suportado: shortanswer',
          'Questão #2 Soma',
        ],
      },
    ];
    for (const entry of cases) {
      const files = manifests(`refused-${entry.name}`, entry.file, 'moodle');
      const folder = writePack(`refused-${entry.name}`, { ...files, [`questoes/${entry.file}`]: entry.body });
      const outcome = await importPackFolder(database.db, storage, folder, { now: NOW });
      expect(outcome.ok).toBe(false);
      const errors = (outcome as { errors: PackError[] }).errors;
      const line = files['learning.yaml'].split('\n').findIndex((text) => text.includes('questions:')) + 1;
      expect(errors).toHaveLength(entry.expected.length);
      entry.expected.forEach((message, index) => {
        expect(errors[index]).toMatchObject({ file: 'learning.yaml', line, path: 'evaluations[0].questions' });
        expect(errors[index]?.message).toContain(`./questoes/${entry.file}: ${message}`);
      });
      expect(existsSync(join(dataDir, 'uploads', 'packs', `refused-${entry.name}`))).toBe(false);
    }
    expect(await countRows()).toEqual(before);
  });

  it('refuses a file whose format is not the one questionFormat names', async () => {
    const folder = writePack('mismatch', {
      ...manifests('mismatch', 'epi.xml', 'moodle'),
      'questoes/epi.xml': QTI_ITEM,
    });
    const outcome = await importPackFolder(database.db, storage, folder, { now: NOW });
    expect(outcome.ok).toBe(false);
    expect((outcome as { errors: PackError[] }).errors.map(formatPackError)).toEqual([
      'learning.yaml:6: evaluations[0].questions: ./questoes/epi.xml: O arquivo é QTI, mas questionFormat diz moodle',
    ]);
  });
});
