import { readFile } from 'node:fs/promises';
import { pathToFileURL } from 'node:url';
import type { Storage } from '../../platform/storage';
import type { Db } from '../database';
import { ART_FORMATS, type Art, artSvg } from './learning-art';
import { DEMO_SCORM_PACKAGES } from './scorm';
import { SEED_FILES } from './seed-files';
import { seedLearningPoints } from './shell';

/**
 * The learning platform's demo: Acme Academy's home of blocks (every block type), a catalog of
 * trainings (sequential, needing approval, free, restricted, full and future classes), pages of blocks,
 * content of each type, meetings, a calendar, and a few enrollments. Globex gets a small catalog of its
 * own so that isolation is visible. Every picture and file is made here or committed; nothing is fetched.
 */

const DAY = 24 * 60 * 60 * 1000;
const MEDIA = pathToFileURL(`${SEED_FILES}/media/`);

type Ctx = { db: Db; storage: Storage; idCompany: number; now: Date; stamp: string };

const at = (ctx: Ctx, days: number, hour = 12, minute = 0) => {
  const date = new Date(ctx.now.getTime() + days * DAY);
  date.setUTCHours(hour, minute, 0, 0);
  return date.toISOString();
};

/** Stores an artwork in every format and returns the address of the square one. */
async function putArt(ctx: Ctx, slug: string, art: Art): Promise<string> {
  for (const [format, [width, height]] of Object.entries(ART_FORMATS)) {
    const key = `demo/learning/${slug}${format ? `-format-${format}` : ''}.svg`;
    await ctx.storage.put(key, Buffer.from(artSvg(art, width, height)), 'image/svg+xml');
  }
  return ctx.storage.url(`demo/learning/${slug}.svg`);
}

async function putMedia(ctx: Ctx, file: string, key: string, type: string): Promise<string> {
  await ctx.storage.put(key, await readFile(new URL(file, MEDIA)), type);
  return ctx.storage.url(key);
}

/** Stores a photo shown on cards with its format variants (scripts/make-image-variants.mjs), beside it. */
async function putPhoto(ctx: Ctx, file: string, key: string): Promise<string> {
  for (const format of Object.keys(ART_FORMATS).filter(Boolean)) {
    const suffix = `-format-${format}.jpg`;
    await putMedia(ctx, file.replace(/\.jpg$/, suffix), key.replace(/\.jpg$/, suffix), 'image/jpeg');
  }
  return putMedia(ctx, file, key, 'image/jpeg');
}

async function insertNode(
  ctx: Ctx,
  node: {
    nodeCode: string;
    nodeType: 'ORGANIZATION' | 'LEARNING';
    title: string;
    entryPoint?: 1;
    label?: string;
    description?: string;
    syllabus?: string;
    workload?: number;
    image?: string;
    selfEnrollment?: 0 | 1;
    audience?: string[];
    equivalentNodeCode?: string;
    allowComments?: 1;
    tags?: string[];
  },
): Promise<number> {
  const { idNode } = await ctx.db
    .insertInto('learning_nodes')
    .values({
      idCompany: ctx.idCompany,
      nodeCode: node.nodeCode,
      originalNodeCode: null,
      nodeType: node.nodeType,
      entryPoint: node.entryPoint ?? 0,
      title: node.title,
      shortTitle: null,
      label: node.label ?? null,
      description: node.description ?? null,
      syllabus: node.syllabus ?? null,
      workload: node.workload ?? null,
      image: node.image ?? null,
      mobileImage: null,
      selfEnrollment: node.selfEnrollment ?? 1,
      visibility: node.audience ? 'RESTRICTED' : 'PUBLIC',
      audience: node.audience ? JSON.stringify(node.audience) : null,
      status: 'PUBLISHED',
      allowComments: node.allowComments ?? 0,
      commentsLabel: null,
      hasCampaign: 0,
      equivalentNodeCode: node.equivalentNodeCode ?? null,
      createdAt: ctx.stamp,
    })
    .returning('idNode')
    .executeTakeFirstOrThrow();
  for (const tag of node.tags ?? []) {
    await ctx.db.insertInto('learning_node_tags').values({ idCompany: ctx.idCompany, idNode, tag }).execute();
  }
  return idNode;
}

type ElementSpec =
  | { node: number; sequential?: 1; mandatory?: 0 }
  | { content: number; sequential?: 1; mandatory?: 0 }
  | { evaluation: number; sequential?: 1 }
  | { link: string; title: string; image: string };

async function insertBlock(
  ctx: Ctx,
  idNode: number,
  position: number,
  block: {
    type: string;
    title?: string;
    text?: string;
    parameters?: Record<string, unknown>;
    elements?: ElementSpec[];
  },
): Promise<number> {
  const { idBlock } = await ctx.db
    .insertInto('learning_blocks')
    .values({
      idCompany: ctx.idCompany,
      idNode,
      position,
      type: block.type,
      title: block.title ?? null,
      text: block.text ?? null,
      parameters: JSON.stringify(block.parameters ?? {}),
    })
    .returning('idBlock')
    .executeTakeFirstOrThrow();
  for (const [index, element] of (block.elements ?? []).entries()) {
    await ctx.db
      .insertInto('learning_block_elements')
      .values({
        idCompany: ctx.idCompany,
        idBlock,
        position: index,
        elementType:
          'node' in element
            ? 'NODE'
            : 'content' in element
              ? 'CONTENT'
              : 'evaluation' in element
                ? 'EVALUATION'
                : 'LINK',
        idNode: 'node' in element ? element.node : null,
        idContentItem: 'content' in element ? element.content : null,
        idEvaluation: 'evaluation' in element ? element.evaluation : null,
        sequential: 'sequential' in element && element.sequential ? 1 : 0,
        mandatory: 'mandatory' in element && element.mandatory === 0 ? 0 : 1,
        title: 'link' in element ? element.title : null,
        image: 'link' in element ? element.image : null,
        mobileImage: null,
        link: 'link' in element ? element.link : null,
      })
      .execute();
  }
  return idBlock;
}

