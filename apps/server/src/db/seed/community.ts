import { readFile } from 'node:fs/promises';
import { pathToFileURL } from 'node:url';
import type { Storage } from '../../platform/storage';
import type { Db } from '../database';
import { SEED_FILES } from './seed-files';
import { pictogram } from './shell-media';

const MEDIA = pathToFileURL(`${SEED_FILES}/media/`);
const HOUR = 60 * 60 * 1000;
const MINUTE = 60 * 1000;

/** Sections of the community screens added to the Acme content app (and a chat room to Globex's). */
const ACME_COMMUNITY_SECTIONS = [
  { text: 'Pessoas', idSectionType: 21, description: 'Encontre colegas' },
  { text: 'Bate-papo', idSectionType: 36, description: 'Converse com a equipe' },
  { text: 'Mural da equipe', idSectionType: 49, description: 'Fotos e arquivos dos colegas' },
  { text: 'Enviar conteúdo', idSectionType: 25, description: 'Compartilhe com a equipe' },
  { text: 'Recados', idSectionType: 33, description: 'Mensagens do RH' },
  { text: 'Notificações', idSectionType: 32, description: 'Avisos para você' },
  {
    text: 'Pesquisa de clima',
    idSectionType: 38,
    description: 'Responda a pesquisa',
    url: 'https://pesquisa.acme.example/api/avaliacao',
  },
  { text: 'Administração', idSectionType: 43, description: 'Console do administrador' },
  {
    text: 'Site da Acme',
    idSectionType: 45,
    description: 'Abre o site institucional',
    url: 'https://www.acme.example/',
  },
] as const;

/** A one-page PDF with a title and a few lines, for library files and uploads of the demo. */
async function demoPdf(title: string, lines: string[]): Promise<Buffer> {
  // Loaded when a PDF is made, not with the server.
  const { PDFDocument, rgb, StandardFonts } = await import('pdf-lib');
  const pdf = await PDFDocument.create();
  pdf.setTitle(title);
  const page = pdf.addPage([595, 842]);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  page.drawText(title, { x: 56, y: 770, size: 22, font: bold, color: rgb(0.7, 0.15, 0.12) });
  lines.forEach((line, index) => {
    page.drawText(line, { x: 56, y: 730 - index * 20, size: 12, font, color: rgb(0.12, 0.12, 0.12) });
  });
  // A fixed date keeps the file the same on every seed.
  pdf.setCreationDate(new Date('2026-01-01T00:00:00Z'));
  pdf.setModificationDate(new Date('2026-01-01T00:00:00Z'));
  return Buffer.from(await pdf.save());
}

/**
 * The community demo of the Acme content app: a directory, a chat room with a day of history, a team wall
 * of uploads (an image, a video and a PDF), the library's folders and files, HR messages, notifications,
 * and the assessment, administration and external link options. Globex gets a chat room of its own, so the
 * wall between companies can be seen.
 */
