import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Pack } from '@trilha/shared/api/pack-format';
import type { Kysely, Selectable } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/harness';
import { type Db, migrateToLatest } from '../db/database';
import type { Tables } from '../db/schema';
import { createDiskStorage, type Storage } from '../platform/storage';
import { PackImportError } from './import/context';
import { readQuestions } from './import/evaluations';
import { importPack } from './import/import-pack';
import { buildPack, exportPack } from './pack-export';
import { formatPackError, validatePackJson } from './pack-reader';
import { importPackFolder } from './packs';

const NOW = new Date('2026-11-21T12:00:00Z');
const DEMO = resolve(import.meta.dirname, '../../../../packs');

/** The tables of the parts this file covers: content app items, community entries, account settings. */
const AUTHORED_TABLES = [
  'content_items',
  'chat_rooms',
  'library_items',
  'section_messages',
  'member_notifications',
  'company_features',
  'plans',
  'plan_pricing_tiers',
  'company_plans',
  'plan_campaigns',
  'notifications',
  'company_email_forms',
  'learning_responsibility_terms',
  'learning_attachments',
  'learning_questions',
  'learning_question_options',
  'learning_question_option_answers',
] as const satisfies ReadonlyArray<keyof Tables>;

let database: TestDatabase;
let storage: Storage;
let dataDir: string;

beforeAll(async () => {
  database = await createTestDatabase();
  await migrateToLatest(database.db);
  dataDir = mkdtempSync(join(tmpdir(), 'trilha-packs-authored-'));
  storage = createDiskStorage(join(dataDir, 'uploads'));
});

afterAll(async () => {
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });
});

async function countRows(db: Db): Promise<Record<string, number>> {
  const result: Record<string, number> = {};
  for (const table of AUTHORED_TABLES) {
    const row = await db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    result[table] = Number(row.n);
  }
  return result;
}

/** Writes a pack folder from file texts, and answers it. */
function writePack(name: string, files: Record<string, string>): string {
  const folder = join(dataDir, name);
  rmSync(folder, { recursive: true, force: true });
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(join(folder, file, '..'), { recursive: true });
    writeFileSync(join(folder, file), text);
  }
  return folder;
}

/** The 1-based line of the first line of `text` containing `marker` (after `after`, when given). */
function lineOf(text: string, marker: string, after?: string): number {
  const lines = text.split('\n');
  const start = after ? lines.findIndex((line) => line.includes(after)) : 0;
  const index = lines.findIndex((line, at) => at >= start && line.includes(marker));
  if (index < 0) throw new Error(`no line with ${marker}`);
  return index + 1;
}

const ROOT = `format: trilha-pack/1
company:
  key: lumen
  name: Lumen Energia
  design: { firstColor: '#0b5394', secondColor: '#ffffff', thirdColor: '#f1c232', fourthColor: '#333333' }
include: [content.yaml, account.yaml, learning.yaml]
apps:
  - bucket: lumen
    type: 1
    name: Lumen
    hosts: [lumen.localhost]
    primaryColor: '#0b5394'
    secondaryColor: '#ffffff'
    thirdColor: '#f1c232'
    sections:
      - key: noticias
        text: Notícias
        type: 3
      - key: biblioteca
        text: Biblioteca
        type: 13
      - key: recados
        text: Recados
        type: 33
      - key: bate-papo
        text: Bate-papo
        type: 36
  - bucket: lumen-academia
    type: 2
    name: Academia Lumen
    hosts: [lumen-academia.localhost]
    primaryColor: '#0b5394'
    secondaryColor: '#ffffff'
    thirdColor: '#f1c232'
features:
  EXTERNAL_COURSES: true
  CONTACT_US: true
`;

const CONTENT = `chatRooms:
  - key: sala-geral
    name: Bate-papo
    section: bate-papo
  - key: sala-ao-vivo
    name: Ao vivo
sectionContents:
  - key: boas-vindas
    section: noticias
    type: 5
    text: Boas-vindas
    content: <p>Olá</p>
    initDate: now-1d 09:00
    tags: [comunicado, rh]
  - key: playlist
    section: noticias
    type: 7
    text: Playlist de segurança
    chatRoom: sala-ao-vivo
    files:
      - { hashedId: v1, name: Parte 1, url: ./media/parte-1.mp4, thumbnail: ./media/capa.svg, duration: 6 }
    children:
      - key: playlist-parte-1
        type: 2
        text: Parte 1
        contentLocation: ./media/parte-1.mp4
        duration: 6
library:
  - section: biblioteca
    path: Manuais/
    date: now-10d 12:00
  - section: biblioteca
    path: Manuais/Manual de segurança.pdf
    file: ./media/manual.pdf
    date: now-9d 12:00
sectionMessages:
  - key: recado-ferias
    section: recados
    text: Férias coletivas
    description: De 20 de dezembro a 5 de janeiro.
    initDate: now-2d 12:00
announcements:
  - key: aviso-app
    app: lumen
    title: Aplicativo novo
    text: Conheça o novo aplicativo da Lumen.
    publishedAt: now-1d 10:00
`;