async function insertContent(
  ctx: Ctx,
  content: {
    idContentType: number;
    text: string;
    description?: string;
    label?: string;
    author?: string;
    content?: string;
    contentLocation?: string;
    link?: string;
    image?: string;
    duration?: number;
    workload?: number;
    shareable?: 1;
    isSeekingBlocked?: 1;
  },
): Promise<number> {
  const { idContentItem } = await ctx.db
    .insertInto('learning_content_items')
    .values({
      idCompany: ctx.idCompany,
      idContentType: content.idContentType,
      idSection: null,
      text: content.text,
      description: content.description ?? null,
      label: content.label ?? null,
      author: content.author ?? null,
      content: content.content ?? null,
      contentLocation: content.contentLocation ?? null,
      link: content.link ?? null,
      image: content.image ?? null,
      mobileImage: null,
      duration: content.duration ?? null,
      workload: content.workload ?? null,
      shareable: content.shareable ?? 0,
      isSeekingBlocked: content.isSeekingBlocked ?? 0,
      idChatRoom: null,
      views: 0,
      active: 1,
      createdAt: ctx.stamp,
    })
    .returning('idContentItem')
    .executeTakeFirstOrThrow();
  return idContentItem;
}

async function insertTeam(
  ctx: Ctx,
  team: {
    idNode: number;
    name: string;
    description?: string;
    initialDate: string | null;
    finalDate: string | null;
    capacity?: number;
    needApproval?: 1;
    allowReenrollment?: 1;
    allowAccessUponCompletion?: 0;
    duration?: number;
  },
): Promise<number> {
  const { idTeam } = await ctx.db
    .insertInto('learning_teams')
    .values({
      idCompany: ctx.idCompany,
      idNode: team.idNode,
      name: team.name,
      description: team.description ?? null,
      initialDate: team.initialDate,
      finalDate: team.finalDate,
      duration: team.duration ?? null,
      capacity: team.capacity ?? null,
      enrolledCount: 0,
      needApproval: team.needApproval ?? 0,
      allowReenrollment: team.allowReenrollment ?? 0,
      allowAccessUponCompletion: team.allowAccessUponCompletion ?? 1,
      idCertificate: null,
      enableCertificateForChildren: 0,
      allowComments: 0,
      commentsLabel: null,
      hasAttachments: 0,
      status: 'ACTIVE',
      createdAt: ctx.stamp,
    })
    .returning('idTeam')
    .executeTakeFirstOrThrow();
  return idTeam;
}

async function insertMeeting(
  ctx: Ctx,
  meeting: {
    idTeam?: number;
    idNode?: number;
    meetingType: 'PRESENCIAL' | 'ONLINE';
    title: string;
    startDate: string;
    finishDate: string;
    address: string;
    speaker?: string;
  },
) {
  await ctx.db
    .insertInto('learning_meetings')
    .values({
      idCompany: ctx.idCompany,
      idTeam: meeting.idTeam ?? null,
      idNode: meeting.idNode ?? null,
      meetingType: meeting.meetingType,
      title: meeting.title,
      startDate: meeting.startDate,
      finishDate: meeting.finishDate,
      address: meeting.address,
      speaker: meeting.speaker ?? null,
    })
    .execute();
}

/** An enrollment with its root node enrollment, taking a seat of the class. */
async function insertEnrollment(
  ctx: Ctx,
  enrollment: { idUser: number; idNode: number; idTeam: number; status: string; progress: number },
) {
  const { idEnrollment } = await ctx.db
    .insertInto('learning_enrollments')
    .values({
      idCompany: ctx.idCompany,
      idUser: enrollment.idUser,
      idNode: enrollment.idNode,
      idTeam: enrollment.idTeam,
      status: enrollment.status,
      progress: enrollment.progress,
      isCurrent: 1,
      processing: 0,
      startDate: enrollment.progress > 0 ? at(ctx, -3) : null,
      finishDate: null,
      validityDate: null,
      lastAccessDate: enrollment.progress > 0 ? at(ctx, -1) : null,
      creationDate: at(ctx, -5),
    })
    .returning('idEnrollment')
    .executeTakeFirstOrThrow();
  await ctx.db
    .updateTable('learning_teams')
    .set((eb) => ({ enrolledCount: eb('enrolledCount', '+', 1) }))
    .where('idTeam', '=', enrollment.idTeam)
    .execute();
  const { idNodeEnrollment } = await ctx.db
    .insertInto('learning_node_enrollments')
    .values({
      idCompany: ctx.idCompany,
      idUser: enrollment.idUser,
      idEnrollment,
      idNode: enrollment.idNode,
      idParentNodeEnrollment: null,
      status: enrollment.progress > 0 ? 'IN_PROGRESS' : 'IN_PROGRESS',
      progress: enrollment.progress,
      startDate: at(ctx, -3),
      finishDate: null,
    })
    .returning('idNodeEnrollment')
    .executeTakeFirstOrThrow();
  return { idEnrollment, idNodeEnrollment };
}

const SITE_HTML = `<!doctype html>
<html lang="pt-BR"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Rotas de evacuação</title>
<style>
body{margin:0;font-family:system-ui,Arial,sans-serif;color:#1c1b1f;background:#f4f7fb}
header{background:#1d4e89;color:#fff;padding:20px}h1{margin:0;font-size:1.4rem}
main{padding:20px;max-width:760px;margin:auto}ol{line-height:1.7}
.map{background:#fff;border-radius:12px;padding:12px;box-shadow:0 1px 4px #0002}
.tag{display:inline-block;background:#e4572e;color:#fff;border-radius:999px;padding:2px 10px;font-size:.8rem}
</style></head><body>
<header><h1>Rotas de evacuação da Sede Acme</h1><p>Conheça o caminho até o ponto de encontro.</p></header>
<main>
<div class="map"><svg viewBox="0 0 600 300" role="img" aria-label="Planta do andar com a rota até a saída">
<rect x="10" y="10" width="580" height="280" fill="#eef4fb" stroke="#1d4e89" stroke-width="4"/>
<rect x="40" y="40" width="160" height="90" fill="#fff" stroke="#9bb"/><text x="60" y="90" font-size="18">Vendas</text>
<rect x="220" y="40" width="160" height="90" fill="#fff" stroke="#9bb"/><text x="240" y="90" font-size="18">Pessoas</text>
<rect x="40" y="170" width="160" height="90" fill="#fff" stroke="#9bb"/><text x="60" y="220" font-size="18">Operações</text>
<path d="M120 140 H420 V230 H560" fill="none" stroke="#2a9d8f" stroke-width="10" stroke-linecap="round"/>
<rect x="540" y="205" width="40" height="50" fill="#2a9d8f"/><text x="470" y="280" font-size="16" fill="#1b6e3a">Saída de emergência</text>
</svg></div>
<h2>Em caso de alarme</h2>
<ol><li>Mantenha a calma e interrompa o que está fazendo.</li><li>Siga a faixa verde no piso até a saída mais próxima.</li>
<li>Não use os elevadores.</li><li>Aguarde no ponto de encontro <span class="tag">Estacionamento B</span> até a liberação.</li></ol>
</main></body></html>`;

