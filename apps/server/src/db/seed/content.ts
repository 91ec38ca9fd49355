import { readFile } from 'node:fs/promises';
import { pathToFileURL } from 'node:url';
import type { Storage } from '../../platform/storage';
import type { Db } from '../database';
import { SEED_FILES } from './seed-files';
import { illustration } from './shell-media';

const MEDIA = pathToFileURL(`${SEED_FILES}/media/`);
const DAY_MS = 24 * 60 * 60 * 1000;

type Motif = Parameters<typeof illustration>[2];

/** One demo content item; `children` are its parts (journey steps, playlist entries, impact menu options). */
export type ItemSeed = {
  /** The chat room of a live or video item (spec 2, 3: content items carry `idChatRoom`). */
  idChatRoom?: number;
  type: number;
  text: string;
  description?: string;
  author?: string;
  image?: string | null;
  content?: string;
  contentLocation?: string;
  referenceLink?: string;
  backgroundColor?: string;
  duration?: number;
  initDate?: string;
  mimetype?: string;
  tags?: string[];
  files?: Array<{ hashedId: string; name: string; url: string; thumbnail: string | null; duration: number }>;
  classification?: [number, string, string];
  children?: ItemSeed[];
};

/** The sections the content screens of the demo need besides the shell's, under the 'Trilhas' group. */
const EXTRA_SECTIONS: Array<{
  text: string;
  idSectionType: number;
  description: string;
  image: [string, string, Motif];
}> = [
  { text: 'Sobre a Acme', idSectionType: 20, description: 'Nossa história', image: ['#1d4e89', '#b3261e', 'rays'] },
  { text: 'Impacto', idSectionType: 48, description: 'Como fazemos diferença', image: ['#0b6e4f', '#1d4e89', 'peaks'] },
  {
    text: 'Portal de benefícios',
    idSectionType: 52,
    description: 'Saúde, vale e descontos',
    image: ['#6a2c70', '#e4572e', 'grid'],
  },
  {
    text: 'Jornada do colaborador',
    idSectionType: 59,
    description: 'Seu primeiro mês',
    image: ['#e4572e', '#1f1f1f', 'waves'],
  },
];

/**
 * Demo content items of the content apps: every content type of the content item screen placed in the
 * Acme sections of every layout, with the demo media (spoken podcast, videos with posters, an HLS stream,
 * PDFs drawn here, pictures), and a few Globex items, out of Acme's reach.
 */