const ACCOUNT = `plans:
  - key: essencial
    name: Essencial
    features: [Catálogo, Turmas]
    products: [Aplicativo de aprendizagem]
    trial: true
    pricingTiers:
      - { maxUsers: 100, unitPrice: 39.9 }
      - { maxUsers: null, unitPrice: 29.9 }
  - key: enterprise
    name: Enterprise
    trial: false
appPlans:
  - app: lumen-academia
    plan: essencial
    trial: true
    trialsCount: 1
    startDate: now-5d 12:00
    finishDate: now+10d 12:00
    numberOfEmployees: 51-100
planCampaigns:
  - key: upgrade-2027
    title: Leve a Academia para todos
    startDate: now+30d 12:00
    finishDate: now+60d 12:00
    frequencyToShow: 300
notifications:
  - { type: ENROLLMENT_APPROVED, description: Matrícula aprovada, section: LEARNING, status: OPTIONAL }
  - { type: PASSWORD_CHANGED, description: Senha alterada, section: SYSTEM, status: MANDATORY }
emailForms:
  - form: CONTACT_US
    title: Fale conosco
    feedbackMessage: Mensagem enviada!
    to: rh@lumen.example
responsibilityTerms:
  - key: dados-pessoais
    name: Uso de dados pessoais
    content: <p>Declaro estar ciente.</p>
    version: 1
`;

const LEARNING = `evaluations:
  - key: prova
    title: Prova de segurança
    type: KNOWLEDGE
    masteryScore: 70
    timeLimit: 10
    maxTries: 3
    lockNavigation: true
    questionItems:
      - id: epi
        type: SINGLE_OPTION
        statement: Qual EPI protege a cabeça?
        options:
          - { description: Capacete, correct: true }
          - { description: Luvas }
      - id: pares
        type: CORRELATE
        statement: Ligue cada EPI à parte do corpo.
        options: [{ description: Cabeça }, { description: Mãos }]
        matches: [{ description: Capacete, option: 0 }, { description: Luvas, option: 1 }]
nodes:
  - code: inicio
    type: ORGANIZATION
    entryPoint: true
    title: Início
  - code: seguranca
    type: LEARNING
    title: Segurança
    classes:
      - key: seguranca-t1
        name: Turma 1
        certificate: 1
        hasAttachments: true
        attachments:
          - { type: 1, title: Guia de bolso, file: ./media/manual.pdf, format: pdf }
          - { type: 5, title: Mapa, file: ./media/capa.svg, format: svg }
`;

const MEDIA = {
  'media/parte-1.mp4': 'not really a video',
  'media/capa.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
  'media/manual.pdf': '%PDF-1.4\n%%EOF\n',
};

function validPack(
  name: string,
  changes: { content?: string; account?: string; root?: string; learning?: string } = {},
): string {
  return writePack(name, {
    'pack.yaml': changes.root ?? ROOT,
    'content.yaml': changes.content ?? CONTENT,
    'account.yaml': changes.account ?? ACCOUNT,
    'learning.yaml': changes.learning ?? LEARNING,
    ...MEDIA,
  });
}