async function makePdf(title: string, lines: string[]): Promise<Buffer> {
  // Loaded when a PDF is made, not with the server.
  const { PDFDocument, rgb, StandardFonts } = await import('pdf-lib');
  const pdf = await PDFDocument.create();
  pdf.setTitle(title);
  pdf.setCreator('Acme Academy');
  const page = pdf.addPage([595, 842]);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  page.drawRectangle({ x: 0, y: 762, width: 595, height: 80, color: rgb(0.114, 0.306, 0.537) });
  page.drawText(title, { x: 40, y: 792, size: 22, font: bold, color: rgb(1, 1, 1) });
  lines.forEach((line, index) => {
    page.drawText(line, { x: 40, y: 720 - index * 26, size: 13, font: index % 3 === 0 ? bold : regular });
  });
  return Buffer.from(await pdf.save());
}

/** Seeds the learning platform of every demo company that has one. */
export async function seedLearning(db: Db, storage: Storage, now: Date): Promise<void> {
  const companies = await db.selectFrom('companies').select(['idCompany', 'name']).execute();
  const acme = companies.find((company) => company.name === 'Acme');
  const globex = companies.find((company) => company.name === 'Globex');
  if (acme) await seedAcme({ db, storage, idCompany: acme.idCompany, now, stamp: now.toISOString() });
  if (globex) await seedGlobex({ db, storage, idCompany: globex.idCompany, now, stamp: now.toISOString() });
}

async function userId(ctx: Ctx, username: string): Promise<number> {
  const row = await ctx.db
    .selectFrom('users')
    .select('idUser')
    .where('idCompany', '=', ctx.idCompany)
    .where('username', '=', username)
    .executeTakeFirstOrThrow();
  return row.idUser;
}