export async function seedContent(db: Db, storage: Storage, now: Date): Promise<void> {
  const at = (days: number, hour = 12) => {
    const date = new Date(now.getTime() + days * DAY_MS);
    date.setUTCHours(hour, 0, 0, 0);
    return date.toISOString();
  };
  const put = async (key: string, body: Buffer | string, type: string) => {
    await storage.put(key, typeof body === 'string' ? Buffer.from(body) : body, type);
    return storage.url(key);
  };
  const media = async (file: string, key: string, type: string) => put(key, await readFile(new URL(file, MEDIA)), type);
  const picture = (slug: string, from: string, to: string, motif: Motif) =>
    put(`demo/content/images/${slug}.svg`, illustration(from, to, motif), 'image/svg+xml');

  const apps = await db.selectFrom('apps').select(['idApp', 'idCompany', 'bucket']).execute();
  const acme = apps.find((app) => app.bucket === 'acme');
  const globex = apps.find((app) => app.bucket === 'globex');
  if (!acme || !globex) return;

  // Media of the content app.
  const podcast = await media('podcast-seguranca.mp3', 'demo/content/media/podcast-seguranca.mp3', 'audio/mpeg');
  const video = await media('treinamento-acme.mp4', 'demo/content/media/treinamento-acme.mp4', 'video/mp4');
  const poster = await media('treinamento-acme.jpg', 'demo/content/media/treinamento-acme.jpg', 'image/jpeg');
  const clip1 = await media('learning/parte-1-equipamentos.mp4', 'demo/content/media/parte-1.mp4', 'video/mp4');
  const clip1Poster = await media('learning/parte-1-equipamentos.jpg', 'demo/content/media/parte-1.jpg', 'image/jpeg');
  const clip2 = await media('learning/parte-2-rotas.mp4', 'demo/content/media/parte-2.mp4', 'video/mp4');
  const clip2Poster = await media('learning/parte-2-rotas.jpg', 'demo/content/media/parte-2.jpg', 'image/jpeg');
  for (const file of ['segmento-00.ts', 'segmento-01.ts', 'segmento-02.ts', 'segmento-03.ts']) {
    await media(`hls/${file}`, `demo/content/live/${file}`, 'video/mp2t');
  }
  const live = await media('hls/aovivo.m3u8', 'demo/content/live/aovivo.m3u8', 'application/vnd.apple.mpegurl');
  const manual = await put(
    'demo/content/files/manual-do-colaborador.pdf',
    await makePdf('Manual do colaborador Acme', [
      [
        'Boas-vindas',
        'Este manual reúne o que você precisa saber nos primeiros dias.',
        'Leia com calma e volte sempre que precisar.',
      ],
      [
        'Jornada de trabalho',
        'O expediente é das 8h às 17h, com uma hora de almoço.',
        'Registre o ponto pelo aplicativo.',
      ],
      ['Segurança', 'Use os equipamentos de proteção do seu posto.', 'Avise a liderança sobre qualquer risco.'],
      ['Benefícios', 'Plano de saúde, vale-refeição e auxílio-creche.', 'Consulte o Portal de benefícios.'],
    ]),
    'application/pdf',
  );
  const policy = await put(
    'demo/content/files/politica-de-viagens.pdf',
    await makePdf('Política de viagens', [
      ['Antes de viajar', 'Peça a aprovação da liderança com 10 dias de antecedência.'],
      ['Durante a viagem', 'Guarde os comprovantes de todas as despesas.'],
    ]),
    'application/pdf',
  );
  const benefits = await put('demo/content/site/beneficios.html', BENEFITS_HTML, 'text/html');

  const images = {
    welcome: await picture('boas-vindas', '#b3261e', '#e4572e', 'waves'),
    convention: await picture('convencao', '#1f1f1f', '#b3261e', 'rays'),
    goal: await picture('meta', '#0b6e4f', '#2fa36b', 'peaks'),
    safety: await picture('seguranca', '#1d4e89', '#3f88c5', 'stripes'),
    podcast: await picture('podcast', '#6a2c70', '#b83b5e', 'circles'),
    live: await picture('ao-vivo', '#c0392b', '#e4572e', 'rays'),
    nextLive: await picture('proxima-live', '#1f1f1f', '#6a2c70', 'circles'),
    manual: await picture('manual', '#b3261e', '#f29e4c', 'grid'),
    journey: await picture('jornada', '#e4572e', '#1f1f1f', 'waves'),
    sales: await picture('vendas', '#7a1c14', '#b3261e', 'peaks'),
    products: await picture('produtos', '#b3261e', '#f29e4c', 'stripes'),
    service: await picture('atendimento', '#e4572e', '#f29e4c', 'circles'),
    impact: await picture('impacto', '#0b6e4f', '#1d4e89', 'peaks'),
    community: await picture('comunidade', '#2a9d8f', '#1d4e89', 'circles'),
    environment: await picture('meio-ambiente', '#0b6e4f', '#8ab17d', 'waves'),
    benefits: await picture('beneficios', '#6a2c70', '#e4572e', 'grid'),
  };

  // Sections that only the content screens need, as options of the 'Trilhas' group.
  const trilhas = await db
    .selectFrom('sections')
    .select('idSection')
    .where('idApp', '=', acme.idApp)
    .where('text', '=', 'Trilhas')
    .executeTakeFirst();
  for (const [index, extra] of EXTRA_SECTIONS.entries()) {
    await db
      .insertInto('sections')
      .values({
        idCompany: acme.idCompany,
        idApp: acme.idApp,
        idSectionType: extra.idSectionType,
        parentIdSection: trilhas?.idSection ?? null,
        sectionTo: null,
        position: 20 + index,
        text: extra.text,
        description: extra.description,
        image: await picture(`secao-${index}`, ...extra.image),
        imageSecondary: null,
        color: extra.image[0],
        imageStyle: 'tile',
        showText: 1,
        content: null,
        url: null,
        design: null,
        active: 1,
      })
      .execute();
  }

  const sections = await db.selectFrom('sections').select(['idSection', 'idApp', 'text']).execute();
  const sectionOf = (idApp: number, text: string) => {
    const found = sections.find((section) => section.idApp === idApp && section.text === text);
    if (!found) throw new Error(`demo content: no section '${text}'`);
    return found.idSection;
  };

  const video1: ItemSeed = {
    type: 2,
    text: 'Treinamento Acme: três passos',
    description: 'Confira o equipamento, siga o procedimento e registre ocorrências.',
    author: 'Equipe de Segurança',
    image: poster,
    contentLocation: video,
    mimetype: 'video/mp4',
    duration: 15,
    tags: ['seguranca', 'treinamento'],
    content: '<p>Um resumo em vídeo do procedimento padrão de todos os postos.</p>',
  };
  const videoEquipment: ItemSeed = {
    type: 2,
    text: 'Equipamentos de proteção',
    description: 'Parte 1: o que usar em cada área.',
    image: clip1Poster,
    contentLocation: clip1,
    mimetype: 'video/mp4',
    tags: ['seguranca', 'epi'],
  };
  const videoRoutes: ItemSeed = {
    type: 2,
    text: 'Rotas de evacuação',
    description: 'Parte 2: por onde sair em caso de alarme.',
    image: clip2Poster,
    contentLocation: clip2,
    mimetype: 'video/mp4',
    tags: ['seguranca', 'emergencia'],
  };
  const podcastItem: ItemSeed = {
    type: 1,
    text: 'Podcast: segurança no trabalho',
    description: 'Episódio 12: equipamentos, organização e cuidado com todos.',
    author: 'Rádio Acme',
    image: images.podcast,
    contentLocation: podcast,
    mimetype: 'audio/mpeg',
    duration: 20,
    tags: ['podcast', 'seguranca'],
  };
  const welcomePost: ItemSeed = {
    type: 5,
    text: 'Boas-vindas ao novo aplicativo',
    description: 'Tudo o que a Acme tem para você, em um só lugar.',
    author: 'Comunicação Interna',
    image: images.welcome,
    initDate: at(-1, 9),
    tags: ['comunicado'],
    content:
      '<h2>Um app para toda a Acme</h2><p>Notícias, podcasts, vídeos e transmissões ao vivo agora ficam <strong>no seu celular</strong>.</p><ul><li>Avalie os conteúdos com estrelas</li><li>Ganhe pontos na campanha <em>Conhecimento em Ação</em></li><li>Continue um vídeo de onde parou</li></ul><p><a href="https://www.acme.example" target="_blank" rel="noopener">Saiba mais no portal</a></p>',
  };
  const article: ItemSeed = {
    type: 3,
    text: 'Acme bate meta de vendas do trimestre',
    description: 'Resultado 12% acima do planejado.',
    author: 'Diretoria Comercial',
    image: images.goal,
    initDate: at(-3, 10),
    tags: ['vendas', 'resultado'],
    content:
      '<p>O time comercial fechou o trimestre <strong>12% acima da meta</strong>. O destaque foi a região Sul, com crescimento de 20%.</p><p>Obrigado a todas e todos que contribuíram!</p>',
  };
  const conventionPost: ItemSeed = {
    type: 5,
    text: 'Convenção anual: as datas',
    description: 'Reserve a semana de 10 a 14 de março.',
    author: 'Eventos Acme',
    image: images.convention,
    initDate: at(-6, 14),
    tags: ['evento'],
    content:
      '<p>A convenção anual acontece de <strong>10 a 14 de março</strong>, com palestras transmitidas ao vivo.</p>',
  };
  const safetyArticle: ItemSeed = {
    type: 3,
    text: 'Semana da segurança',
    description: 'Atividades em todas as unidades.',
    author: 'SESMT',
    image: images.safety,
    initDate: at(-9, 9),
    tags: ['seguranca', 'evento'],
    content: '<p>Palestras, simulados de evacuação e a entrega dos novos kits de EPI.</p>',
  };
  const pdfItem: ItemSeed = {
    type: 25,
    text: 'Manual do colaborador',
    description: 'Quatro páginas com o essencial.',
    image: images.manual,
    contentLocation: manual,
    mimetype: 'application/pdf',
    tags: ['manual', 'rh'],
  };
  const download: ItemSeed = {
    type: 18,
    text: 'Política de viagens (PDF)',
    description: 'Baixe e consulte quando precisar.',
    image: images.manual,
    contentLocation: policy,
    mimetype: 'application/pdf',
    tags: ['rh'],
  };
  const site: ItemSeed = {
    type: 4,
    text: 'Portal de benefícios',
    description: 'Consulte os seus benefícios.',
    image: images.benefits,
    contentLocation: benefits,
    tags: ['rh', 'beneficios'],
  };
  const liveToday: ItemSeed = {
    type: 6,
    text: 'Ao vivo: abertura da convenção',
    description: 'Transmissão de hoje, com o presidente da Acme.',
    image: images.live,
    contentLocation: live,
    mimetype: 'application/vnd.apple.mpegurl',
    // The moment of seeding, so it is today for a member in any time zone (noon UTC is tomorrow in Brazil
    // between 21:00 and 24:00).
    initDate: now.toISOString(),
    tags: ['ao-vivo', 'evento'],
  };
  const liveLater: ItemSeed = {
    type: 6,
    text: 'Próxima live: resultados do ano',
    description: 'Em uma semana. Volte no dia para assistir.',
    image: images.nextLive,
    contentLocation: live,
    mimetype: 'application/vnd.apple.mpegurl',
    initDate: at(7, 15),
    tags: ['ao-vivo'],
  };
  const liveLink: ItemSeed = {
    type: 8,
    text: 'Bate-papo com a liderança',
    description: 'Sala de reunião on-line, toda sexta às 16h.',
    image: images.community,
    referenceLink: 'https://meet.acme.example/bate-papo',
    initDate: at(2, 19),
    tags: ['ao-vivo'],
  };
  const playlist: ItemSeed = {
    type: 7,
    text: 'Playlist: segurança em vídeo',
    description: 'Três vídeos curtos, em sequência.',
    image: images.safety,
    tags: ['seguranca', 'playlist'],
    files: [
      { hashedId: 'acme-seg-01', name: 'Treinamento Acme: três passos', url: video, thumbnail: poster, duration: 15 },
      { hashedId: 'acme-seg-02', name: 'Equipamentos de proteção', url: clip1, thumbnail: clip1Poster, duration: 6 },
      { hashedId: 'acme-seg-03', name: 'Rotas de evacuação', url: clip2, thumbnail: clip2Poster, duration: 6 },
    ],
  };
  const steps = (prefix: string): ItemSeed[] => [
    {
      type: 5,
      text: `${prefix}: conheça a Acme`,
      content: '<h2>Nossa história</h2><p>A Acme nasceu em 1987 com uma oficina e hoje atende todo o Brasil.</p>',
    },
    {
      type: 5,
      text: `${prefix}: seu time`,
      content: '<h2>Seu time</h2><p>Na primeira semana, converse com a sua liderança e conheça os colegas.</p>',
    },
    {
      type: 5,
      text: `${prefix}: ferramentas`,
      content: '<h2>Ferramentas</h2><p>E-mail, aplicativo Acme e o sistema de pedidos: peça os acessos ao TI.</p>',
    },
  ];
  const stepJourney: ItemSeed = {
    type: 16,
    text: 'Passo a passo: primeira semana',
    description: 'Três passos para começar bem.',
    image: images.journey,
    tags: ['integracao'],
    children: steps('Passo'),
  };
  const journeyList: ItemSeed = {
    type: 15,
    text: 'Jornada de vendas consultivas',
    description: 'Ouça, assista e leia, nesta ordem.',
    image: images.sales,
    tags: ['vendas'],
    children: [{ ...podcastItem, text: 'Episódio: ouvir antes de oferecer' }, videoEquipment, { ...article }],
  };
  const journeyListAlt: ItemSeed = {
    type: 22,
    text: 'Jornada de liderança',
    description: 'Conteúdos para quem lidera equipes.',
    image: images.community,
    tags: ['lideranca'],
    children: [conventionPost, videoRoutes],
  };
  const guided: ItemSeed = {
    type: 23,
    text: 'Módulo interativo: integração',
    description: 'Navegue pelo mapa de localização.',
    image: images.journey,
    tags: ['integracao'],
    children: [
      {
        type: 5,
        text: 'Chegada',
        content:
          '<h2 id="recepcao">Recepção</h2><p>Apresente-se na recepção com um documento com foto.</p><h2 id="cracha">Crachá</h2><p>O crachá é entregue no primeiro dia e abre as catracas.</p>',
      },
      {
        type: 5,
        text: 'Sua área',
        content:
          '<h2 id="posto">Seu posto</h2><p>A liderança mostra o seu posto e os equipamentos.</p><h2 id="refeitorio">Refeitório</h2><p>O almoço é servido das 11h às 14h.</p>',
      },
      {
        type: 5,
        text: 'Segurança',
        content:
          '<h2 id="epi">EPI</h2><p>Retire os seus equipamentos no almoxarifado.</p><h2 id="saidas">Saídas de emergência</h2><p>Siga a faixa verde no piso.</p>',
      },
    ],
  };
  const impactRoot: ItemSeed = {
    type: 15,
    text: 'Onde a Acme faz diferença',
    description: 'Projetos de impacto da empresa.',
    image: images.impact,
    children: [
      {
        type: 3,
        text: 'Comunidade',
        description: 'Voluntariado em 12 cidades.',
        image: images.community,
        content: '<p>Mais de 300 colaboradores participaram do programa de voluntariado em 2026.</p>',
      },
      {
        type: 3,
        text: 'Meio ambiente',
        description: '40% menos resíduos.',
        image: images.environment,
        content: '<p>As fábricas reduziram em 40% o envio de resíduos para aterros.</p>',
      },
      { ...safetyArticle, text: 'Segurança em primeiro lugar' },
    ],
  };
  const about: ItemSeed = {
    type: 5,
    text: 'Sobre a Acme',
    author: 'Comunicação Interna',
    image: images.welcome,
    content:
      '<h2>Quem somos</h2><p>A Acme fabrica e distribui equipamentos industriais desde 1987, com 2.000 colaboradores.</p><h2>Nossos valores</h2><ul><li>Segurança em primeiro lugar</li><li>Cliente no centro</li><li>Aprender sempre</li></ul>',
  };

  const placement: Record<string, ItemSeed[]> = {
    Notícias: [
      welcomePost,
      article,
      conventionPost,
      safetyArticle,
      {
        ...article,
        text: 'Nova unidade em Curitiba',
        description: 'Inauguração com 120 novas vagas.',
        content: '<p>A unidade de Curitiba abre em abril, com 120 vagas para a produção e a logística.</p>',
        initDate: at(-12, 9),
        image: images.products,
      },
      {
        ...welcomePost,
        text: 'Resultado da pesquisa de clima',
        description: '86% recomendam a Acme.',
        initDate: at(-15, 9),
        image: images.service,
        content: '<p>Obrigado pelas 1.200 respostas! 86% recomendam a Acme como lugar para trabalhar.</p>',
      },
    ],
    Podcasts: [
      podcastItem,
      {
        ...podcastItem,
        text: 'Podcast: atendimento que encanta',
        description: 'Episódio 11.',
        image: images.service,
        tags: ['podcast', 'atendimento'],
      },
    ],
    Vídeos: [video1, videoEquipment, videoRoutes],
    'Ao vivo': [liveToday, liveLater, liveLink, playlist],
    'Boas-vindas': [welcomePost, about],
    'Segurança no trabalho': [videoEquipment, videoRoutes, video1],
    'Podcast da semana': [podcastItem],
    Novidades: [article, podcastItem, video1, pdfItem, download, site],
    'Vendas consultivas': [journeyList, journeyListAlt],
    Liderança: [stepJourney, guided],
    Atendimento: [
      {
        ...article,
        text: 'Cinco atitudes no atendimento',
        description: 'Escutar, acolher, resolver, confirmar e agradecer.',
        image: images.service,
      },
      conventionPost,
      safetyArticle,
    ],
    Produtos: [
      {
        ...article,
        text: 'Linha 2027 de compressores',
        description: 'Mais silenciosos e 15% mais econômicos.',
        image: images.products,
      },
      { ...article, text: 'Ferramentas elétricas', description: 'A linha sem fio chega em março.', image: images.goal },
      { ...safetyArticle, text: 'Peças de reposição', description: 'Entrega em 48 horas para todo o país.' },
    ],
    Integração: [video1, videoEquipment, videoRoutes],
    'Convenção anual': [playlist, liveToday],
    'Em foco': [conventionPost, liveLater],
    'Manual do colaborador': [
      pdfItem,
      { ...pdfItem, text: 'Política de viagens', description: 'Duas páginas.', contentLocation: policy },
      download,
    ],
    'Sobre a Acme': [about],
    Impacto: [impactRoot],
    'Portal de benefícios': [site],
    'Jornada do colaborador': [guided],
  };

  const insert = (
    owner: { idCompany: number; idApp: number },
    idSection: number,
    item: ItemSeed,
    position: number,
    parent: number | null,
  ) => insertSectionContent(db, now, owner, idSection, item, position, parent);

  for (const [text, items] of Object.entries(placement)) {
    const idSection = sectionOf(acme.idApp, text);
    for (const [position, item] of items.entries()) await insert(acme, idSection, item, position, null);
  }

  // Globex: its own items, which no Acme member reaches.
  const globexVideo = await media('seguranca-globex.mp4', 'demo/content/media/seguranca-globex.mp4', 'video/mp4');
  const globexPoster = await media('seguranca-globex.jpg', 'demo/content/media/seguranca-globex.jpg', 'image/jpeg');
  await insert(
    globex,
    sectionOf(globex.idApp, 'Treinamentos'),
    {
      type: 2,
      text: 'Segurança Globex',
      description: 'Capacete, óculos e luvas.',
      image: globexPoster,
      contentLocation: globexVideo,
      mimetype: 'video/mp4',
    },
    0,
    null,
  );
  await insert(
    globex,
    sectionOf(globex.idApp, 'Comunicados'),
    { type: 5, text: 'Aviso da diretoria', content: '<p>Reunião geral na sexta-feira.</p>' },
    0,
    null,
  );
}