describe('tenant packs: content app, community and account parts', () => {
  it('reports every format error of the new parts with its file and line, and writes nothing', async () => {
    const content = `sectionContents:
  - key: sem-texto
    section: noticias
    type: 5
  - key: com-virgula
    section: noticias
    type: 5
    text: Etiquetas
    tags: [boa, 'uma,duas']
    children:
      - key: filho
        section: noticias
        type: 5
        text: Parte
library:
  - section: biblioteca
    path: ../fora.pdf
    date: ontem
`;
    const account = `plans:
  - key: Essencial Plus
    name: Essencial
  - key: faixas
    name: Faixas
    pricingTiers:
      - { maxUsers: null, unitPrice: 30 }
      - { maxUsers: 100, unitPrice: 25.999 }
      - { maxUsers: 50, unitPrice: 20 }
notifications:
  - { type: ENROLLMENT_APPROVED, description: Matrícula aprovada, section: LEARNING, status: AS_VEZES }
emailForms:
  - form: CONTACT_US
    title: Fale conosco
    to: nao-e-email
appPlans:
  - app: lumen-academia
    plan: essencial
    trialsCount: -1
    startDate: now
`;
    const root = ROOT.replace('  EXTERNAL_COURSES: true', '  external_courses: true');
    const folder = writePack('invalid-format', {
      'pack.yaml': root,
      'content.yaml': content,
      'account.yaml': account,
      'learning.yaml': LEARNING,
      ...MEDIA,
    });
    const before = await countRows(database.db);
    const outcome = await importPackFolder(database.db, storage, folder, { now: NOW });
    expect(outcome.ok).toBe(false);
    if (outcome.ok) return;
    const found = outcome.errors.map((error) => `${error.file}:${error.line} ${error.path}`);
    expect(found).toEqual(
      expect.arrayContaining([
        `pack.yaml:${lineOf(root, 'external_courses')} features.external_courses`,
        `content.yaml:${lineOf(content, '- key: sem-texto')} sectionContents[0].text`,
        `content.yaml:${lineOf(content, "'uma,duas'")} sectionContents[1].tags[1]`,
        `content.yaml:${lineOf(content, '- key: filho')} sectionContents[1].children[0]`,
        `content.yaml:${lineOf(content, 'path: ../fora.pdf')} library[0].path`,
        `content.yaml:${lineOf(content, 'date: ontem')} library[0].date`,
        `account.yaml:${lineOf(account, 'key: Essencial Plus')} plans[0].key`,
        `account.yaml:${lineOf(account, 'maxUsers: null')} plans[1].pricingTiers[0].maxUsers`,
        `account.yaml:${lineOf(account, 'unitPrice: 25.999')} plans[1].pricingTiers[1].unitPrice`,
        `account.yaml:${lineOf(account, 'maxUsers: 50')} plans[1].pricingTiers[2].maxUsers`,
        `account.yaml:${lineOf(account, 'AS_VEZES')} notifications[0].status`,
        `account.yaml:${lineOf(account, 'to: nao-e-email')} emailForms[0].to`,
        `account.yaml:${lineOf(account, 'trialsCount: -1')} appPlans[0].trialsCount`,
      ]),
    );
    expect(outcome.errors.map(formatPackError).join('\n')).toMatch(/campo desconhecido: section/);
    expect(await countRows(database.db)).toEqual(before);
  });

  it('reports every broken reference of the new parts with its file and line, and writes nothing', async () => {
    const content = `chatRooms:
  - key: sala
    name: Sala
    section: secao-que-nao-existe
sectionContents:
  - key: item
    section: nao-existe
    type: 5
    text: Item
    children:
      - key: item-parte
        type: 5
        text: Parte
        chatRoom: sala-fantasma
  - key: item
    section: noticias
    type: 5
    text: Repetido
library:
  - section: biblioteca
    path: Manuais/
    file: ./media/manual.pdf
    date: now
  - section: biblioteca
    path: Leia-me.pdf
    date: now
  - section: biblioteca
    path: Manuais/
    date: now
sectionMessages:
  - key: recado
    section: outra-secao
    text: Recado
    description: Texto
    initDate: now
announcements:
  - key: aviso
    app: app-fantasma
    title: Aviso
    text: Texto
    publishedAt: now
`;
    const account = `plans:
  - key: essencial
    name: Essencial
appPlans:
  - app: lumen-academia
    plan: ouro
    startDate: now
    finishDate: now-1d
  - app: lumen-academia
    plan: essencial
    startDate: now
planCampaigns:
  - key: upgrade
    title: Upgrade
    startDate: now+10d
    finishDate: now
notifications:
  - { type: NEWSLETTER, description: Novidades, section: SYSTEM, status: OPTIONAL }
  - { type: NEWSLETTER, description: Novidades de novo, section: SYSTEM, status: OPTIONAL }
responsibilityTerms:
  - { key: termo, name: Termo, content: <p>Um</p>, version: 1 }
  - { key: termo, name: Termo, content: <p>Dois</p>, version: 2 }
`;
    const learning = LEARNING.replace('        certificate: 1\n', '        certificateForChildren: true\n').replace(
      'option: 1 }',
      'option: 5 }',
    );
    const folder = writePack('invalid-references', {
      'pack.yaml': ROOT,
      'content.yaml': content,
      'account.yaml': account,
      'learning.yaml': learning,
      ...MEDIA,
    });
    const before = await countRows(database.db);
    const outcome = await importPackFolder(database.db, storage, folder, { now: NOW });
    expect(outcome.ok).toBe(false);
    if (outcome.ok) return;
    const found = outcome.errors.map((error) => `${error.file}:${error.line} ${error.path}`);
    expect(found.sort()).toEqual(
      [
        `content.yaml:${lineOf(content, 'section: secao-que-nao-existe')} chatRooms[0].section`,
        `content.yaml:${lineOf(content, 'section: nao-existe')} sectionContents[0].section`,
        `content.yaml:${lineOf(content, 'chatRoom: sala-fantasma')} sectionContents[0].children[0].chatRoom`,
        `content.yaml:${lineOf(content, 'key: item', 'text: Parte')} sectionContents[1].key`,
        `content.yaml:${lineOf(content, 'file: ./media/manual.pdf')} library[0].file`,
        // A missing field is reported on the line of its entry.
        `content.yaml:${lineOf(content, 'path: Leia-me.pdf') - 1} library[1].file`,
        `content.yaml:${lineOf(content, 'path: Manuais/', 'Leia-me')} library[2].path`,
        `content.yaml:${lineOf(content, 'section: outra-secao')} sectionMessages[0].section`,
        `content.yaml:${lineOf(content, 'app: app-fantasma')} announcements[0].app`,
        `account.yaml:${lineOf(account, 'plan: ouro')} appPlans[0].plan`,
        `account.yaml:${lineOf(account, 'finishDate: now-1d')} appPlans[0].finishDate`,
        `account.yaml:${lineOf(account, '- app: lumen-academia', 'plan: ouro')} appPlans[1].app`,
        `account.yaml:${lineOf(account, 'finishDate: now', 'startDate: now+10d')} planCampaigns[0].finishDate`,
        `account.yaml:${lineOf(account, 'Novidades de novo')} notifications[1].type`,
        `account.yaml:${lineOf(account, 'content: <p>Dois</p>')} responsibilityTerms[1].key`,
        `learning.yaml:${lineOf(learning, 'certificateForChildren')} nodes[1].classes[0].certificateForChildren`,
        `learning.yaml:${lineOf(learning, 'option: 5')} evaluations[0].questionItems[1].matches[1].option`,
      ].sort(),
    );
    expect(await countRows(database.db)).toEqual(before);
  });

  it('imports the new parts, and importing again neither duplicates nor misses a change', async () => {
    const before = await countRows(database.db);
    const first = await importPackFolder(database.db, storage, validPack('valid'), { now: NOW });
    if (!first.ok) throw new Error(first.errors.map(formatPackError).join('\n'));
    const added = Object.fromEntries(
      Object.entries(await countRows(database.db)).map(([table, n]) => [table, n - (before[table] ?? 0)]),
    );
    expect(added).toEqual({
      content_items: 3,
      chat_rooms: 2,
      library_items: 2,
      section_messages: 1,
      member_notifications: 1,
      company_features: 2,
      plans: 2,
      plan_pricing_tiers: 2,
      company_plans: 1,
      plan_campaigns: 1,
      notifications: 2,
      company_email_forms: 1,
      learning_responsibility_terms: 1,
      learning_attachments: 2,
      learning_questions: 2,
      learning_question_options: 4,
      learning_question_option_answers: 2,
    });
    const idCompany = first.result.idCompany;
    const child = await database.db
      .selectFrom('content_items as c')
      .innerJoin('content_items as p', 'p.idContentItem', 'c.parent')
      .select(['c.idSection', 'p.idSection as parentSection', 'c.position', 'p.idChatRoom'])
      .where('c.idCompany', '=', idCompany)
      .executeTakeFirstOrThrow();
    expect(child.idSection).toBe(child.parentSection);
    expect(child.idChatRoom).not.toBeNull();
    const playlist = await database.db
      .selectFrom('content_items')
      .select(['files', 'tags', 'initDate'])
      .where('idCompany', '=', idCompany)
      .where('text', '=', 'Playlist de segurança')
      .executeTakeFirstOrThrow();
    expect(JSON.parse(playlist.files ?? '[]')[0].url).toBe('/files/packs/lumen/media/parte-1.mp4');
    const welcome = await database.db
      .selectFrom('content_items')
      .select(['tags', 'initDate'])
      .where('idCompany', '=', idCompany)
      .where('text', '=', 'Boas-vindas')
      .executeTakeFirstOrThrow();
    expect(welcome).toEqual({ tags: ',comunicado,rh,', initDate: '2026-11-20T09:00:00.000Z' });
    const afterFirst = await countRows(database.db);

    const second = await importPackFolder(database.db, storage, validPack('valid'), { now: NOW });
    if (!second.ok) throw new Error(second.errors.map(formatPackError).join('\n'));
    expect(second.result.created).toBe(0);
    expect(second.result.updated).toBe(0);
    expect(await countRows(database.db)).toEqual(afterFirst);

    // Changed values: a text, a library date, a plan's name and price, the trial's extension, a new term version,
    // a feature off.
    const changed = validPack('valid-changed', {
      root: ROOT.replace('  CONTACT_US: true', '  CONTACT_US: false'),
      content: CONTENT.replace('text: Boas-vindas', 'text: Boas-vindas à Lumen').replace(
        'now-9d 12:00',
        'now-8d 12:00',
      ),
      learning: LEARNING.replace('Qual EPI protege a cabeça?', 'Qual equipamento protege a cabeça?'),
      account: ACCOUNT.replace('name: Essencial', 'name: Essencial Plus')
        .replace('unitPrice: 29.9', 'unitPrice: 27.5')
        .replace('trialsCount: 1', 'trialsCount: 2')
        .replace('version: 1', 'version: 2'),
    });
    const third = await importPackFolder(database.db, storage, changed, { now: NOW });
    if (!third.ok) throw new Error(third.errors.map(formatPackError).join('\n'));
    expect(third.result.created).toBe(0);
    expect(await countRows(database.db)).toEqual(afterFirst);
    expect(third.result.changes.map((change) => `${change.entityType} ${change.action}`).sort()).toEqual(
      [
        'appPlan update',
        'evaluationQuestions update',
        'feature update',
        'libraryItem update',
        'plan update',
        'planPricing update',
        'responsibilityTerm update',
        'sectionContent update',
      ].sort(),
    );
    const row = async <T extends keyof Tables>(table: T, column: string, value: string) =>
      (await (database.db as unknown as Kysely<Record<string, Record<string, unknown>>>)
        .selectFrom(table)
        .selectAll()
        .where('idCompany', '=', idCompany)
        .where(column, '=', value)
        .executeTakeFirstOrThrow()) as Record<string, unknown>;
    expect((await row('plans', 'idRef', 'essencial')).name).toBe('Essencial Plus');
    const tiers = await database.db
      .selectFrom('plan_pricing_tiers')
      .select(['maxUsers', 'unitPriceCents'])
      .where('idCompany', '=', idCompany)
      .orderBy('idPlanPricingTier')
      .execute();
    expect(tiers).toEqual([
      { maxUsers: 100, unitPriceCents: 3990 },
      { maxUsers: null, unitPriceCents: 2750 },
    ]);
    expect((await row('company_features', 'code', 'CONTACT_US')).active).toBe(0);
    expect((await row('learning_responsibility_terms', 'name', 'Uso de dados pessoais')).versionNumber).toBe(2);
    expect((await row('library_items', 'key', 'Manuais/Manual de segurança.pdf')).date).toBe(
      '2026-11-13T12:00:00.000Z',
    );
    const plan = await database.db
      .selectFrom('company_plans')
      .select(['trialsCount'])
      .where('idCompany', '=', idCompany)
      .executeTakeFirstOrThrow();
    expect(plan.trialsCount).toBe(2);
  });

  it('exports the new parts so that importing the export into an empty installation gives them back', async () => {
    const company = await database.db
      .selectFrom('pack_keys')
      .select('idCompany')
      .where('entityType', '=', 'company')
      .where('packKey', '=', 'lumen')
      .executeTakeFirstOrThrow();
    const folder = join(dataDir, 'exported-lumen');
    await exportPack(database.db, storage, company.idCompany, folder);
    const original = authoredParts(await buildPack(database.db, company.idCompany));
    expect(original.sectionContents).toHaveLength(2);
    expect(original.library).toHaveLength(2);
    expect(original.appPlans).toHaveLength(1);

    // Into the same installation: nothing to change.
    const again = await importPackFolder(database.db, storage, folder, { now: NOW });
    if (!again.ok) throw new Error(again.errors.map(formatPackError).join('\n'));
    expect(again.result.created).toBe(0);
    expect(again.result.updated).toBe(0);

    // Into an empty one: the same parts come back.
    const fresh = await createTestDatabase();
    try {
      await migrateToLatest(fresh.db);
      const imported = await importPackFolder(fresh.db, storage, folder, { now: NOW });
      if (!imported.ok) throw new Error(imported.errors.map(formatPackError).join('\n'));
      const copy = authoredParts(await buildPack(fresh.db, imported.result.idCompany));
      expect(copy).toEqual(original);
    } finally {
      await fresh.close();
    }
  });
});

