import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { body, createTestApp, createTestDatabase, type Json, type TestApp } from '../../../test/harness';
import { migrateToLatest } from '../../db/database';
import { importPack } from '../../packs/import/import-pack';
import { buildPack, exportPack } from '../../packs/pack-export';
import { formatPackError, validatePackJson } from '../../packs/pack-reader';
import { importPackFolder } from '../../packs/packs';
import { createDiskStorage } from '../../platform/storage';
import { readCatalogVersion } from '../learning/catalog/catalog-cache';
import { renderAppIcon } from '../pwa/app-icon';

type Session = Awaited<ReturnType<TestApp['login']>>;

let t: TestApp;
let ana: Session;
let paula: Session;
let maria: Session;
let mariaAcademy: Session;

beforeAll(async () => {
  t = await createTestApp();
  ana = await t.login('ana@acme.example');
  paula = await t.login('paula@globex.example');
  maria = await t.login('maria@acme.example');
  mariaAcademy = await t.login('maria@acme.example', 'acme-academy');
});
afterAll(async () => {
  await t.close();
});

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (session: Session, method: Method, url: string, payload?: unknown) =>
  t.app.inject({
    method,
    url,
    headers: session.headers,
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

/** Calls and expects a status, showing the answer when it differs. */
async function expectCall(session: Session, method: Method, url: string, payload: unknown, status: number) {
  const response = await call(session, method, url, payload);
  expect(response.statusCode, `${method} ${url}: ${response.body}`).toBe(status);
  return body(response);
}

async function firstSection(bucket: string, type: number) {
  const app = t.appOf(bucket);
  return t.db
    .selectFrom('sections')
    .select(['idSection', 'text'])
    .where('idApp', '=', app.idApp)
    .where('idSectionType', '=', type)
    .orderBy('idSection')
    .executeTakeFirstOrThrow();
}

const count = async (
  table: 'content_items' | 'learning_nodes' | 'learning_questions' | 'audit_log' | 'learning_content_items',
) =>
  Number(
    (
      await t.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('content app: sections and their items', () => {
  it('creates a video item at the end of a section, which members then see, audited with its form', async () => {
    const section = await firstSection('acme', 2);
    const list = await expectCall(
      ana,
      'GET',
      `/admin/authoring/sections/${section.idSection}/contents`,
      undefined,
      200,
    );
    expect(list.items.length).toBeGreaterThan(0);
    const item = await expectCall(
      ana,
      'POST',
      `/admin/authoring/sections/${section.idSection}/contents`,
      {
        item: {
          key: 'video-novo',
          type: 2,
          text: 'Boas-vindas da diretoria',
          description: 'Um recado de dois minutos.',
          contentLocation: '/files/demo/video.mp4',
          duration: 120,
          active: true,
        },
      },
      201,
    );
    expect(item.item).toMatchObject({ key: 'video-novo', text: 'Boas-vindas da diretoria', type: 2 });

    const seen = body(await call(maria, 'GET', `/content/item/${item.idContentItem}`));
    expect(JSON.stringify(seen)).toContain('Boas-vindas da diretoria');
    const after = await expectCall(
      ana,
      'GET',
      `/admin/authoring/sections/${section.idSection}/contents`,
      undefined,
      200,
    );
    expect(after.items.at(-1).idContentItem).toBe(item.idContentItem);

    const audit = await t.db
      .selectFrom('audit_log')
      .select(['action', 'idUser', 'before', 'after', 'source'])
      .where('entityType', '=', 'sectionContent')
      .where('entityId', '=', String(item.idContentItem))
      .executeTakeFirstOrThrow();
    expect(audit).toMatchObject({ action: 'sectionContent.create', idUser: ana.loginInfo.idUser, before: null });
    expect(audit.source).toBe('admin');
    expect(JSON.parse(audit.after as string)).toMatchObject({ text: 'Boas-vindas da diretoria' });
  });

  it('refuses a bad item with every problem at its field, in Portuguese, and writes nothing', async () => {
    const section = await firstSection('acme', 2);
    const [items, audits] = [await count('content_items'), await count('audit_log')];
    const refused = await expectCall(
      ana,
      'POST',
      `/admin/authoring/sections/${section.idSection}/contents`,
      { item: { key: 'ruim', type: 99, text: '', initDate: 'amanhã' } },
      400,
    );
    expect(refused.code).toBe('VALIDATION_FAILED');
    const fields = (refused.errors as Array<{ field: string; message: string }>).map((error) => error.field);
    expect(fields).toEqual(expect.arrayContaining(['item.type', 'item.text', 'item.initDate']));
    expect(refused.errors.find((error: { field: string }) => error.field === 'item.type').message).toBe(
      'Tipo de conteúdo desconhecido: escolha um dos tipos da lista',
    );
    expect(refused.errors.find((error: { field: string }) => error.field === 'item.initDate').message).toMatch(
      /^Data inválida/,
    );
    expect([await count('content_items'), await count('audit_log')]).toEqual([items, audits]);
  });

  it('tells the second of two administrators editing the same item, and keeps the first one’s change', async () => {
    const section = await firstSection('acme', 2);
    const [first] = (
      await expectCall(ana, 'GET', `/admin/authoring/sections/${section.idSection}/contents`, undefined, 200)
    ).items as Array<{ idContentItem: number }>;
    const url = `/admin/authoring/contents/${first?.idContentItem}`;
    const mine = await expectCall(ana, 'GET', url, undefined, 200);
    const theirs = await expectCall(ana, 'GET', url, undefined, 200);
    const saved = await expectCall(
      ana,
      'PUT',
      url,
      { version: mine.version, item: { ...mine.item, text: 'Título da primeira edição' } },
      200,
    );
    expect(saved.version).not.toBe(mine.version);
    const conflict = await expectCall(
      ana,
      'PUT',
      url,
      { version: theirs.version, item: { ...theirs.item, description: 'Descrição da segunda edição' } },
      409,
    );
    expect(conflict.code).toBe('AUTHORING_VERSION_CONFLICT');
    expect(conflict.message).toMatch(/^Este item foi alterado por Ana Lima em /);
    const stored = await expectCall(ana, 'GET', url, undefined, 200);
    expect(stored.item.text).toBe('Título da primeira edição');
    expect(stored.item.description).not.toBe('Descrição da segunda edição');
    // Saved again on the current version, the second edit goes through.
    await expectCall(
      ana,
      'PUT',
      url,
      { version: stored.version, item: { ...stored.item, description: 'Descrição da segunda edição' } },
      200,
    );
  });

  it('edits a journey’s parts: a removed part goes with its members’ progress, a part key of another item is refused', async () => {
    const section = await firstSection('acme', 7);
    const created = await expectCall(
      ana,
      'POST',
      `/admin/authoring/sections/${section.idSection}/contents`,
      {
        item: {
          key: 'jornada-nova',
          type: 15,
          text: 'Jornada de integração',
          children: [
            { key: 'jornada-nova-1', type: 5, text: 'Passo 1', content: '<p>Bem-vindo</p>' },
            { key: 'jornada-nova-2', type: 5, text: 'Passo 2', content: '<p>Conheça a equipe</p>' },
          ],
        },
      },
      201,
    );
    const parts = await t.db
      .selectFrom('content_items')
      .select(['idContentItem', 'text'])
      .where('parent', '=', created.idContentItem)
      .orderBy('position')
      .execute();
    expect(parts.map((part) => part.text)).toEqual(['Passo 1', 'Passo 2']);
    await t.db
      .insertInto('content_progress')
      .values({
        idContentItem: parts[1]?.idContentItem as number,
        idUser: maria.loginInfo.idUser,
        idCompany: maria.loginInfo.idCompany,
        updatedAt: new Date().toISOString(),
      })
      .execute();

    const url = `/admin/authoring/contents/${created.idContentItem}`;
    const hijack = await expectCall(
      ana,
      'PUT',
      url,
      {
        version: created.version,
        item: { ...created.item, children: [...created.item.children, { key: 'video-novo', type: 2, text: 'X' }] },
      },
      400,
    );
    expect(hijack.errors).toContainEqual({
      field: 'item.children.2.key',
      message: "A chave 'video-novo' já está em uso",
    });

    await expectCall(
      ana,
      'PUT',
      url,
      { version: created.version, item: { ...created.item, children: [created.item.children[0]] } },
      200,
    );
    const left = await t.db
      .selectFrom('content_items')
      .select('text')
      .where('parent', '=', created.idContentItem)
      .execute();
    expect(left.map((part) => part.text)).toEqual(['Passo 1']);
    const progress = await t.db
      .selectFrom('content_progress')
      .select('idUser')
      .where('idContentItem', '=', parts[1]?.idContentItem as number)
      .execute();
    expect(progress).toEqual([]);
  });

  it('gives a live transmission its chat room, and unpublishes an item so members no longer get it', async () => {
    const section = await firstSection('acme', 11);
    const live = await expectCall(
      ana,
      'POST',
      `/admin/authoring/sections/${section.idSection}/contents`,
      {
        item: {
          key: 'live-novo',
          type: 6,
          text: 'Convenção anual ao vivo',
          contentLocation: 'https://stream.acme.example/convencao/index.m3u8',
          initDate: '2026-11-21T13:00:00Z',
        },
        withChatRoom: true,
      },
      201,
    );
    expect(live.chatRoomName).toBe('Convenção anual ao vivo');
    expect(live.item.chatRoom).toBe('sala-live-novo');
    expect(body(await call(maria, 'GET', `/content/item/${live.idContentItem}`)).content.idChatRoom).toEqual(
      expect.any(Number),
    );
    await expectCall(
      ana,
      'PUT',
      `/admin/authoring/contents/${live.idContentItem}`,
      { version: live.version, item: { ...live.item, active: false }, withChatRoom: true },
      200,
    );
    expect((await call(maria, 'GET', `/content/item/${live.idContentItem}`)).statusCode).toBe(404);
    // The administrator previews it as members will see it; a member asking for a preview does not.
    expect((await call(maria, 'GET', `/content/item/${live.idContentItem}?preview=1`)).statusCode).toBe(404);
    const preview = await expectCall(ana, 'GET', `/content/item/${live.idContentItem}?preview=1`, undefined, 200);
    expect(preview.content.text).toBe('Convenção anual ao vivo');
  });

  it('orders a section’s items, refusing an order that leaves one out', async () => {
    const section = await firstSection('acme', 2);
    const url = `/admin/authoring/sections/${section.idSection}/contents`;
    const list = await expectCall(ana, 'GET', url, undefined, 200);
    const ids = (list.items as Array<{ idContentItem: number }>).map((item) => item.idContentItem);
    const reversed = [...ids].reverse();
    const bad = await expectCall(ana, 'PUT', `${url}/order`, { version: list.version, order: ids.slice(1) }, 400);
    expect(bad.field).toBe('order');
    const ordered = await expectCall(ana, 'PUT', `${url}/order`, { version: list.version, order: reversed }, 200);
    expect(ordered.items.map((item: { idContentItem: number }) => item.idContentItem)).toEqual(reversed);
    const stale = await expectCall(ana, 'PUT', `${url}/order`, { version: list.version, order: ids }, 409);
    expect(stale.code).toBe('AUTHORING_VERSION_CONFLICT');
  });

  it('saves the menu: a new section, a moved one, a product unlocking a section; a section with contents is not removed', async () => {
    const { idApp } = t.appOf('acme');
    const menu = await expectCall(ana, 'GET', `/admin/authoring/apps/${idApp}/menu`, undefined, 200);
    const sections = menu.sections as Array<{ key: string; text: string; type: number; children?: unknown[] }>;
    const added = {
      key: 'secao-nova',
      text: 'Comunicados da diretoria',
      type: 3,
      design: { menuitem: { showEmphasis: true } },
    };
    const moved = [sections[1], sections[0], ...sections.slice(2), added];
    const product = (menu.products as Array<{ key: string; section: string | null }>)[0] as { key: string };
    const saved = await expectCall(
      ana,
      'PUT',
      `/admin/authoring/apps/${idApp}/menu`,
      { version: menu.version, sections: moved, unlocks: [{ product: product.key, section: 'secao-nova' }] },
      200,
    );
    expect(saved.sections.map((section: { key: string }) => section.key)).toEqual(moved.map((section) => section?.key));
    expect(saved.products.find((entry: { key: string }) => entry.key === product.key).section).toBe('secao-nova');
    const idSection = saved.sectionIds['secao-nova'];
    expect(
      await t.db.selectFrom('store_products').select('idSection').where('idSection', '=', idSection).execute(),
    ).toHaveLength(1);

    const withoutContents = await expectCall(
      ana,
      'PUT',
      `/admin/authoring/apps/${idApp}/menu`,
      { version: saved.version, sections: saved.sections.slice(1) },
      400,
    );
    expect(withoutContents.errors[0].message).toMatch(/tem conteúdos e não pode ser removida/);
    // The new, empty section is removed, and the product no longer unlocks it.
    const removed = await expectCall(
      ana,
      'PUT',
      `/admin/authoring/apps/${idApp}/menu`,
      { version: saved.version, sections: saved.sections.slice(0, -1) },
      200,
    );
    expect(removed.sectionIds['secao-nova']).toBeUndefined();
    expect(await t.db.selectFrom('sections').select('idSection').where('idSection', '=', idSection).execute()).toEqual(
      [],
    );
  });
});

describe('who may author', () => {
  it('answers 403 to a member and 404 to another company’s administrator, changing nothing', async () => {
    const section = await firstSection('acme', 2);
    const [item] = (
      await expectCall(ana, 'GET', `/admin/authoring/sections/${section.idSection}/contents`, undefined, 200)
    ).items as Array<{ idContentItem: number }>;
    const url = `/admin/authoring/contents/${item?.idContentItem}`;
    const current = await expectCall(ana, 'GET', url, undefined, 200);
    expect((await call(maria, 'GET', url)).statusCode).toBe(403);
    expect((await call(paula, 'GET', url)).statusCode).toBe(404);
    expect(
      (await call(paula, 'PUT', url, { version: current.version, item: { ...current.item, text: 'Invadido' } }))
        .statusCode,
    ).toBe(404);
    expect((await call(paula, 'GET', `/admin/authoring/apps/${t.appOf('acme').idApp}/menu`)).statusCode).toBe(404);
    expect((await expectCall(ana, 'GET', url, undefined, 200)).item.text).toBe(current.item.text);
  });
});

describe('brand and apps', () => {
  /** Ana's call on a host the app does not have yet. */
  const onIntranet = () =>
    t.app.inject({
      method: 'GET',
      url: '/admin/authoring/apps',
      headers: { ...ana.headers, host: 'intranet.acme.example' },
    });

  it('saves colours, hosts and features; a host of another company is refused at its field', async () => {
    const { idApp } = t.appOf('acme');
    const url = `/admin/authoring/apps/${idApp}`;
    const current = await expectCall(ana, 'GET', url, undefined, 200);
    // Not the app's host yet: refused, and the answer is kept.
    expect((await onIntranet()).statusCode).toBe(401);
    const taken = await expectCall(
      ana,
      'PUT',
      url,
      {
        version: current.version,
        app: { ...current.app, hosts: [...current.app.hosts, 'globex.localhost'] },
        features: current.features,
      },
      400,
    );
    expect(taken.errors).toContainEqual({
      field: `app.hosts.${current.app.hosts.length}`,
      message: "O endereço 'globex.localhost' pertence a outra empresa",
    });
    const saved = await expectCall(
      ana,
      'PUT',
      url,
      {
        version: current.version,
        app: { ...current.app, primaryColor: '#114477', hosts: [...current.app.hosts, 'intranet.acme.example'] },
        features: { ...current.features, CONTACT_US: false },
      },
      200,
    );
    expect(saved.app.primaryColor).toBe('#114477');
    expect(saved.features.CONTACT_US).toBe(false);
    // The new host opens the app at once (the host-to-company answer kept before the save is forgotten).
    expect((await onIntranet()).statusCode).toBe(200);
    const details = body(await t.app.inject({ method: 'POST', url: '/app/details', payload: { bucket: 'acme' } }));
    expect(details.app[0].primaryColor).toBe('#114477');
    const hosts = await t.db.selectFrom('app_hosts').select('host').where('idApp', '=', idApp).execute();
    expect(hosts.map((row) => row.host)).toContain('intranet.acme.example');
  });

  it('forgets on every process, within a second, a host removed by another process or a pack import', async () => {
    expect((await onIntranet()).statusCode).toBe(200);
    // Another writer (a pack import, another worker's save): this process only sees the hosts' version move.
    await t.db.deleteFrom('app_hosts').where('host', '=', 'intranet.acme.example').execute();
    t.clock.advance(1_001);
    expect((await onIntranet()).statusCode).toBe(401);
  });
});

describe('learning: trainings, classes and evaluations', () => {
  /** One question of each of the eight types, as the console's question editor sends them. */
  const questions = [
    {
      id: 'q1',
      type: 'SINGLE_OPTION',
      statement: 'Qual EPI protege a cabeça?',
      options: [{ description: 'Capacete', correct: true }, { description: 'Luva' }],
    },
    {
      id: 'q2',
      type: 'TRUE_OR_FALSE',
      statement: 'O crachá fica visível.',
      options: [{ description: 'Verdadeiro', correct: true }, { description: 'Falso' }],
    },
    {
      id: 'q3',
      type: 'MULTI_OPTION',
      statement: 'Marque os EPIs.',
      options: [
        { description: 'Capacete', correct: true },
        { description: 'Boné' },
        { description: 'Luva', correct: true },
      ],
    },
    {
      id: 'q4',
      type: 'CORRELATE',
      statement: 'Associe as placas.',
      options: [{ description: 'Proibição' }, { description: 'Obrigação' }],
      matches: [
        { description: 'Vermelha', option: 0 },
        { description: 'Azul', option: 1 },
      ],
    },
    {
      id: 'q5',
      type: 'LIKERT_SCALE',
      statement: 'O treinamento foi útil.',
      scales: [
        { description: 'Discordo', value: 1 },
        { description: 'Concordo', value: 2 },
      ],
    },
    {
      id: 'q6',
      type: 'MULTI_LIKERT_SCALE',
      statement: 'Avalie cada parte.',
      options: [{ description: 'Vídeo' }, { description: 'Texto' }],
      scales: [
        { description: 'Ruim', value: 1 },
        { description: 'Boa', value: 2 },
      ],
    },
    {
      id: 'q7',
      type: 'SINGLE_OPTION_COMMENT',
      statement: 'Recomendaria?',
      options: [{ description: 'Sim' }, { description: 'Não' }],
    },
    { id: 'q8', type: 'COMMENT', statement: 'Deixe um comentário.', mandatory: false, commentLimit: 20 },
  ];

  it('builds a training with a class and an evaluation; an open attempt keeps its questions when one is edited', async () => {
    const content = await expectCall(
      ana,
      'POST',
      '/admin/authoring/learning-contents',
      { item: { key: 'leitura-nova', type: 5, text: 'Leitura de boas-vindas', content: '<p>Olá</p>' } },
      201,
    );
    const refused = await expectCall(
      ana,
      'POST',
      '/admin/authoring/evaluations',
      {
        evaluation: {
          key: 'prova-nova',
          title: 'Prova de integração',
          type: 'KNOWLEDGE',
          questionItems: [
            {
              id: 'x',
              type: 'SINGLE_OPTION',
              statement: 'Sem resposta',
              options: [{ description: 'A' }, { description: 'B' }],
            },
          ],
        },
      },
      400,
    );
    expect(refused.errors).toContainEqual({
      field: 'evaluation.questionItems.0.options',
      message: 'Marque uma opção correta',
    });
    // A comment's limit stays within the spec's 4000 characters, and only comment questions have one.
    const limits = await expectCall(
      ana,
      'POST',
      '/admin/authoring/evaluations',
      {
        evaluation: {
          key: 'prova-limites',
          title: 'Limites',
          type: 'REACTION',
          questionItems: [
            { id: 'a', type: 'COMMENT', statement: 'Longo demais', commentLimit: 4001 },
            { id: 'b', type: 'COMMENT', statement: 'Nenhum', commentLimit: 0 },
            {
              id: 'c',
              type: 'SINGLE_OPTION',
              statement: 'Sem comentário',
              commentLimit: 10,
              options: [{ description: 'A' }, { description: 'B' }],
            },
          ],
        },
      },
      400,
    );
    expect(limits.errors).toEqual(
      expect.arrayContaining([
        {
          field: 'evaluation.questionItems.0.commentLimit',
          message: 'O limite do comentário é de no máximo 4000 caracteres',
        },
        {
          field: 'evaluation.questionItems.1.commentLimit',
          message: 'O limite do comentário é de ao menos 1 caractere',
        },
        {
          field: 'evaluation.questionItems.2.commentLimit',
          message: 'Só questões com comentário têm limite de caracteres',
        },
      ]),
    );

    const evaluation = await expectCall(
      ana,
      'POST',
      '/admin/authoring/evaluations',
      {
        evaluation: {
          key: 'prova-nova',
          title: 'Prova de integração',
          type: 'KNOWLEDGE',
          masteryScore: 70,
          maxTries: 3,
          questionItems: questions,
        },
      },
      201,
    );
    expect(evaluation.evaluation.questionItems).toHaveLength(8);
    expect(evaluation.evaluation.questionItems[7]).toMatchObject({ type: 'COMMENT', commentLimit: 20 });

    const node = await expectCall(
      ana,
      'POST',
      '/admin/authoring/nodes',
      {
        node: {
          code: 'integracao',
          type: 'LEARNING',
          title: 'Integração de novos colaboradores',
          status: 'PUBLISHED',
          blocks: [
            {
              type: 'List',
              title: 'Etapas',
              elements: [
                { content: content.item.key, sequential: true, mandatory: true },
                { evaluation: evaluation.evaluation.key, sequential: false, mandatory: true },
              ],
            },
          ],
        },
      },
      201,
    );
    const again = await expectCall(
      ana,
      'POST',
      '/admin/authoring/nodes',
      { node: { code: 'integracao', type: 'LEARNING', title: 'Outra' } },
      400,
    );
    expect(again.errors).toEqual([{ field: 'node.code', message: 'Já existe uma página com este código' }]);

    const team = await expectCall(
      ana,
      'POST',
      `/admin/authoring/nodes/${node.idNode}/classes`,
      {
        class: {
          key: 'turma-integracao',
          name: 'Turma de novembro',
          initialDate: '2026-11-01T12:00:00Z',
          finalDate: '2027-02-01T12:00:00Z',
          capacity: 30,
          needApproval: false,
          certificate: 1,
          meetings: [
            {
              key: 'encontro-integracao',
              type: 'ONLINE',
              title: 'Boas-vindas',
              startDate: '2026-11-25T13:00:00Z',
              finishDate: '2026-11-25T14:00:00Z',
              address: 'https://meet.acme.example/boas-vindas',
            },
          ],
        },
      },
      201,
    );
    expect(team.class).toMatchObject({ name: 'Turma de novembro', capacity: 30, certificate: 1 });
    const nodeAnswer = await expectCall(ana, 'GET', `/admin/authoring/nodes/${node.idNode}`, undefined, 200);
    expect(nodeAnswer.classes.map((entry: { idTeam: number }) => entry.idTeam)).toEqual([team.idTeam]);

    // Maria enrolls and opens the evaluation.
    const enrolled = await expectCall(mariaAcademy, 'POST', '/learning/enrollments', { idTeam: team.idTeam }, 200);
    const base = `/learning/students/${mariaAcademy.loginInfo.idUser}/enrollments/${enrolled.idEnrollment}/evaluations/${evaluation.idEvaluation}/questionnaires`;
    const started = await expectCall(mariaAcademy, 'POST', base, {}, 200);
    const statements = async (idQuestionnaire: number) =>
      (
        (await expectCall(mariaAcademy, 'GET', `${base}/${idQuestionnaire}`, undefined, 200)).evaluation
          .answers as Array<{
          question: { statement: string };
        }>
      ).map((answer) => answer.question.statement);
    expect((await statements(started.idQuestionnaire))[0]).toBe('Qual EPI protege a cabeça?');

    // The comment question says its limit to Maria, and her answer is held to it.
    const opened = await expectCall(mariaAcademy, 'GET', `${base}/${started.idQuestionnaire}`, undefined, 200);
    const comment = (
      opened.evaluation.answers as Array<{
        idAnswer: number;
        question: { questionType: string; commentLimit?: number };
      }>
    ).find((answer) => answer.question.questionType === 'COMMENT');
    expect(comment?.question.commentLimit).toBe(20);
    const tooLong = await expectCall(
      mariaAcademy,
      'PUT',
      `${base}/${started.idQuestionnaire}/answers/${comment?.idAnswer}`,
      { answerData: [], answerText: 'x'.repeat(21) },
      400,
    );
    expect(JSON.stringify(tooLong)).toContain('O comentário pode ter no máximo 20 caracteres.');
    const fits = await expectCall(
      mariaAcademy,
      'PUT',
      `${base}/${started.idQuestionnaire}/answers/${comment?.idAnswer}`,
      { answerData: [], answerText: 'x'.repeat(20) },
      200,
    );
    expect(fits.answer ?? fits).toMatchObject({ answerText: 'x'.repeat(20) });

    // Ana edits the first question while the attempt is open.
    const current = await expectCall(
      ana,
      'GET',
      `/admin/authoring/evaluations/${evaluation.idEvaluation}`,
      undefined,
      200,
    );
    expect(current.attempts).toBe(1);
    const [first, ...rest] = current.evaluation.questionItems;
    const questionsBefore = await count('learning_questions');
    await expectCall(
      ana,
      'PUT',
      `/admin/authoring/evaluations/${evaluation.idEvaluation}`,
      {
        version: current.version,
        evaluation: {
          ...current.evaluation,
          questionItems: [{ ...first, statement: 'Qual EPI protege a cabeça na obra?' }, ...rest],
        },
      },
      200,
    );
    // One new row: the old question stays, retired, for the open attempt.
    expect(await count('learning_questions')).toBe(questionsBefore + 1);
    expect((await statements(started.idQuestionnaire))[0]).toBe('Qual EPI protege a cabeça?');
    const exported = await t.db.transaction().execute((trx) => buildPack(trx, ana.loginInfo.idCompany));
    const kept = exported.evaluations?.find((entry) => entry.key === evaluation.evaluation.key);
    expect(kept?.questionItems?.[0]?.statement).toBe('Qual EPI protege a cabeça na obra?');
    expect(kept?.questionItems?.[7]).toMatchObject({ type: 'COMMENT', commentLimit: 20 });
  });

  it('refuses an element naming a content the company does not have, at its field, and a changed code', async () => {
    const summary = await expectCall(ana, 'GET', '/admin/authoring/learning', undefined, 200);
    const node = (summary.nodes as Array<{ idNode: number; code: string }>).find(
      (entry) => entry.code === 'integracao',
    );
    const current = await expectCall(ana, 'GET', `/admin/authoring/nodes/${node?.idNode}`, undefined, 200);
    const missing = await expectCall(
      ana,
      'PUT',
      `/admin/authoring/nodes/${node?.idNode}`,
      {
        version: current.version,
        node: { ...current.node, blocks: [{ type: 'List', elements: [{ content: 'nao-existe' }] }] },
      },
      400,
    );
    expect(missing.errors).toEqual([
      { field: 'node.blocks.0.elements.0.content', message: "O conteúdo 'nao-existe' não existe" },
    ]);
    // A draft opens for administrators only: their preview before publishing.
    const draft = await expectCall(
      ana,
      'PUT',
      `/admin/authoring/nodes/${node?.idNode}`,
      { version: current.version, node: { ...current.node, status: 'DRAFT' } },
      200,
    );
    expect((await call(mariaAcademy, 'GET', '/learning/nodes/integracao')).statusCode).toBe(404);
    const anaAcademy = await t.login('ana@acme.example', 'acme-academy');
    expect((await call(anaAcademy, 'GET', '/learning/nodes/integracao')).statusCode).toBe(200);
    const renamed = await expectCall(
      ana,
      'PUT',
      `/admin/authoring/nodes/${node?.idNode}`,
      { version: draft.version, node: { ...draft.node, code: 'outro-codigo' } },
      400,
    );
    expect(renamed.errors[0].field).toBe('node.code');
  });

  it('renews the learning catalog the server keeps, so a member’s next request shows the change', async () => {
    const idCompany = ana.loginInfo.idCompany;
    const summary = await expectCall(ana, 'GET', '/admin/authoring/learning', undefined, 200);
    const { idNode } = (summary.nodes as Array<{ idNode: number; code: string }>).find(
      (entry) => entry.code === 'integracao',
    ) as { idNode: number };
    const current = await expectCall(ana, 'GET', `/admin/authoring/nodes/${idNode}`, undefined, 200);
    await expectCall(
      ana,
      'PUT',
      `/admin/authoring/nodes/${idNode}`,
      { version: current.version, node: { ...current.node, status: 'PUBLISHED' } },
      200,
    );
    // Maria's page, read twice: the second answer comes from the catalog kept by the server.
    const page = async () => body(await call(mariaAcademy, 'GET', '/learning/nodes/integracao')).node;
    expect((await page()).title).toBe('Integração de novos colaboradores');
    expect((await page()).label).toBeNull();
    const before = await readCatalogVersion(t.db, idCompany);
    const saved = await expectCall(
      ana,
      'PUT',
      `/admin/authoring/nodes/${idNode}`,
      {
        version: (await expectCall(ana, 'GET', `/admin/authoring/nodes/${idNode}`, undefined, 200)).version,
        node: {
          ...current.node,
          status: 'PUBLISHED',
          title: 'Integração: primeiros dias',
          label: 'Novidade',
        },
      },
      200,
    );
    expect(saved.node.title).toBe('Integração: primeiros dias');
    expect(await readCatalogVersion(t.db, idCompany)).toBeGreaterThan(before);
    expect((await page()).title).toBe('Integração: primeiros dias');
    expect((await page()).label).toBe('Novidade');

    // A class's save renews it too.
    const classes = saved.classes as Array<{ idTeam: number; version: string; class: Record<string, unknown> }>;
    const [team] = classes;
    const beforeClass = await readCatalogVersion(t.db, idCompany);
    await expectCall(
      ana,
      'PUT',
      `/admin/authoring/classes/${team?.idTeam}`,
      { version: team?.version, class: { ...team?.class, name: 'Turma de novembro (noite)' } },
      200,
    );
    expect(await readCatalogVersion(t.db, idCompany)).toBeGreaterThan(beforeClass);
    // Another company's catalog is left alone.
    const globex = paula.loginInfo.idCompany;
    const globexBefore = await readCatalogVersion(t.db, globex);
    await expectCall(
      ana,
      'PUT',
      `/admin/authoring/classes/${team?.idTeam}`,
      {
        version: (await expectCall(ana, 'GET', `/admin/authoring/classes/${team?.idTeam}`, undefined, 200)).version,
        class: { ...team?.class, name: 'Turma de novembro' },
      },
      200,
    );
    expect(await readCatalogVersion(t.db, globex)).toBe(globexBefore);
  });
});

describe('campaigns', () => {
  it('creates a campaign open to one department, refuses a department named twice, and announces it again', async () => {
    const departments = await expectCall(ana, 'GET', '/admin/authoring/departments', undefined, 200);
    expect(departments.departments).toEqual(expect.arrayContaining(['Operações', 'Pessoas', 'Vendas']));
    expect(departments.departments).not.toContain('RH');
    const campaign = {
      key: 'desafio-pessoas',
      name: 'Desafio de Pessoas',
      description: 'Complete os conteúdos do mês e ganhe pontos.',
      startDate: new Date(t.clock.now().getTime() - 86_400_000).toISOString(),
      endDate: new Date(t.clock.now().getTime() + 30 * 86_400_000).toISOString(),
      active: true,
      events: { CONTENT_COMPLETED: 10, RATING_SENT: 2 },
      departments: ['Pessoas', 'Pessoas'],
    };
    const twice = await expectCall(ana, 'POST', '/admin/authoring/campaigns', { campaign }, 400);
    expect(twice.errors).toEqual([{ field: 'campaign.departments', message: 'Um departamento aparece duas vezes' }]);
    const created = await expectCall(
      ana,
      'POST',
      '/admin/authoring/campaigns',
      { campaign: { ...campaign, departments: ['Pessoas'] } },
      201,
    );
    expect(created.campaign).toMatchObject({ departments: ['Pessoas'], events: { CONTENT_COMPLETED: 10 } });
    expect(created.announcementSeen).toBe(0);

    // Ana (Pessoas) is in it and closes its announcement; Maria (Vendas) is not in it.
    const listed = async (session: Session) =>
      (await expectCall(session, 'GET', '/campaign/listbyuser', undefined, 200)).campaigns as Array<{
        idgamification_campaign: number;
        notified: number;
      }>;
    expect((await listed(maria)).map((entry) => entry.idgamification_campaign)).not.toContain(created.idCampaign);
    await expectCall(ana, 'POST', `/campaign/${created.idCampaign}/users/${ana.loginInfo.idUser}/notified`, {}, 200);
    expect((await listed(ana)).find((entry) => entry.idgamification_campaign === created.idCampaign)?.notified).toBe(1);
    const seen = await expectCall(ana, 'GET', `/admin/authoring/campaigns/${created.idCampaign}`, undefined, 200);
    expect(seen.announcementSeen).toBe(1);

    // Opened to Vendas too and announced again: both see the announcement on their next load.
    const saved = await expectCall(
      ana,
      'PUT',
      `/admin/authoring/campaigns/${created.idCampaign}`,
      {
        version: seen.version,
        campaign: { ...seen.campaign, departments: ['Pessoas', 'Vendas'] },
        announceAgain: true,
      },
      200,
    );
    expect(saved.announcementSeen).toBe(0);
    expect((await listed(ana)).find((entry) => entry.idgamification_campaign === created.idCampaign)?.notified).toBe(0);
    expect((await listed(maria)).find((entry) => entry.idgamification_campaign === created.idCampaign)?.notified).toBe(
      0,
    );
    const audit = await t.db
      .selectFrom('audit_log')
      .select(['summary', 'before', 'after'])
      .where('entityType', '=', 'campaign')
      .where('entityId', '=', String(created.idCampaign))
      .orderBy('idAuditLog', 'desc')
      .executeTakeFirstOrThrow();
    expect(audit.summary).toBe('Campanha alterada e anunciada de novo: Desafio de Pessoas');
    expect(JSON.parse(audit.before as string).departments).toEqual(['Pessoas']);
    expect(JSON.parse(audit.after as string).departments).toEqual(['Pessoas', 'Vendas']);

    // A second save from the version read before is told, and changes nothing.
    const stale = await expectCall(
      ana,
      'PUT',
      `/admin/authoring/campaigns/${created.idCampaign}`,
      { version: seen.version, campaign: { ...seen.campaign, name: 'Outro nome' } },
      409,
    );
    expect(stale.code).toBe('AUTHORING_VERSION_CONFLICT');
  });
});

describe('question files read into the editor', () => {
  const MOODLE = `<?xml version="1.0" encoding="UTF-8"?>
<quiz>
  <question type="multichoice">
    <name><text>Cores</text></name>
    <questiontext format="html"><text><![CDATA[<p>Que cor identifica a <strong>água</strong> de incêndio?</p>]]></text></questiontext>
    <single>true</single>
    <answer fraction="100"><text>Vermelha</text></answer>
    <answer fraction="0"><text>Verde</text></answer>
  </question>
  <question type="truefalse">
    <name><text>Crachá</text></name>
    <questiontext format="html"><text>O crachá fica visível.</text></questiontext>
    <answer fraction="100"><text>true</text></answer>
    <answer fraction="0"><text>false</text></answer>
  </question>
  <question type="calculated">
    <name><text>Conta</text></name>
    <questiontext format="html"><text>Quanto é {a} + {b}?</text></questiontext>
  </question>
</quiz>`;
  const QTI = `<?xml version="1.0" encoding="UTF-8"?>
<assessmentItem xmlns="http://www.imsglobal.org/xsd/imsqti_v2p1" identifier="epi-cabeca" title="EPI" adaptive="false" timeDependent="false">
  <responseDeclaration identifier="RESPONSE" cardinality="single" baseType="identifier">
    <correctResponse><value>A</value></correctResponse>
  </responseDeclaration>
  <itemBody>
    <choiceInteraction responseIdentifier="RESPONSE" shuffle="false" maxChoices="1">
      <prompt>Qual equipamento protege a cabeça?</prompt>
      <simpleChoice identifier="A">Capacete</simpleChoice>
      <simpleChoice identifier="B">Luva</simpleChoice>
    </choiceInteraction>
  </itemBody>
</assessmentItem>`;

  it('reads a Moodle XML quiz and a QTI item into editor questions, storing nothing until the evaluation is saved', async () => {
    const questions = await count('learning_questions');
    const moodle = await expectCall(
      ana,
      'POST',
      '/admin/authoring/question-files',
      { content: MOODLE, encoding: 'utf8' },
      200,
    );
    expect(moodle.format).toBe('MOODLE_XML');
    expect(moodle.questions).toEqual([
      expect.objectContaining({
        type: 'SINGLE_OPTION',
        statement: 'Que cor identifica a água de incêndio?',
        options: [
          { description: 'Vermelha', correct: 1 },
          { description: 'Verde', correct: 0 },
        ],
      }),
      expect.objectContaining({ type: 'TRUE_OR_FALSE', statement: 'O crachá fica visível.' }),
    ]);
    expect(moodle.unsupported).toEqual([expect.objectContaining({ identifier: expect.stringContaining('Conta') })]);
    const qti = await expectCall(
      ana,
      'POST',
      '/admin/authoring/question-files',
      { content: Buffer.from(QTI).toString('base64'), encoding: 'base64' },
      200,
    );
    expect(qti.format).toBe('QTI_2_1');
    expect(qti.questions).toEqual([
      expect.objectContaining({
        id: 'epi-cabeca',
        type: 'SINGLE_OPTION',
        statement: 'Qual equipamento protege a cabeça?',
        options: [
          { description: 'Capacete', correct: 1 },
          { description: 'Luva', correct: 0 },
        ],
      }),
    ]);
    expect(await count('learning_questions')).toBe(questions);

    // What was read goes into an evaluation as the editor sends it.
    const saved = await expectCall(
      ana,
      'POST',
      '/admin/authoring/evaluations',
      {
        evaluation: {
          key: 'prova-importada',
          title: 'Prova importada',
          type: 'KNOWLEDGE',
          questionItems: [...moodle.questions, ...qti.questions],
        },
      },
      201,
    );
    expect(saved.evaluation.questionItems.map((question: { statement: string }) => question.statement)).toEqual([
      'Que cor identifica a água de incêndio?',
      'O crachá fica visível.',
      'Qual equipamento protege a cabeça?',
    ]);
    expect(await count('learning_questions')).toBe(questions + 3);
  });

  it('refuses a file that is not a question bank in Portuguese, and a member', async () => {
    const refused = await expectCall(
      ana,
      'POST',
      '/admin/authoring/question-files',
      { content: '<html><body/></html>', encoding: 'utf8' },
      400,
    );
    expect(refused.message).toContain('Arquivo de questões inválido.');
    await expectCall(
      mariaAcademy,
      'POST',
      '/admin/authoring/question-files',
      { content: MOODLE, encoding: 'utf8' },
      403,
    );
  });
});

describe('concurrent edits', () => {
  type Doc = Json;
  /** Each entity's address, its form with one field set to a value, and where that value is read back. */
  const cases: Array<[string, () => Promise<string>, (doc: Doc, value: string) => Doc, (doc: Doc) => unknown]> = [
    [
      'app',
      async () => `/admin/authoring/apps/${t.appOf('acme').idApp}`,
      (doc, value) => ({
        version: doc.version,
        app: { ...doc.app, landingPageContact: value },
        features: doc.features,
      }),
      (doc) => doc.app.landingPageContact,
    ],
    [
      'menu',
      async () => `/admin/authoring/apps/${t.appOf('acme').idApp}/menu`,
      (doc, value) => ({
        version: doc.version,
        sections: doc.sections.map((section: Doc, index: number) =>
          index === doc.sections.length - 1 ? { ...section, text: value } : section,
        ),
      }),
      (doc) => doc.sections.at(-1).text,
    ],
    [
      'page',
      async () => `/admin/authoring/nodes/${(await nodeOf('integracao')).idNode}`,
      (doc, value) => ({ version: doc.version, node: { ...doc.node, description: value } }),
      (doc) => doc.node.description,
    ],
    [
      'class',
      async () => {
        const node = await expectCall(
          ana,
          'GET',
          `/admin/authoring/nodes/${(await nodeOf('integracao')).idNode}`,
          undefined,
          200,
        );
        return `/admin/authoring/classes/${node.classes[0].idTeam}`;
      },
      (doc, value) => ({ version: doc.version, class: { ...doc.class, description: value } }),
      (doc) => doc.class.description,
    ],
    [
      'evaluation',
      async () => {
        const summary = await expectCall(ana, 'GET', '/admin/authoring/learning', undefined, 200);
        const found = (summary.evaluations as Array<{ idEvaluation: number; title: string }>).find(
          (entry) => entry.title === 'Prova de integração',
        );
        return `/admin/authoring/evaluations/${found?.idEvaluation}`;
      },
      (doc, value) => ({ version: doc.version, evaluation: { ...doc.evaluation, description: value } }),
      (doc) => doc.evaluation.description,
    ],
  ];

  async function nodeOf(code: string) {
    const summary = await expectCall(ana, 'GET', '/admin/authoring/learning', undefined, 200);
    return (summary.nodes as Array<{ idNode: number; code: string }>).find((entry) => entry.code === code) as {
      idNode: number;
    };
  }

  it.each(cases)(
    'tells the second of two saves of the same %s version (409), keeping the first',
    async (_name, urlOf, edit, read) => {
      const url = await urlOf();
      const mine = await expectCall(ana, 'GET', url, undefined, 200);
      const theirs = await expectCall(ana, 'GET', url, undefined, 200);
      await expectCall(ana, 'PUT', url, edit(mine, 'Primeira edição'), 200);
      const conflict = await expectCall(ana, 'PUT', url, edit(theirs, 'Segunda edição'), 409);
      expect(conflict.code).toBe('AUTHORING_VERSION_CONFLICT');
      expect(conflict.message).toMatch(/^Este item foi alterado por Ana Lima em /);
      expect(read(await expectCall(ana, 'GET', url, undefined, 200))).toBe('Primeira edição');
    },
  );
});

describe('removing', () => {
  /** Creates an entity, then removes it: refused to a member (403) and another company (404), told on a stale version. */
  async function createThenRemove(create: { url: string; body: unknown }, idField: string, base: string) {
    const made = await expectCall(ana, 'POST', create.url, create.body, 201);
    const url = `${base}/${made[idField]}`;
    await expectCall(maria, 'DELETE', `${url}?version=${made.version}`, undefined, 403);
    await expectCall(paula, 'DELETE', `${url}?version=${made.version}`, undefined, 404);
    await expectCall(ana, 'DELETE', `${url}?version=desatualizada`, undefined, 409);
    await expectCall(ana, 'GET', url, undefined, 200);
    const audited = await count('audit_log');
    await expectCall(ana, 'DELETE', `${url}?version=${made.version}`, undefined, 200);
    await expectCall(ana, 'GET', url, undefined, 404);
    expect(await count('audit_log')).toBe(audited + 1);
    return made;
  }

  it('removes a page, a content, an evaluation and a campaign nothing uses, audited, only in the caller’s company', async () => {
    const nodes = await count('learning_nodes');
    await createThenRemove(
      {
        url: '/admin/authoring/nodes',
        body: { node: { code: 'rascunho-a-remover', type: 'LEARNING', title: 'Rascunho' } },
      },
      'idNode',
      '/admin/authoring/nodes',
    );
    expect(await count('learning_nodes')).toBe(nodes);
    const contents = await count('learning_content_items');
    await createThenRemove(
      {
        url: '/admin/authoring/learning-contents',
        body: { item: { key: 'leitura-a-remover', type: 5, text: 'Leitura a remover', content: '<p>x</p>' } },
      },
      'idContentItem',
      '/admin/authoring/learning-contents',
    );
    expect(await count('learning_content_items')).toBe(contents);
    const questions = await count('learning_questions');
    await createThenRemove(
      {
        url: '/admin/authoring/evaluations',
        body: {
          evaluation: {
            key: 'pesquisa-a-remover',
            title: 'Pesquisa a remover',
            type: 'REACTION',
            questionItems: [{ id: 'c', type: 'COMMENT', statement: 'Comente.' }],
          },
        },
      },
      'idEvaluation',
      '/admin/authoring/evaluations',
    );
    expect(await count('learning_questions')).toBe(questions);
    await createThenRemove(
      {
        url: '/admin/authoring/campaigns',
        body: {
          campaign: {
            key: 'campanha-a-remover',
            name: 'Campanha a remover',
            startDate: '2026-12-01T00:00:00Z',
            endDate: '2026-12-31T00:00:00Z',
            events: {},
            departments: ['Pessoas'],
          },
        },
      },
      'idCampaign',
      '/admin/authoring/campaigns',
    );
    const log = await t.db
      .selectFrom('audit_log')
      .select('summary')
      .where('action', 'like', '%.delete')
      .orderBy('idAuditLog', 'desc')
      .limit(4)
      .execute();
    expect(log.map((row) => row.summary)).toEqual([
      'Campanha removida: Campanha a remover',
      'Avaliação removida: Pesquisa a remover',
      'Conteúdo removido: Leitura a remover',
      'Página removida: Rascunho',
    ]);
  });

  it('refuses, in Portuguese, to remove what pages list, what members used, and the app’s home', async () => {
    const summary = await expectCall(ana, 'GET', '/admin/authoring/learning', undefined, 200);
    const byCode = (code: string) =>
      (summary.nodes as Array<{ idNode: number; code: string }>).find((entry) => entry.code === code);
    const refusedWith = async (url: string) => {
      const current = await expectCall(ana, 'GET', url, undefined, 200);
      const answer = await expectCall(ana, 'DELETE', `${url}?version=${current.version}`, undefined, 409);
      await expectCall(ana, 'GET', url, undefined, 200);
      return answer.message as string;
    };
    // The training built above: its class has Maria's enrollment.
    expect(await refusedWith(`/admin/authoring/nodes/${byCode('integracao')?.idNode}`)).toBe(
      'Esta página tem turmas: remova-as antes, ou arquive a página (Situação: Arquivado).',
    );
    const content = (summary.contents as Array<{ idContentItem: number; text: string }>).find(
      (entry) => entry.text === 'Leitura de boas-vindas',
    );
    expect(await refusedWith(`/admin/authoring/learning-contents/${content?.idContentItem}`)).toMatch(
      /^Este conteúdo está em páginas \(“Integração[^”]*”\): retire-o delas antes de removê-lo\.$/,
    );
    const evaluation = (summary.evaluations as Array<{ idEvaluation: number; title: string }>).find(
      (entry) => entry.title === 'Prova de integração',
    );
    expect(await refusedWith(`/admin/authoring/evaluations/${evaluation?.idEvaluation}`)).toMatch(
      /^Esta avaliação está em páginas \(“Integração[^”]*”\): retire-a delas antes de removê-la\.$/,
    );
    const home = await t.db
      .selectFrom('learning_nodes')
      .select('idNode')
      .where('idCompany', '=', ana.loginInfo.idCompany)
      .where('entryPoint', '=', 1)
      .executeTakeFirstOrThrow();
    expect(await refusedWith(`/admin/authoring/nodes/${home.idNode}`)).toBe(
      'A página inicial do aplicativo não pode ser removida.',
    );
    const earned = await t.db
      .selectFrom('campaign_points')
      .select('idCampaign')
      .where('idCompany', '=', ana.loginInfo.idCompany)
      .executeTakeFirstOrThrow();
    expect(await refusedWith(`/admin/authoring/campaigns/${earned.idCampaign}`)).toBe(
      'Membros já ganharam pontos nesta campanha: em vez de removê-la, desmarque “Campanha ativa”.',
    );
  });
});

describe('export', () => {
  it('round-trips through pack:export and pack:import folders: brand, menu, unlocks and an uploaded file', async () => {
    const { idApp } = t.appOf('acme');
    // A logo uploaded in the console, set on the app with a colour.
    const logo = renderAppIcon({ size: 64, background: '#224466', name: 'Acme', maskable: false });
    const boundary = '----trilha-authoring';
    const upload = await t.app.inject({
      method: 'POST',
      url: '/admin/authoring/media',
      headers: { ...ana.headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="logo.png"\r\nContent-Type: image/png\r\n\r\n`,
        ),
        logo,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]),
    });
    expect(upload.statusCode, upload.body).toBe(201);
    const current = await expectCall(ana, 'GET', `/admin/authoring/apps/${idApp}`, undefined, 200);
    await expectCall(
      ana,
      'PUT',
      `/admin/authoring/apps/${idApp}`,
      {
        version: current.version,
        app: { ...current.app, logo: body(upload).url, secondaryColor: '#336699' },
        features: current.features,
      },
      200,
    );

    // A section added to the menu, unlocked by a product of the store.
    const menu = await expectCall(ana, 'GET', `/admin/authoring/apps/${idApp}/menu`, undefined, 200);
    const products = menu.products as Array<{ key: string; section: string | null }>;
    const free = products.find((product) => product.section === null) ?? (products.at(-1) as { key: string });
    await expectCall(
      ana,
      'PUT',
      `/admin/authoring/apps/${idApp}/menu`,
      {
        version: menu.version,
        sections: [...menu.sections, { key: 'secao-exportada', text: 'Seção exportada', type: 3 }],
        unlocks: [
          ...products
            .filter((product) => product.section !== null && product.key !== free.key)
            .map((product) => ({ product: product.key, section: product.section })),
          { product: free.key, section: 'secao-exportada' },
        ],
      },
      200,
    );

    const folder = await mkdtemp(join(tmpdir(), 'trilha-authoring-pack-'));
    const target = await createTestDatabase();
    try {
      const { pack } = await exportPack(t.db, t.storage, ana.loginInfo.idCompany, folder);
      await migrateToLatest(target.db);
      const storage = createDiskStorage(join(folder, '..', `${basename(folder)}-storage`));
      const imported = await importPackFolder(target.db, storage, folder, { now: t.clock.now() });
      if (!imported.ok) throw new Error(imported.errors.map(formatPackError).join('\n'));
      const again = await target.db
        .transaction()
        .execute((trx) => buildPack(trx, imported.result.idCompany, { activity: true }));

      // The export names files relative to the pack (`./media/...`); imported, they are the new storage's.
      const relative = <T>(value: T): T =>
        JSON.parse(JSON.stringify(value).replace(/"\/files\/packs\/[^/"]+\//g, '"./')) as T;
      const appOf = (from: typeof pack) => from.apps?.find((app) => app.bucket === 'acme');
      expect(relative(appOf(again))).toEqual(appOf(pack));
      expect(appOf(again)).toMatchObject({ secondaryColor: '#336699' });
      // The menu, with the section the console added and the product that unlocks it.
      expect(JSON.stringify(appOf(again)?.sections)).toContain('"key":"secao-exportada"');
      const unlocks = (from: typeof pack) =>
        from.storeProducts?.map((product) => ({ key: product.key, section: product.section ?? null }));
      expect(unlocks(again)).toEqual(unlocks(pack));
      expect(unlocks(again)).toContainEqual({ key: free.key, section: 'secao-exportada' });
      // The uploaded logo travelled as a file of the pack and is served from the new installation's storage.
      const logoAfter = appOf(again)?.logo;
      expect(appOf(pack)?.logo).toMatch(/^\.\/media\//);
      expect(logoAfter).toMatch(/^\/files\/packs\//);
      const key = decodeURIComponent(
        String(logoAfter)
          .replace(/^\/files\//, '')
          .replace(/\?.*$/, ''),
      );
      const stored = await storage.get(key);
      expect(stored).not.toBeNull();
      const bytes: Buffer[] = [];
      for await (const chunk of stored?.stream ?? []) bytes.push(Buffer.from(chunk));
      expect(Buffer.concat(bytes).equals(logo)).toBe(true);
    } finally {
      await target.close();
      await rm(folder, { recursive: true, force: true });
    }
  });

  it('round-trips what the console built through a pack into an empty installation', async () => {
    const pack = await t.db.transaction().execute((trx) => buildPack(trx, ana.loginInfo.idCompany));
    const target = await createTestDatabase();
    try {
      await migrateToLatest(target.db);
      const { activity: _activity, format: _format, company, ...authored } = pack;
      const validated = validatePackJson(authored, company);
      if (!validated.ok) throw new Error(JSON.stringify(validated.errors));
      const imported = await target.db
        .transaction()
        .execute((trx) => importPack(trx, validated.pack, { now: new Date('2026-11-21T12:00:00Z') }));
      const again = await target.db.transaction().execute((trx) => buildPack(trx, imported.idCompany));
      const pick = (from: typeof pack) => ({
        node: from.nodes?.find((node) => node.code === 'integracao'),
        evaluation: from.evaluations?.find((evaluation) => evaluation.key === 'prova-nova'),
        item: from.sectionContents?.find((item) => item.key === 'video-novo'),
        live: from.sectionContents?.find((item) => item.key === 'live-novo'),
        campaign: from.campaigns?.find((campaign) => campaign.key === 'desafio-pessoas'),
      });
      expect(pick(again)).toEqual(pick(pack));
      expect(pick(again).node?.classes?.[0]?.name).toBe('Turma de novembro');
      expect(pick(again).campaign?.departments).toEqual(['Pessoas', 'Vendas']);
      expect(pick(again).evaluation?.questionItems?.[7]?.commentLimit).toBe(20);
    } finally {
      await target.close();
    }
  });
});

describe('the console’s learning lists', () => {
  it('are in Portuguese order: a title with an accent sits with its letter', async () => {
    const idCompany = ana.loginInfo.idCompany;
    type Listed = 'learning_nodes' | 'learning_content_items' | 'learning_evaluations';
    const titled = async (table: Listed, id: string, column: string) => {
      const found = await sql<{ id: number; title: string }>`select ${sql.ref(id)} as id, ${sql.ref(column)} as title
        from ${sql.table(table)} where ${sql.ref('idCompany')} = ${idCompany} order by ${sql.ref(id)} limit 3`.execute(
        t.db,
      );
      return { table, column, id, rows: found.rows };
    };
    const lists = [
      await titled('learning_nodes', 'idNode', 'title'),
      await titled('learning_content_items', 'idContentItem', 'text'),
      await titled('learning_evaluations', 'idEvaluation', 'title'),
    ];
    const names = ['Fundamentos do atendimento', 'Ética no trabalho', 'Escuta ativa'];
    const rename = async (to: (index: number, title: string) => string) => {
      for (const list of lists)
        for (const [index, row] of list.rows.entries())
          await sql`update ${sql.table(list.table)} set ${sql.ref(list.column)} = ${to(index, row.title)}
            where ${sql.ref(list.id)} = ${row.id}`.execute(t.db);
    };
    await rename((index) => names[index] ?? '');
    try {
      const summary = await expectCall(ana, 'GET', '/admin/authoring/learning', undefined, 200);
      const order = (titles: string[]) => titles.filter((title) => names.includes(title));
      const expected = ['Escuta ativa', 'Ética no trabalho', 'Fundamentos do atendimento'];
      expect(order(summary.nodes.map((node: { title: string }) => node.title))).toEqual(expected);
      expect(order(summary.contents.map((content: { text: string }) => content.text))).toEqual(expected);
      expect(order(summary.evaluations.map((evaluation: { title: string }) => evaluation.title))).toEqual(expected);
    } finally {
      await rename((_, title) => title);
    }
  });
});