/** Inserts a demo content item of a content app's section, with its parts (used by the store's sections too). */
export async function insertSectionContent(
  db: Db,
  now: Date,
  owner: { idCompany: number; idApp: number },
  idSection: number,
  item: ItemSeed,
  position: number,
  parent: number | null,
): Promise<number> {
  const { idContentItem } = await db
    .insertInto('content_items')
    .values({
      idCompany: owner.idCompany,
      idApp: owner.idApp,
      idSection,
      idContentType: item.type,
      idContentGroup: null,
      parent,
      position,
      text: item.text,
      description: item.description ?? null,
      image: item.image ?? null,
      imageSecondary: null,
      author: item.author ?? null,
      content: item.content ?? null,
      contentLocation: item.contentLocation ?? null,
      referenceLink: item.referenceLink ?? null,
      backgroundColor: item.backgroundColor ?? null,
      duration: item.duration ?? null,
      idChatRoom: item.idChatRoom ?? null,
      initDate: item.initDate ?? null,
      idClassification: item.classification?.[0] ?? null,
      classificationAbbreviation: item.classification?.[1] ?? null,
      classificationTitle: item.classification?.[2] ?? null,
      mimetype: item.mimetype ?? null,
      tags: item.tags?.length ? `,${item.tags.join(',')},` : '',
      files: item.files ? JSON.stringify(item.files) : null,
      createdAt: now.toISOString(),
    })
    .returning('idContentItem')
    .executeTakeFirstOrThrow();
  for (const [index, child] of (item.children ?? []).entries()) {
    await insertSectionContent(db, now, owner, idSection, child, index, idContentItem);
  }
  return idContentItem;
}