async function seedAcme(ctx: Ctx): Promise<void> {
  const blue: [string, string] = ['#1d4e89', '#2a9d8f'];
  const orange: [string, string] = ['#e4572e', '#b3261e'];
  const teal: [string, string] = ['#0f766e', '#1d4e89'];
  const purple: [string, string] = ['#5b3f8c', '#1d4e89'];
  const img = {
    home: await putArt(ctx, 'acme-academy', {
      title: 'Acme Academy',
      subtitle: 'Aprender todo dia',
      colors: blue,
      motif: 'book',
    }),
    bannerVendas: await putArt(ctx, 'banner-vendas', {
      title: 'Vendas consultivas',
      subtitle: 'Nova trilha disponível',
      colors: orange,
      motif: 'chart',
    }),
    bannerSeguranca: await putArt(ctx, 'banner-seguranca', {
      title: 'Semana da segurança',
      subtitle: 'Conteúdos livres para todos',
      colors: teal,
      motif: 'shield',
    }),
    bannerAgenda: await putArt(ctx, 'banner-agenda', {
      title: 'Encontros ao vivo',
      subtitle: 'Confira a agenda do mês',
      colors: purple,
      motif: 'calendar',
    }),
    catalogo: await putArt(ctx, 'catalogo', { title: 'Catálogo', colors: blue, motif: 'book' }),
    vendas: await putArt(ctx, 'vendas', { title: 'Vendas', colors: orange, motif: 'chart' }),
    seguranca: await putArt(ctx, 'seguranca', { title: 'Segurança no trabalho', colors: teal, motif: 'shield' }),
    lideranca: await putArt(ctx, 'lideranca', { title: 'Liderança', colors: purple, motif: 'people' }),
    vendasConsultivas: await putArt(ctx, 'vendas-consultivas', {
      title: 'Vendas consultivas',
      colors: orange,
      motif: 'chart',
    }),
    pratica: await putArt(ctx, 'vendas-pratica', { title: 'Módulo prático', colors: orange, motif: 'star' }),
    negociacao: await putArt(ctx, 'negociacao', {
      title: 'Negociação estratégica',
      colors: ['#b3261e', '#5b3f8c'],
      motif: 'handshake',
    }),
    segurancaBasica: await putArt(ctx, 'seguranca-basica', {
      title: 'Segurança no dia a dia',
      colors: teal,
      motif: 'shield',
    }),
    primeirosSocorros: await putArt(ctx, 'primeiros-socorros', {
      title: 'Primeiros socorros',
      colors: ['#b3261e', '#e4572e'],
      motif: 'star',
    }),
    atendimento: await putArt(ctx, 'atendimento', {
      title: 'Atendimento ao cliente',
      colors: ['#2a9d8f', '#1d4e89'],
      motif: 'people',
    }),
    liderancaPratica: await putArt(ctx, 'lideranca-pratica', {
      title: 'Liderança na prática',
      colors: purple,
      motif: 'people',
    }),
    boasVindas: await putArt(ctx, 'boas-vindas', { title: 'Boas-vindas', colors: blue, motif: 'star' }),
    calendarioPdf: await putArt(ctx, 'calendario-treinamentos', {
      title: 'Calendário 2027',
      colors: purple,
      motif: 'calendar',
    }),
    podcast: await putArt(ctx, 'podcast-seguranca', { title: 'Podcast de segurança', colors: teal, motif: 'play' }),
    site: await putArt(ctx, 'rotas-evacuacao', { title: 'Rotas de evacuação', colors: teal, motif: 'shield' }),
    canal: await putArt(ctx, 'canal-acme', { title: 'Canal da Acme', colors: orange, motif: 'play' }),
    campanha: await putArt(ctx, 'campanha-aprender', {
      title: 'Desafio: 3 treinamentos no mês',
      subtitle: 'Complete e ganhe pontos',
      colors: ['#e4572e', '#5b3f8c'],
      motif: 'star',
    }),
    guia: await putArt(ctx, 'guia-de-bolso', { title: 'Guia de bolso', colors: orange, motif: 'book' }),
    passos: await putArt(ctx, 'tres-passos', { title: 'Os três passos', colors: orange, motif: 'chart' }),
    exercicio: await putArt(ctx, 'exercicio-pratico', { title: 'Exercício prático', colors: orange, motif: 'star' }),
    checklist: await putArt(ctx, 'checklist-negociacao', {
      title: 'Checklist de negociação',
      colors: ['#b3261e', '#5b3f8c'],
      motif: 'handshake',
    }),
  };

  const video = await putMedia(ctx, 'treinamento-acme.mp4', 'demo/learning/media/treinamento-acme.mp4', 'video/mp4');
  const poster = await putPhoto(ctx, 'treinamento-acme.jpg', 'demo/learning/media/treinamento-acme.jpg');
  const podcast = await putMedia(
    ctx,
    'podcast-seguranca.mp3',
    'demo/learning/media/podcast-seguranca.mp3',
    'audio/mpeg',
  );
  const clip1 = await putMedia(
    ctx,
    'learning/parte-1-equipamentos.mp4',
    'demo/learning/media/parte-1-equipamentos.mp4',
    'video/mp4',
  );
  const clip1Poster = await putPhoto(
    ctx,
    'learning/parte-1-equipamentos.jpg',
    'demo/learning/media/parte-1-equipamentos.jpg',
  );
  const clip2 = await putMedia(ctx, 'learning/parte-2-rotas.mp4', 'demo/learning/media/parte-2-rotas.mp4', 'video/mp4');
  const clip2Poster = await putPhoto(ctx, 'learning/parte-2-rotas.jpg', 'demo/learning/media/parte-2-rotas.jpg');
  await ctx.storage.put('demo/learning/site/index.html', Buffer.from(SITE_HTML), 'text/html');
  const site = ctx.storage.url('demo/learning/site/index.html');
  await ctx.storage.put(
    'demo/learning/files/guia-de-bolso-vendas.pdf',
    await makePdf('Guia de bolso da venda consultiva', [
      '1. Pergunte antes de oferecer',
      'Entenda o problema do cliente com perguntas abertas.',
      'Anote as palavras que ele usa.',
      '2. Proponha com clareza',
      'Relacione cada item da proposta a uma necessidade ouvida.',
      'Mostre o valor antes do preço.',
      '3. Combine o próximo passo',
      'Termine toda conversa com data, responsável e objetivo.',
    ]),
    'application/pdf',
  );
  const guia = ctx.storage.url('demo/learning/files/guia-de-bolso-vendas.pdf');
  await ctx.storage.put(
    'demo/learning/files/calendario-treinamentos-2027.pdf',
    await makePdf('Calendário de treinamentos 2027', [
      'Primeiro trimestre',
      'Vendas consultivas - turmas abertas o ano todo.',
      'Negociação estratégica - inscrições com aprovação.',
      'Segundo trimestre',
      'Semana da segurança e primeiros socorros.',
      'Encontros presenciais na Sede Acme.',
    ]),
    'application/pdf',
  );
  const calendarioPdf = ctx.storage.url('demo/learning/files/calendario-treinamentos-2027.pdf');

  // Content items, one of each type this platform opens.
  const cVideo = await insertContent(ctx, {
    idContentType: 2,
    text: 'Abertura: o método Acme',
    description: 'Vídeo de abertura da trilha. Assista até o fim para liberar o próximo passo.',
    label: 'Vídeo',
    author: 'Equipe Acme Academy',
    contentLocation: video,
    image: poster,
    duration: 16,
    workload: 1,
    isSeekingBlocked: 1,
  });
  const cPassos = await insertContent(ctx, {
    idContentType: 5,
    text: 'Os três passos da venda consultiva',
    label: 'Leitura',
    image: img.passos,
    workload: 5,
    content:
      '<h2>1. Pergunte antes de oferecer</h2><p>Uma boa venda começa por <strong>entender o problema</strong> do cliente. Use perguntas abertas e anote as palavras que ele usa.</p><h2>2. Proponha com clareza</h2><p>Relacione cada item da proposta a uma necessidade que você ouviu. Mostre o valor antes do preço.</p><h2>3. Combine o próximo passo</h2><p>Termine toda conversa com uma data, um responsável e um objetivo.</p>',
  });
  const cGuia = await insertContent(ctx, {
    idContentType: 18,
    text: 'Guia de bolso da venda consultiva',
    description: 'Baixe o PDF e leve o resumo com você.',
    label: 'PDF',
    image: img.guia,
    contentLocation: guia,
  });
  const cExercicio = await insertContent(ctx, {
    idContentType: 5,
    text: 'Exercício prático: a primeira conversa',
    label: 'Exercício',
    image: img.exercicio,
    workload: 10,
    content:
      '<p>Escolha um cliente da sua carteira e prepare a próxima conversa:</p><ol><li>Escreva três perguntas abertas.</li><li>Liste duas necessidades que você imagina que ele tenha.</li><li>Defina qual será o próximo passo que você vai propor.</li></ol><p>Compartilhe o resultado com a sua liderança.</p>',
  });
  const cNegociacaoVideo = await insertContent(ctx, {
    idContentType: 6,
    text: 'Negociação: prepare a conversa',
    label: 'Vídeo',
    contentLocation: video,
    image: poster,
    duration: 16,
  });
  const cChecklist = await insertContent(ctx, {
    idContentType: 5,
    text: 'Checklist de negociação',
    label: 'Leitura',
    image: img.checklist,
    content:
      '<ul><li>Qual é o meu objetivo e o meu limite?</li><li>O que o outro lado precisa?</li><li>Quais alternativas eu tenho?</li><li>Que concessões posso oferecer?</li></ul>',
  });
  const cPodcast = await insertContent(ctx, {
    idContentType: 1,
    text: 'Podcast: segurança no trabalho',
    description: 'Um episódio curto sobre equipamentos e atenção aos riscos.',
    label: 'Áudio',
    author: 'Rádio Acme',
    contentLocation: podcast,
    image: img.podcast,
    duration: 21,
  });
  const cLista = await insertContent(ctx, {
    idContentType: 7,
    text: 'Série: segurança em poucos minutos',
    label: 'Lista de vídeos',
    image: clip1Poster,
    content: JSON.stringify([
      { title: 'Parte 1 - equipamentos', url: clip1, image: clip1Poster },
      { title: 'Parte 2 - rotas de fuga', url: clip2, image: clip2Poster },
    ]),
  });
  const cSite = await insertContent(ctx, {
    idContentType: 4,
    text: 'Mapa das rotas de evacuação',
    label: 'Site',
    image: img.site,
    contentLocation: site,
  });
  const cCanal = await insertContent(ctx, {
    idContentType: 27,
    text: 'Canal da Acme no YouTube',
    description: 'Vídeos curtos da nossa equipe, para assistir e compartilhar.',
    label: 'Link',
    image: img.canal,
    link: 'https://www.youtube.com/watch?v=AcmeAcad001',
    shareable: 1,
  });
  const cBoasVindas = await insertContent(ctx, {
    idContentType: 5,
    text: 'Boas-vindas à Acme Academy',
    label: 'Leitura',
    image: img.boasVindas,
    content:
      '<p>Aqui você encontra os treinamentos da Acme. Escolha uma trilha no <strong>catálogo</strong>, faça a sua matrícula em uma turma e acompanhe o seu progresso na <strong>Minha jornada</strong>.</p><p>Conteúdos marcados como livres podem ser acessados a qualquer momento.</p>',
  });
  const cCalendario = await insertContent(ctx, {
    idContentType: 18,
    text: 'Calendário de treinamentos 2027',
    label: 'PDF',
    image: img.calendarioPdf,
    contentLocation: calendarioPdf,
  });

  const preTest = await ctx.db
    .insertInto('learning_evaluations')
    .values({
      idCompany: ctx.idCompany,
      title: 'Pré-teste de boas-vindas',
      description: 'Conte o que você já sabe antes de começar.',
      evaluationType: 'PRE_TEST',
      evaluationMasteryScore: null,
      createdAt: ctx.stamp,
    })
    .returning('idEvaluation')
    .executeTakeFirstOrThrow();

  // Trainings.
  const nVendasPratica = await insertNode(ctx, {
    nodeCode: 'vendas-consultivas-pratica',
    nodeType: 'LEARNING',
    title: 'Módulo 2: prática',
    label: 'Módulo',
    image: img.pratica,
  });
  await insertBlock(ctx, nVendasPratica, 0, { type: 'List', title: 'Exercício', elements: [{ content: cExercicio }] });

  const nVendas = await insertNode(ctx, {
    nodeCode: 'vendas-consultivas',
    nodeType: 'LEARNING',
    title: 'Vendas consultivas',
    label: 'Trilha',
    description:
      'Aprenda a conduzir uma venda a partir das necessidades do cliente, em passos que se liberam em ordem.',
    syllabus: 'Módulo 1: fundamentos (vídeo, leitura e guia). Módulo 2: prática com um cliente real.',
    workload: 60,
    image: img.vendasConsultivas,
    tags: ['Vendas', 'Comunicação'],
    allowComments: 1,
  });
  await insertBlock(ctx, nVendas, 0, {
    type: 'List',
    title: 'Módulo 1: fundamentos',
    elements: [
      { content: cVideo, sequential: 1 },
      { content: cPassos, sequential: 1 },
      { content: cGuia, sequential: 1 },
    ],
  });
  await insertBlock(ctx, nVendas, 1, {
    type: 'List',
    title: 'Módulo 2: prática',
    elements: [{ node: nVendasPratica, sequential: 1 }],
  });

  const nNegociacao = await insertNode(ctx, {
    nodeCode: 'negociacao',
    nodeType: 'LEARNING',
    title: 'Negociação estratégica',
    label: 'Curso',
    description: 'Prepare e conduza negociações complexas. As vagas são confirmadas pela área de Pessoas.',
    workload: 120,
    image: img.negociacao,
    tags: ['Vendas', 'Negociação'],
  });
  await insertBlock(ctx, nNegociacao, 0, {
    type: 'List',
    title: 'Conteúdos',
    elements: [{ content: cNegociacaoVideo }, { content: cChecklist }],
  });

  const nSegurancaBasica = await insertNode(ctx, {
    nodeCode: 'seguranca-basica',
    nodeType: 'LEARNING',
    title: 'Segurança no dia a dia',
    label: 'Curso livre',
    description: 'Um curso curto, aberto a todos, sobre os cuidados de cada dia. Faça na ordem que preferir.',
    workload: 30,
    image: img.segurancaBasica,
    tags: ['Segurança'],
  });
  await insertBlock(ctx, nSegurancaBasica, 0, {
    type: 'Grid',
    title: 'Conteúdos',
    parameters: { cardFormat: 'landscape-xsmall' },
    elements: [{ content: cPodcast }, { content: cLista }, { content: cSite }, { content: cCanal, mandatory: 0 }],
  });

  // Packaged courses (content type 26); their SCORM packages are imported by the demo seed (seed/scorm.ts).
  const cScorm12 = await insertContent(ctx, {
    idContentType: 26,
    text: DEMO_SCORM_PACKAGES.security12.title,
    description: 'Curso interativo em SCORM 1.2: senhas, golpes por mensagem e um teste final.',
    label: 'Curso interativo',
    author: 'Equipe Acme Academy',
    workload: 15,
  });
  const cScorm2004 = await insertContent(ctx, {
    idContentType: 26,
    text: DEMO_SCORM_PACKAGES.service2004.title,
    description: 'Curso interativo em SCORM 2004, em dois módulos: ouvir o cliente e resolver o caso.',
    label: 'Curso interativo',
    author: 'Equipe Acme Academy',
    workload: 20,
  });
  const nCursosInterativos = await insertNode(ctx, {
    nodeCode: 'cursos-interativos',
    nodeType: 'LEARNING',
    title: 'Cursos interativos',
    label: 'Curso livre',
    description: 'Dois cursos interativos para fazer no seu ritmo: o progresso fica salvo a cada passo.',
    workload: 35,
    image: img.segurancaBasica,
    tags: ['Segurança', 'Atendimento'],
  });
  await insertBlock(ctx, nCursosInterativos, 0, {
    type: 'List',
    title: 'Cursos',
    elements: [{ content: cScorm12 }, { content: cScorm2004 }],
  });

  const nPrimeirosSocorros = await insertNode(ctx, {
    nodeCode: 'primeiros-socorros',
    nodeType: 'LEARNING',
    title: 'Primeiros socorros',
    label: 'Presencial',
    description: 'Treinamento presencial com o corpo de bombeiros. Turmas com vagas limitadas.',
    workload: 240,
    image: img.primeirosSocorros,
    tags: ['Segurança', 'Saúde'],
  });
  await insertBlock(ctx, nPrimeirosSocorros, 0, {
    type: 'List',
    title: 'Material de apoio',
    elements: [{ content: cSite }],
  });

  const nAtendimento = await insertNode(ctx, {
    nodeCode: 'atendimento',
    nodeType: 'LEARNING',
    title: 'Atendimento ao cliente',
    label: 'Curso',
    description: 'Como ouvir, resolver e encantar. Quem concluiu Vendas consultivas tem este curso por equivalência.',
    workload: 45,
    image: img.atendimento,
    tags: ['Comunicação', 'Atendimento'],
    equivalentNodeCode: 'vendas-consultivas',
  });
  await insertBlock(ctx, nAtendimento, 0, { type: 'List', title: 'Conteúdos', elements: [{ content: cPassos }] });

  const nLiderancaPratica = await insertNode(ctx, {
    nodeCode: 'lideranca-pratica',
    nodeType: 'LEARNING',
    title: 'Liderança na prática',
    description: 'Para gestores da área de Pessoas.',
    workload: 90,
    image: img.liderancaPratica,
    tags: ['Liderança'],
    audience: ['Pessoas'],
  });
  await insertBlock(ctx, nLiderancaPratica, 0, {
    type: 'List',
    title: 'Conteúdos',
    elements: [{ content: cChecklist }],
  });

  // Catalog pages.
  const nVendasCatalog = await insertNode(ctx, {
    nodeCode: 'vendas',
    nodeType: 'ORGANIZATION',
    title: 'Vendas',
    image: img.vendas,
    tags: ['Vendas'],
  });
  await insertBlock(ctx, nVendasCatalog, 0, { type: 'TitleSection', title: 'Trilhas de vendas' });
  await insertBlock(ctx, nVendasCatalog, 1, {
    type: 'TextSection',
    text: '<p>Do primeiro contato ao fechamento: escolha a trilha que combina com o seu momento.</p>',
  });
  await insertBlock(ctx, nVendasCatalog, 2, {
    type: 'Grid',
    title: 'Treinamentos',
    parameters: { cardFormat: 'portrait' },
    elements: [{ node: nVendas }, { node: nNegociacao }, { node: nAtendimento }],
  });
  await insertBlock(ctx, nVendasCatalog, 3, {
    type: 'Meeting',
    title: 'Encontros desta página',
  });

  const nSegurancaCatalog = await insertNode(ctx, {
    nodeCode: 'seguranca',
    nodeType: 'ORGANIZATION',
    title: 'Segurança no trabalho',
    image: img.seguranca,
    tags: ['Segurança'],
  });
  await insertBlock(ctx, nSegurancaCatalog, 0, {
    type: 'Grid',
    title: 'Treinamentos de segurança',
    parameters: { cardFormat: 'portrait' },
    elements: [{ node: nSegurancaBasica }, { node: nPrimeirosSocorros }, { node: nCursosInterativos }],
  });
  await insertBlock(ctx, nSegurancaCatalog, 1, {
    type: 'Carrousel',
    title: 'Conteúdos livres',
    parameters: { cardFormat: 'landscape-xsmall' },
    elements: [{ content: cBoasVindas }, { content: cCalendario }],
  });

  const nLideranca = await insertNode(ctx, {
    nodeCode: 'lideranca',
    nodeType: 'ORGANIZATION',
    title: 'Liderança',
    image: img.lideranca,
    audience: ['Pessoas'],
  });
  await insertBlock(ctx, nLideranca, 0, {
    type: 'Grid',
    title: 'Treinamentos de liderança',
    parameters: { cardFormat: 'portrait' },
    elements: [{ node: nLiderancaPratica }],
  });

  const nCatalogo = await insertNode(ctx, {
    nodeCode: 'catalogo',
    nodeType: 'ORGANIZATION',
    title: 'Catálogo',
    description: 'Todos os treinamentos da Acme Academy.',
    image: img.catalogo,
  });
  await insertBlock(ctx, nCatalogo, 0, {
    type: 'Grid',
    title: 'Áreas',
    parameters: { cardFormat: 'landscape-small' },
    elements: [{ node: nVendasCatalog }, { node: nSegurancaCatalog }, { node: nLideranca }],
  });

  // The home: every block type.
  const nHome = await insertNode(ctx, {
    nodeCode: 'acme-academy',
    nodeType: 'ORGANIZATION',
    title: 'Acme Academy',
    entryPoint: 1,
    image: img.home,
  });
  let position = 0;
  const home = (block: Parameters<typeof insertBlock>[3]) => insertBlock(ctx, nHome, position++, block);
  await home({
    type: 'MasterBanner',
    parameters: { rotationInterval: 6, cardFormat: 'landscape-large' },
    elements: [
      {
        link: '/catalog/vendas-consultivas',
        title: 'Vendas consultivas: nova trilha disponível',
        image: img.bannerVendas,
      },
      {
        link: '/catalog/seguranca',
        title: 'Semana da segurança: conteúdos livres para todos',
        image: img.bannerSeguranca,
      },
      { link: '/catalog/vendas', title: 'Encontros ao vivo: confira a agenda', image: img.bannerAgenda },
    ],
  });
  await home({
    type: 'EnrollmentsInProgress',
    title: 'Continue de onde parou',
    parameters: { cardFormat: 'landscape-xsmall' },
  });
  await home({ type: 'PreTest', title: 'Antes de começar', parameters: { idEvaluation: preTest.idEvaluation } });
  await home({
    type: 'Catalog',
    title: 'Catálogo de treinamentos',
    parameters: { nodeCode: 'catalogo', depth: 2, textSearch: 1, tagsFilter: 1, cardFormat: 'portrait' },
  });
  await home({
    type: 'Recommendation',
    title: 'Recomendados para você',
    parameters: { cardFormat: 'landscape-xsmall' },
  });
  await home({
    type: 'Carrousel',
    title: 'Trilhas em destaque',
    parameters: { cardFormat: 'landscape-middle' },
    elements: [{ node: nVendas }, { node: nSegurancaBasica }, { node: nNegociacao }, { node: nPrimeirosSocorros }],
  });
  await home({ type: 'TitleSection', title: 'Conteúdos livres' });
  await home({
    type: 'Grid',
    title: 'Para ver agora',
    parameters: { cardFormat: 'square' },
    elements: [
      { content: cBoasVindas },
      { content: cPodcast },
      { content: cLista },
      { content: cSite },
      { content: cCalendario },
      { content: cCanal },
    ],
  });
  await home({
    type: 'NodeLink',
    title: 'Área de vendas',
    text: 'Todas as trilhas e encontros de vendas em um só lugar.',
    parameters: { cardFormat: 'landscape-large' },
    elements: [{ node: nVendasCatalog }],
  });
  await home({
    type: 'TextSection',
    title: 'Como funciona',
    text: '<p>Escolha um treinamento, <strong>faça a sua matrícula</strong> em uma turma e siga os passos. Nas trilhas sequenciais cada passo libera o próximo.</p><p>Dúvidas? Fale com a área de Pessoas.</p>',
  });
  await home({
    type: 'List',
    title: 'Todos os treinamentos',
    parameters: { cardFormat: 'landscape-xsmall' },
    elements: [
      { node: nVendas },
      { node: nNegociacao },
      { node: nSegurancaBasica },
      { node: nPrimeirosSocorros },
      { node: nAtendimento },
    ],
  });
  await home({ type: 'ListBlocks', title: 'Por dentro da área de segurança', parameters: { nodeCode: 'seguranca' } });
  await home({ type: 'Meeting', title: 'Agenda de encontros' });
  await home({ type: 'Calendar', title: 'Calendário' });
  await home({
    type: 'Campaign',
    title: 'Desafio do mês',
    parameters: {
      title: 'Desafio: 3 treinamentos no mês',
      description: 'Conclua três treinamentos até o fim do mês e ganhe pontos na campanha Aprender Juntos.',
      mediaType: 'image',
      mediaUrl: img.campanha,
      link: '/catalog/catalogo',
    },
  });
  await home({ type: 'Upgrade', title: 'Conheça os planos' });

  // Classes, with seats and dates around today.
  const tVendas = await insertTeam(ctx, {
    idNode: nVendas,
    name: 'Turma contínua 2026-2027',
    description: 'Comece quando quiser.',
    initialDate: at(ctx, -400, 11),
    finalDate: at(ctx, 800, 23),
    duration: 30,
  });
  await insertTeam(ctx, {
    idNode: nVendas,
    name: 'Turma presencial de abril',
    description: 'Com encontros na Sede Acme.',
    initialDate: at(ctx, 420, 12),
    finalDate: at(ctx, 480, 21),
    capacity: 25,
    duration: 60,
  });
  const tNegociacao = await insertTeam(ctx, {
    idNode: nNegociacao,
    name: 'Turma executiva',
    description: 'Vagas confirmadas pela área de Pessoas.',
    initialDate: at(ctx, -30, 11),
    finalDate: at(ctx, 700, 21),
    capacity: 20,
    needApproval: 1,
  });
  const tSeguranca = await insertTeam(ctx, {
    idNode: nSegurancaBasica,
    name: 'Turma aberta',
    initialDate: at(ctx, -400, 11),
    finalDate: null,
    allowReenrollment: 1,
  });
  const tSocorrosCheia = await insertTeam(ctx, {
    idNode: nPrimeirosSocorros,
    name: 'Turma da manhã',
    initialDate: at(ctx, -10, 11),
    finalDate: at(ctx, 600, 21),
    capacity: 1,
  });
  const tSocorrosFutura = await insertTeam(ctx, {
    idNode: nPrimeirosSocorros,
    name: 'Turma de maio',
    initialDate: at(ctx, 450, 11),
    finalDate: at(ctx, 460, 21),
    capacity: 15,
  });
  await insertTeam(ctx, {
    idNode: nAtendimento,
    name: 'Turma aberta',
    initialDate: at(ctx, -400, 11),
    finalDate: null,
  });
  await insertTeam(ctx, {
    idNode: nCursosInterativos,
    name: 'Turma aberta',
    description: 'Comece quando quiser.',
    initialDate: at(ctx, -400, 11),
    finalDate: null,
  });
  await insertTeam(ctx, {
    idNode: nLiderancaPratica,
    name: 'Gestores 2026',
    initialDate: at(ctx, -30, 11),
    finalDate: at(ctx, 700, 21),
  });

  await insertMeeting(ctx, {
    idTeam: tVendas,
    meetingType: 'PRESENCIAL',
    title: 'Oficina de perguntas abertas',
    startDate: at(ctx, 7, 13),
    finishDate: at(ctx, 7, 15),
    address: 'Sala 3, Sede Acme, São Paulo',
    speaker: 'Renata Alves',
  });
  await insertMeeting(ctx, {
    idTeam: tVendas,
    meetingType: 'ONLINE',
    title: 'Plantão de dúvidas de vendas',
    startDate: at(ctx, 14, 20),
    finishDate: at(ctx, 14, 21),
    address: 'meet.acme.example/vendas',
    speaker: 'Carlos Prado',
  });
  await insertMeeting(ctx, {
    idTeam: tNegociacao,
    meetingType: 'ONLINE',
    title: 'Negociação: estudo de caso',
    startDate: at(ctx, 10, 18),
    finishDate: at(ctx, 10, 20),
    address: 'https://meet.acme.example/negociacao',
  });
  await insertMeeting(ctx, {
    idTeam: tSocorrosFutura,
    meetingType: 'PRESENCIAL',
    title: 'Primeiros socorros: aula prática',
    startDate: at(ctx, 452, 12),
    finishDate: at(ctx, 452, 20),
    address: 'Auditório, Sede Acme',
    speaker: 'Corpo de Bombeiros',
  });
  await insertMeeting(ctx, {
    idNode: nHome,
    meetingType: 'ONLINE',
    title: 'Boas-vindas aos novos colaboradores',
    startDate: at(ctx, 3, 12),
    finishDate: at(ctx, 3, 13),
    address: 'meet.acme.example/boas-vindas',
    speaker: 'Ana Lima',
  });

  const types = [
    { description: 'Treinamentos', color: '#1d4e89' },
    { description: 'Eventos', color: '#e4572e' },
    { description: 'Prazos', color: '#0f766e' },
  ];
  const typeIds: number[] = [];
  for (const type of types) {
    const row = await ctx.db
      .insertInto('learning_schedule_types')
      .values({ idCompany: ctx.idCompany, ...type })
      .returning('idScheduleType')
      .executeTakeFirstOrThrow();
    typeIds.push(row.idScheduleType);
  }
  const schedules: Array<[number, string, string, number, number, number, string | null]> = [
    [0, 'Início da turma de vendas', 'Nova turma de Vendas consultivas.', 1, 9, 1, null],
    [1, 'Semana da segurança', 'Palestras e simulados de evacuação.', 4, 9, 4, null],
    [0, 'Oficina de perguntas abertas', 'Encontro presencial da trilha de vendas.', 7, 13, 0, null],
    [2, 'Prazo: pré-teste de boas-vindas', 'Responda o pré-teste antes do fim do mês.', 12, 23, 0, null],
    [1, 'Café com a liderança', 'Conversa aberta com a diretoria.', 18, 15, 0, 'https://meet.acme.example/cafe'],
    [0, 'Negociação: estudo de caso', 'Encontro online da turma executiva.', 10, 18, 0, null],
    [2, 'Fechamento das inscrições de maio', 'Últimos dias para a turma de primeiros socorros.', 25, 23, 0, null],
  ];
  for (const [type, title, description, days, hour, length, url] of schedules) {
    await ctx.db
      .insertInto('learning_schedules')
      .values({
        idCompany: ctx.idCompany,
        idScheduleType: typeIds[type] as number,
        title,
        description,
        url,
        startDate: at(ctx, days, hour),
        endDate: length > 0 ? at(ctx, days + length, hour) : at(ctx, days, hour + 1),
      })
      .execute();
  }

  // Members in the middle of things.
  const maria = await userId(ctx, 'maria@acme.example');
  const ana = await userId(ctx, 'ana@acme.example');
  const joao = await userId(ctx, 'joao@acme.example');
  const mariaSeguranca = await insertEnrollment(ctx, {
    idUser: maria,
    idNode: nSegurancaBasica,
    idTeam: tSeguranca,
    status: 'IN_PROGRESS',
    progress: 33,
  });
  await ctx.db
    .insertInto('learning_content_enrollments')
    .values({
      idCompany: ctx.idCompany,
      idUser: maria,
      idEnrollment: mariaSeguranca.idEnrollment,
      idNodeEnrollment: mariaSeguranca.idNodeEnrollment,
      idContentItem: cPodcast,
      status: 'COMPLETED',
      progress: 100,
      grade: 0,
      lastPosition: 21,
      furthestPosition: 21,
      furthestAt: at(ctx, -2),
      timeExecuted: 21,
      startDate: at(ctx, -2),
      finishDate: at(ctx, -2),
    })
    .execute();
  // The podcast she completed earned its points in the company's campaign (both apps count there).
  await seedLearningPoints(ctx.db, {
    username: 'maria@acme.example',
    idEvent: 1,
    elementType: 'LEARNING_CONTENT',
    idElement: cPodcast,
    elementText: 'Podcast: segurança no trabalho',
    eventDate: at(ctx, -2),
  });
  // Maria asked for the executive negotiation class once and was turned down: she may ask again.
  await ctx.db
    .insertInto('learning_enrollment_requests')
    .values({
      idCompany: ctx.idCompany,
      idUser: maria,
      idNode: nNegociacao,
      idTeam: tNegociacao,
      status: 'DENIED',
      reason: 'A turma executiva está completa para a sua área neste semestre. Tente na próxima abertura.',
      idEnrollment: null,
      creationDate: at(ctx, -20),
      statusDate: at(ctx, -18),
    })
    .execute();
  // Bruno is waiting for the same class: the administration console's first request to decide.
  await ctx.db
    .insertInto('learning_enrollment_requests')
    .values({
      idCompany: ctx.idCompany,
      idUser: await userId(ctx, 'bruno@acme.example'),
      idNode: nNegociacao,
      idTeam: tNegociacao,
      status: 'PENDING',
      reason: null,
      idEnrollment: null,
      creationDate: at(ctx, -2),
      statusDate: at(ctx, -2),
    })
    .execute();
  await insertEnrollment(ctx, {
    idUser: ana,
    idNode: nSegurancaBasica,
    idTeam: tSeguranca,
    status: 'NOT_ATTEMPTED',
    progress: 0,
  });
  await insertEnrollment(ctx, {
    idUser: joao,
    idNode: nPrimeirosSocorros,
    idTeam: tSocorrosCheia,
    status: 'NOT_ATTEMPTED',
    progress: 0,
  });
}