describe('a company administrator importing the pack through the API', () => {
  it('may send back the exported plans and features unchanged, but a change to them is refused and nothing is written', async () => {
    const company = await database.db
      .selectFrom('pack_keys')
      .select('idCompany')
      .where('entityType', '=', 'company')
      .where('packKey', '=', 'lumen')
      .executeTakeFirstOrThrow();
    const { format: _format, company: packCompany, ...part } = await buildPack(database.db, company.idCompany);
    const importAsAdmin = async (value: unknown) => {
      const validated = validatePackJson(value, packCompany as Pack['company']);
      if (!validated.ok) throw new Error(validated.errors.map(formatPackError).join('\n'));
      return database.db
        .transaction()
        .execute((trx) => importPack(trx, validated.pack, { now: NOW, idCompany: company.idCompany }));
    };
    const same = await importAsAdmin(part);
    expect(same.created + same.updated).toBe(0);

    const before = await countRows(database.db);
    const renamed = { ...part, plans: part.plans?.map((plan) => ({ ...plan, name: `${plan.name} Ouro` })) };
    const refused = await importAsAdmin(renamed).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(PackImportError);
    expect((refused as PackImportError).errors.map((error) => error.path)).toEqual(['plans']);
    const plan = await database.db
      .selectFrom('plans')
      .select('name')
      .where('idCompany', '=', company.idCompany)
      .where('idRef', '=', 'essencial')
      .executeTakeFirstOrThrow();
    expect(plan.name).toBe('Essencial Plus');
    expect(await countRows(database.db)).toEqual(before);
  });
});