/** A PDF with one page per entry: a title band, the page's heading and its lines. */
export async function makePdf(title: string, pages: string[][]): Promise<Buffer> {
  // Loaded when a PDF is made, not with the server.
  const { PDFDocument, rgb, StandardFonts } = await import('pdf-lib');
  const pdf = await PDFDocument.create();
  pdf.setTitle(title);
  pdf.setCreator('Acme');
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  for (const [index, [heading, ...lines]] of pages.entries()) {
    const page = pdf.addPage([595, 842]);
    page.drawRectangle({ x: 0, y: 762, width: 595, height: 80, color: rgb(0.702, 0.149, 0.118) });
    page.drawText(title, { x: 40, y: 792, size: 22, font: bold, color: rgb(1, 1, 1) });
    page.drawText(heading ?? '', { x: 40, y: 700, size: 20, font: bold });
    lines.forEach((line, row) => {
      page.drawText(line, { x: 40, y: 660 - row * 26, size: 13, font: regular });
    });
    page.drawText(`Página ${index + 1} de ${pages.length}`, { x: 40, y: 40, size: 10, font: regular });
  }
  return Buffer.from(await pdf.save());
}

const BENEFITS_HTML = `<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Portal de benefícios</title><style>
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif;color:#1f1f1f;padding:24px;line-height:1.5}
h1{color:#6a2c70;margin-top:0}ul{display:grid;grid-template-columns:repeat(auto-fit,minmax(200px,1fr));gap:12px;padding:0;list-style:none}
li{border:1px solid #eee;border-radius:12px;padding:16px}strong{display:block;color:#b3261e}
</style></head><body><h1>Portal de benefícios Acme</h1><ul>
<li><strong>Plano de saúde</strong>Cobertura nacional, sem carência para novos colaboradores.</li>
<li><strong>Vale-refeição</strong>R$ 45 por dia útil, creditado no dia 1º.</li>
<li><strong>Auxílio-creche</strong>Para filhos de até 6 anos.</li>
<li><strong>Descontos</strong>Academias, cursos de idiomas e farmácias parceiras.</li>
</ul></body></html>`;