async function seedGlobex(ctx: Ctx): Promise<void> {
  const green: [string, string] = ['#0b6e4f', '#08a045'];
  const image = await putArt(ctx, 'globex-seguranca', { title: 'Segurança Globex', colors: green, motif: 'shield' });
  const video = await putMedia(ctx, 'seguranca-globex.mp4', 'demo/learning/globex/seguranca-globex.mp4', 'video/mp4');
  const poster = await putPhoto(ctx, 'seguranca-globex.jpg', 'demo/learning/globex/seguranca-globex.jpg');
  const content = await insertContent(ctx, {
    idContentType: 2,
    text: 'Equipamentos obrigatórios na produção',
    contentLocation: video,
    image: poster,
    duration: 9,
  });
  const training = await insertNode(ctx, {
    nodeCode: 'globex-seguranca',
    nodeType: 'LEARNING',
    title: 'Segurança na produção Globex',
    image,
    tags: ['Segurança'],
  });
  await insertBlock(ctx, training, 0, { type: 'List', title: 'Conteúdos', elements: [{ content, sequential: 1 }] });
  const catalog = await insertNode(ctx, {
    nodeCode: 'globex-catalogo',
    nodeType: 'ORGANIZATION',
    title: 'Catálogo Globex',
  });
  await insertBlock(ctx, catalog, 0, {
    type: 'Grid',
    title: 'Treinamentos',
    elements: [{ node: training }, { content }],
  });
  const home = await insertNode(ctx, {
    nodeCode: 'globex-academia',
    nodeType: 'ORGANIZATION',
    title: 'Globex',
    entryPoint: 1,
  });
  await insertBlock(ctx, home, 0, {
    type: 'Catalog',
    title: 'Treinamentos',
    parameters: { nodeCode: 'globex-catalogo', depth: 1, cardFormat: 'portrait' },
  });
  const team = await insertTeam(ctx, {
    idNode: training,
    name: 'Turma única',
    initialDate: at(ctx, -30),
    finalDate: at(ctx, 700),
  });
  await insertMeeting(ctx, {
    idTeam: team,
    meetingType: 'PRESENCIAL',
    title: 'Simulado de evacuação Globex',
    startDate: at(ctx, 5, 14),
    finishDate: at(ctx, 5, 16),
    address: 'Pátio da fábrica',
  });
  const carlos = await userId(ctx, 'carlos@globex.example');
  await insertEnrollment(ctx, { idUser: carlos, idNode: training, idTeam: team, status: 'NOT_ATTEMPTED', progress: 0 });
}