/** The parts of an exported pack this file covers, with the classes' attachments and certificates. */
function authoredParts(pack: Awaited<ReturnType<typeof buildPack>>) {
  return {
    sectionContents: pack.sectionContents,
    chatRooms: pack.chatRooms,
    library: pack.library,
    sectionMessages: pack.sectionMessages,
    announcements: pack.announcements,
    features: pack.features,
    plans: pack.plans,
    appPlans: pack.appPlans,
    planCampaigns: pack.planCampaigns,
    notifications: pack.notifications,
    emailForms: pack.emailForms,
    responsibilityTerms: pack.responsibilityTerms,
    evaluations: pack.evaluations,
    classes: pack.nodes?.flatMap((node) =>
      (node.classes ?? []).map((team) => ({
        key: team.key,
        certificate: team.certificate,
        certificateForChildren: team.certificateForChildren,
        attachments: team.attachments,
      })),
    ),
  };
}

describe('the demo pack packs/acme', () => {
  it('exports as a pack that gives another installation the same content items, community entries, plans, terms, settings and SCORM packages', async () => {
    const imported = await createTestDatabase();
    const again = await createTestDatabase();
    try {
      await migrateToLatest(imported.db);
      await migrateToLatest(again.db);
      const outcome = await importPackFolder(imported.db, storage, join(DEMO, 'acme'), { now: NOW });
      if (!outcome.ok) throw new Error(outcome.errors.map(formatPackError).join('\n'));
      const folder = mkdtempSync(join(tmpdir(), 'trilha-acme-export-'));
      try {
        await exportPack(imported.db, storage, outcome.result.idCompany, folder);
        const second = await importPackFolder(again.db, storage, folder, { now: NOW });
        if (!second.ok) throw new Error(second.errors.map(formatPackError).join('\n'));
        const fromPack = await authoredRows(imported.db, outcome.result.idCompany);
        const fromExport = await authoredRows(again.db, second.result.idCompany);
        for (const table of Object.keys(fromPack)) {
          expect({ table, rows: fromExport[table] }).toEqual({ table, rows: fromPack[table] });
        }
      } finally {
        rmSync(folder, { recursive: true, force: true });
      }
      const fromPack = await authoredRows(imported.db, outcome.result.idCompany);
      expect(fromPack.content_items?.length).toBeGreaterThan(40);
      expect(fromPack.plans).toHaveLength(3);
      expect(fromPack.learning_responsibility_terms).toHaveLength(1);
      expect(fromPack.learning_scorm_packages).toHaveLength(2);
      expect(fromPack.learning_scos).toHaveLength(3);
      expect(
        (fromPack.learning_questions as Array<{ questions: unknown[] }>).some((entry) => entry.questions.length > 3),
      ).toBe(true);
    } finally {
      await imported.close();
      await again.close();
    }
  });
});