export async function seedCommunity(db: Db, storage: Storage, now: Date): Promise<void> {
  const iso = (offsetMs: number) => new Date(now.getTime() + offsetMs).toISOString();
  const apps = await db.selectFrom('apps').select(['idApp', 'idCompany', 'bucket']).execute();
  const appOf = (bucket: string) => apps.find((entry) => entry.bucket === bucket) as (typeof apps)[number];
  const acme = appOf('acme');
  const globex = appOf('globex');
  const user = async (username: string) =>
    (await db.selectFrom('users').select('idUser').where('username', '=', username).executeTakeFirstOrThrow()).idUser;
  const maria = await user('maria@acme.example');
  const joao = await user('joao@acme.example');
  const ana = await user('ana@acme.example');
  const put = async (key: string, body: Buffer, type: string) => {
    await storage.put(key, body, type);
    return storage.url(key);
  };

  const last = await db
    .selectFrom('sections')
    .select((eb) => eb.fn.max<number>('position').as('position'))
    .where('idApp', '=', acme.idApp)
    .where('parentIdSection', 'is', null)
    .executeTakeFirst();
  // One home block of their own: a 'Comunidade' menu whose options are the community screens.
  const { idSection: community } = await db
    .insertInto('sections')
    .values({
      idCompany: acme.idCompany,
      idApp: acme.idApp,
      idSectionType: 4,
      parentIdSection: null,
      sectionTo: null,
      position: Number(last?.position ?? 0) + 1,
      text: 'Comunidade',
      description: 'Pessoas, conversas e arquivos',
      image: null,
      imageSecondary: null,
      color: null,
      imageStyle: 'default',
      showText: 1,
      content: null,
      url: null,
      design: JSON.stringify({
        title: { text: 'Comunidade' },
        home: { homeType: 'mosaic' },
        itemText: { color: '#ffffff' },
        firstItemText: { color: '#ffffff' },
        menu: { firstColor: '#1f1f1f', secondColor: '#7a1c14', thirdColor: '#1d4e89', fourthColor: '#0b5e45' },
      }),
      active: 1,
    })
    .returning('idSection')
    .executeTakeFirstOrThrow();
  let position = 0;
  const sectionIds: Record<string, number> = {};
  for (const section of ACME_COMMUNITY_SECTIONS) {
    const { idSection } = await db
      .insertInto('sections')
      .values({
        idCompany: acme.idCompany,
        idApp: acme.idApp,
        idSectionType: section.idSectionType,
        parentIdSection: community,
        sectionTo: null,
        position: position++,
        text: section.text,
        description: section.description,
        image: null,
        imageSecondary: null,
        color: null,
        imageStyle: 'default',
        showText: 1,
        content: null,
        url: 'url' in section ? section.url : null,
        design: null,
        active: 1,
      })
      .returning('idSection')
      .executeTakeFirstOrThrow();
    sectionIds[section.text] = idSection;
  }
  const sectionOf = (text: string) => sectionIds[text] as number;

  // Chat: the room of the chat section with yesterday's and today's conversation, and a room for live content.
  const { idChatRoom } = await db
    .insertInto('chat_rooms')
    .values({
      idCompany: acme.idCompany,
      idSection: sectionOf('Bate-papo'),
      name: 'Bate-papo',
      createdAt: iso(-48 * HOUR),
    })
    .returning('idChatRoom')
    .executeTakeFirstOrThrow();
  const conversation: Array<[number, number, string, string]> = [
    [-26 * HOUR, ana, 'Ana Lima', 'Bom dia, pessoal! Lembrem da Semana da segurança na próxima semana.'],
    [-25 * HOUR, joao, 'João Pereira', 'Combinado! Já separei os EPIs da equipe.'],
    [-2 * HOUR, maria, 'Maria Souza', 'Alguém tem o manual novo de atendimento?'],
    [-1 * HOUR, ana, 'Ana Lima', 'Está na Biblioteca, pasta Manuais.'],
  ];
  for (const [offset, idUser, userName, message] of conversation) {
    await db
      .insertInto('chat_messages')
      .values({ idCompany: acme.idCompany, idChatRoom, idUser, userName, message, moment: iso(offset) })
      .execute();
  }
  // The live item's room (spec 2, 3: content items carry `idChatRoom`): its chat shows beside the stream.
  const { idChatRoom: liveRoom } = await db
    .insertInto('chat_rooms')
    .values({ idCompany: acme.idCompany, idSection: null, name: 'Ao vivo', createdAt: iso(-48 * HOUR) })
    .returning('idChatRoom')
    .executeTakeFirstOrThrow();
  await db
    .updateTable('content_items')
    .set({ idChatRoom: liveRoom })
    .where('idApp', '=', acme.idApp)
    .where('idContentType', '=', 6)
    .where('text', '=', 'Ao vivo: abertura da convenção')
    .execute();
  const liveTalk: Array<[number, number, string, string]> = [
    [-20 * MINUTE, ana, 'Ana Lima', 'Boa tarde! A transmissão começa em instantes.'],
    [-12 * MINUTE, joao, 'João Pereira', 'Som e imagem ótimos aqui na unidade de Campinas.'],
    [-5 * MINUTE, maria, 'Maria Souza', 'Vai ter a apresentação das metas de 2027?'],
  ];
  for (const [offset, idUser, userName, message] of liveTalk) {
    await db
      .insertInto('chat_messages')
      .values({ idCompany: acme.idCompany, idChatRoom: liveRoom, idUser, userName, message, moment: iso(offset) })
      .execute();
  }

  // A video's room (spec 2, 3): the safety video's chat, beside the player.
  const { idChatRoom: videoRoom } = await db
    .insertInto('chat_rooms')
    .values({ idCompany: acme.idCompany, idSection: null, name: 'Rotas de evacuação', createdAt: iso(-48 * HOUR) })
    .returning('idChatRoom')
    .executeTakeFirstOrThrow();
  const safety = await db
    .selectFrom('sections')
    .select('idSection')
    .where('idApp', '=', acme.idApp)
    .where('text', '=', 'Segurança no trabalho')
    .executeTakeFirstOrThrow();
  await db
    .updateTable('content_items')
    .set({ idChatRoom: videoRoom })
    .where('idApp', '=', acme.idApp)
    .where('idSection', '=', safety.idSection)
    .where('idContentType', '=', 2)
    .where('parent', 'is', null)
    .where('text', '=', 'Rotas de evacuação')
    .execute();
  await db
    .insertInto('chat_messages')
    .values({
      idCompany: acme.idCompany,
      idChatRoom: videoRoom,
      idUser: joao,
      userName: 'João Pereira',
      message: 'Na unidade de Campinas o ponto de encontro é o estacionamento B.',
      moment: iso(-3 * HOUR),
    })
    .execute();

  // Globex: a chat room section of its own.
  const globexLast = await db
    .selectFrom('sections')
    .select((eb) => eb.fn.max<number>('position').as('position'))
    .where('idApp', '=', globex.idApp)
    .where('parentIdSection', 'is', null)
    .executeTakeFirst();
  const { idSection: globexChat } = await db
    .insertInto('sections')
    .values({
      idCompany: globex.idCompany,
      idApp: globex.idApp,
      idSectionType: 36,
      parentIdSection: null,
      sectionTo: null,
      position: Number(globexLast?.position ?? 0) + 1,
      text: 'Bate-papo',
      description: 'Converse com a equipe',
      image: await put('demo/globex/icons/chat.svg', Buffer.from(pictogram('chat')), 'image/svg+xml'),
      imageSecondary: null,
      color: '#1d6f5f',
      imageStyle: 'icon',
      showText: 1,
      content: null,
      url: null,
      design: null,
      active: 1,
    })
    .returning('idSection')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('chat_rooms')
    .values({ idCompany: globex.idCompany, idSection: globexChat, name: 'Bate-papo', createdAt: iso(-48 * HOUR) })
    .execute();

  // The team wall: a photo, a video and a PDF shared by members.
  const photo = await readFile(new URL('treinamento-acme.jpg', MEDIA));
  const video = await readFile(new URL('treinamento-acme.mp4', MEDIA));
  const checklist = await demoPdf('Checklist de abertura da loja', [
    '1. Conferir o caixa e o troco.',
    '2. Ligar as luzes e o ar-condicionado.',
    '3. Revisar as promoções do dia.',
  ]);
  const wall: Array<[number, string, string, string, Buffer, string, string]> = [
    [
      joao,
      'Treinamento de segurança',
      'A turma de sábado reunida no pátio.',
      'treinamento.jpg',
      photo,
      'jpg',
      'image/jpeg',
    ],
    [maria, 'Vídeo do treinamento', 'Trecho da demonstração de EPIs.', 'treinamento.mp4', video, 'mp4', 'video/mp4'],
    [
      ana,
      'Checklist de abertura',
      'Use no começo de cada turno.',
      'checklist.pdf',
      checklist,
      'pdf',
      'application/pdf',
    ],
  ];
  for (const [index, [idUser, title, description, name, bytes, extension, mimetype]] of wall.entries()) {
    const storageKey = `demo/acme/useruploads/${index + 1}-${name}`;
    await db
      .insertInto('user_uploads')
      .values({
        idCompany: acme.idCompany,
        idSection: sectionOf('Mural da equipe'),
        idUser,
        title,
        description,
        name,
        mimetype,
        extension,
        storageKey,
        url: await put(storageKey, bytes, mimetype),
        size: bytes.length,
        createdAt: iso((index - 10) * HOUR),
      })
      .execute();
  }

  // The library of the 'Biblioteca' section: folders, subfolders and PDFs.
  const library = await db
    .selectFrom('sections')
    .select('idSection')
    .where('idApp', '=', acme.idApp)
    .where('idSectionType', '=', 13)
    .orderBy('idSection')
    .executeTakeFirst();
  if (library) {
    const files: Array<[string, string[]]> = [
      ['Manuais/Manual de atendimento.pdf', ['Cumprimente o cliente pelo nome.', 'Ouça antes de oferecer.']],
      ['Manuais/Segurança/Uso de EPIs.pdf', ['Capacete, luvas e óculos em toda a área de carga.']],
      ['Manuais/Segurança/Rotas de evacuação.pdf', ['Siga as placas verdes até o ponto de encontro.']],
      [
        'Políticas e procedimentos internos da Acme em 2026/Código de conduta.pdf',
        ['Respeito, transparência e cuidado com o cliente.'],
      ],
      [
        'Políticas e procedimentos internos da Acme em 2026/Política de viagens e reembolso de despesas corporativas.pdf',
        ['Envie os recibos em 30 dias.'],
      ],
      ['Leia-me.pdf', ['Documentos oficiais da Acme, organizados por pasta.']],
    ];
    const folders = ['Manuais/', 'Manuais/Segurança/', 'Políticas e procedimentos internos da Acme em 2026/'];
    for (const [index, key] of folders.entries()) {
      await db
        .insertInto('library_items')
        .values({
          idCompany: acme.idCompany,
          idSection: library.idSection,
          key,
          url: null,
          isFolder: 1,
          date: iso((index - 90) * 24 * HOUR),
        })
        .execute();
    }
    for (const [index, [key, lines]] of files.entries()) {
      const title = key.slice(key.lastIndexOf('/') + 1, -4);
      const url = await put(`demo/acme/library/${index + 1}.pdf`, await demoPdf(title, lines), 'application/pdf');
      await db
        .insertInto('library_items')
        .values({
          idCompany: acme.idCompany,
          idSection: library.idSection,
          key,
          url,
          isFolder: 0,
          date: iso((index - 40) * 24 * HOUR),
        })
        .execute();
    }
  }

  // Messages of the HR section and notifications of the app.
  const messages: Array<[number, string, string]> = [
    [-72 * HOUR, 'Pagamento antecipado', 'O salário de dezembro será pago no dia 18.'],
    [-24 * HOUR, 'Campanha do agasalho', 'Traga doações até sexta-feira para a recepção.'],
    [-3 * HOUR, 'Vacinação', 'A vacinação contra a gripe acontece amanhã, das 9h às 16h, no refeitório.'],
    // Published later: not listed yet.
    [72 * HOUR, 'Recesso de fim de ano', 'O recesso começa em 24 de dezembro.'],
  ];
  for (const [offset, text, description] of messages) {
    await db
      .insertInto('section_messages')
      .values({ idCompany: acme.idCompany, idSection: sectionOf('Recados'), text, description, initDate: iso(offset) })
      .execute();
  }
  const notifications: Array<[number, number | null, string, string]> = [
    [-50 * HOUR, null, 'Novo episódio de podcast', 'Ouça o episódio sobre segurança no trabalho.'],
    [-5 * HOUR, maria, 'Seu conteúdo foi aprovado', 'O vídeo que você enviou já está no Mural da equipe.'],
    [-30 * 60 * 1000, null, 'Bate-papo aberto', 'Converse com a equipe no Bate-papo.'],
    [-4 * HOUR, joao, 'Escala de sábado', 'Você está na escala do próximo sábado.'],
  ];
  for (const [offset, idUser, title, text] of notifications) {
    await db
      .insertInto('member_notifications')
      .values({ idCompany: acme.idCompany, idApp: acme.idApp, idUser, title, text, createdAt: iso(offset) })
      .execute();
  }
}