/**
 * A company's rows of the new parts, with ids replaced by what they name (a section's app and text, a
 * parent's text, a plan's idRef, a class's node and name) and stored files by their path, so that two
 * installations can be compared.
 */
async function authoredRows(db: Db, idCompany: number): Promise<Record<string, unknown[]>> {
  const sections = await db
    .selectFrom('sections as s')
    .innerJoin('apps as a', 'a.idApp', 's.idApp')
    .select(['s.idSection', 's.text', 'a.bucket'])
    .where('s.idCompany', '=', idCompany)
    .execute();
  const sectionName = new Map(sections.map((section) => [section.idSection, `${section.bucket}/${section.text}`]));
  const items = await db.selectFrom('content_items').selectAll().where('idCompany', '=', idCompany).execute();
  const itemName = new Map(items.map((item) => [item.idContentItem, item.text]));
  const rooms = await db.selectFrom('chat_rooms').selectAll().where('idCompany', '=', idCompany).execute();
  const roomName = new Map(rooms.map((room) => [room.idChatRoom, room.name]));
  const plans = await db.selectFrom('plans').selectAll().where('idCompany', '=', idCompany).execute();
  const planRef = new Map(plans.map((plan) => [plan.idPlan, plan.idRef]));
  const teams = await db
    .selectFrom('learning_teams as t')
    .innerJoin('learning_nodes as n', 'n.idNode', 't.idNode')
    .select(['t.idTeam', 't.name', 't.idCertificate', 't.enableCertificateForChildren', 'n.nodeCode'])
    .where('t.idCompany', '=', idCompany)
    .execute();
  const teamName = new Map(teams.map((team) => [team.idTeam, `${team.nodeCode}/${team.name}`]));
  const apps = await db.selectFrom('apps').select(['idApp', 'bucket']).where('idCompany', '=', idCompany).execute();
  const bucketOf = new Map(apps.map((app) => [app.idApp, app.bucket]));

  const contentName = new Map(
    (
      await db
        .selectFrom('learning_content_items')
        .select(['idContentItem', 'text'])
        .where('idCompany', '=', idCompany)
        .execute()
    ).map((item) => [item.idContentItem, item.text]),
  );
  const userName = new Map(
    (await db.selectFrom('users').select(['idUser', 'username']).where('idCompany', '=', idCompany).execute()).map(
      (user) => [user.idUser, user.username],
    ),
  );
  const packageName = new Map(
    (
      await db
        .selectFrom('learning_scorm_packages')
        .select(['idScormPackage', 'idContentItem', 'fileName'])
        .where('idCompany', '=', idCompany)
        .execute()
    ).map((row) => [
      row.idScormPackage,
      `${row.idContentItem ? contentName.get(row.idContentItem) : ''}/${row.fileName}`,
    ]),
  );
  const files = (value: unknown): unknown => {
    if (typeof value === 'string') return value.replace(/^\/files\/packs\/[^/]+\/media\//, '/files/');
    if (Array.isArray(value)) return value.map(files);
    if (value && typeof value === 'object') {
      return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, files(item)]));
    }
    return value;
  };
  const rows = async <T extends keyof Tables>(table: T, map: (row: Selectable<Tables[T]>) => Record<string, unknown>) =>
    (
      (await (db as unknown as Kysely<Record<string, Record<string, unknown>>>)
        .selectFrom(table)
        .selectAll()
        .where('idCompany', '=', idCompany)
        .execute()) as Array<Selectable<Tables[T]>>
    )
      .map((row) => files(map(row)) as Record<string, unknown>)
      .sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)));
  const without = (row: Record<string, unknown>, ...columns: string[]) =>
    Object.fromEntries(Object.entries(row).filter(([column]) => !columns.includes(column) && column !== 'idCompany'));

  return {
    content_items: await rows('content_items', (row) => ({
      // `rating` and `numberVotes` follow members' votes, which a pack does not carry.
      ...without(
        row,
        'idContentItem',
        'idApp',
        'idSection',
        'parent',
        'idChatRoom',
        'createdAt',
        'files',
        'rating',
        'numberVotes',
      ),
      section: sectionName.get(row.idSection),
      parent: row.parent ? itemName.get(row.parent) : null,
      chatRoom: row.idChatRoom ? roomName.get(row.idChatRoom) : null,
      files: row.files ? JSON.parse(row.files) : null,
    })),
    chat_rooms: await rows('chat_rooms', (row) => ({
      name: row.name,
      section: row.idSection ? sectionName.get(row.idSection) : null,
    })),
    library_items: await rows('library_items', (row) => ({
      ...without(row, 'idLibraryItem', 'idSection'),
      section: sectionName.get(row.idSection),
    })),
    section_messages: await rows('section_messages', (row) => ({
      ...without(row, 'idMessage', 'idSection'),
      section: sectionName.get(row.idSection),
    })),
    // Notifications to every member are authored; those to one member are activity.
    member_notifications: (
      await rows('member_notifications', (row) => ({
        ...without(row, 'idNotification', 'idApp'),
        app: bucketOf.get(row.idApp),
      }))
    ).filter((row) => row.idUser === null),
    company_features: await rows('company_features', (row) => without(row)),
    plans: await rows('plans', (row) => without(row, 'idPlan')),
    plan_pricing_tiers: await rows('plan_pricing_tiers', (row) => ({
      ...without(row, 'idPlanPricingTier', 'idPlan'),
      plan: planRef.get(row.idPlan),
    })),
    company_plans: await rows('company_plans', (row) => ({
      ...without(row, 'idCompanyPlan', 'idApp', 'idPlan'),
      app: bucketOf.get(row.idApp),
      plan: planRef.get(row.idPlan),
    })),
    plan_campaigns: await rows('plan_campaigns', (row) => without(row, 'idPlanCampaign')),
    notifications: await rows('notifications', (row) => without(row, 'idNotification')),
    company_email_forms: await rows('company_email_forms', (row) => without(row, 'idCompanyEmailForm')),
    learning_responsibility_terms: await rows('learning_responsibility_terms', (row) =>
      without(row, 'idTermOfResponsibility'),
    ),
    learning_attachments: await rows('learning_attachments', (row) => ({
      ...without(row, 'idAttachment', 'idTeam'),
      team: teamName.get(row.idTeam),
    })),
    // Evaluations with their settings and questions, by title.
    learning_evaluations: await rows('learning_evaluations', (row) => without(row, 'idEvaluation', 'createdAt')),
    learning_questions: await Promise.all(
      (
        await db
          .selectFrom('learning_evaluations')
          .select(['idEvaluation', 'title'])
          .where('idCompany', '=', idCompany)
          .execute()
      )
        .sort((a, b) => a.title.localeCompare(b.title))
        .map(async (evaluation) => ({
          evaluation: evaluation.title,
          questions: await readQuestions(db, idCompany, evaluation.idEvaluation),
        })),
    ),
    // SCORM packages by their content, processed as an upload is, with their lessons (the zip kept by its hash).
    learning_scorm_packages: await rows('learning_scorm_packages', (row) => ({
      ...without(
        row,
        'idScormPackage',
        'idContentItem',
        'uploadKey',
        'storagePrefix',
        'idJob',
        'createdBy',
        'createdAt',
        'processedAt',
      ),
      content: row.idContentItem ? contentName.get(row.idContentItem) : null,
      upload: String(row.uploadKey).replace(/^scorm\/\d+\//, ''),
      createdBy: userName.get(row.createdBy),
      organization: row.organization === null ? null : JSON.parse(row.organization),
    })),
    learning_scos: await rows('learning_scos', (row) => ({
      ...without(row, 'idSco', 'idScormPackage'),
      package: packageName.get(row.idScormPackage),
    })),
    team_certificates: teams
      .map((team) => ({
        team: `${team.nodeCode}/${team.name}`,
        certificate: team.idCertificate,
        forChildren: team.enableCertificateForChildren,
      }))
      .sort((a, b) => a.team.localeCompare(b.team)),
  };
}
