import type { SectionFormat } from '@trilha/shared/api/auth';
import { removeAccents } from '@trilha/shared/rules/accents';
import type { Storage } from '../../platform/storage';
import type { Db } from '../database';
import { illustration, landingHtml, onboardingHtml, pictogram } from './shell-media';

type Group = {
  text: string;
  idSectionType: number;
  format: SectionFormat;
  children: Array<{
    text: string;
    idSectionType: number;
    description: string;
    image: [string, string, Parameters<typeof illustration>[2]];
  }>;
};

const DAY_MS = 24 * 60 * 60 * 1000;

/** Home blocks of the Acme content app: one per home layout besides the plain row of sections. */
const ACME_GROUPS: Array<Group & { position: number }> = [
  {
    position: -1,
    text: 'Destaques',
    idSectionType: 4,
    format: { title: { text: 'Destaques da semana' }, home: { homeType: 'carousel' }, itemText: { color: '#ffffff' } },
    children: [
      { text: 'Boas-vindas', idSectionType: 3, description: 'Comece por aqui', image: ['#b3261e', '#e4572e', 'waves'] },
      {
        text: 'Segurança no trabalho',
        idSectionType: 2,
        description: 'Vídeos curtos',
        image: ['#1d4e89', '#3f88c5', 'stripes'],
      },
      {
        text: 'Podcast da semana',
        idSectionType: 1,
        description: 'Episódio novo toda segunda',
        image: ['#6a2c70', '#b83b5e', 'circles'],
      },
      {
        text: 'Novidades',
        idSectionType: 9,
        description: 'O que mudou na Acme',
        image: ['#0b6e4f', '#2fa36b', 'rays'],
      },
      {
        text: 'Meus pontos',
        idSectionType: 61,
        description: 'Campanha Conhecimento em Ação',
        image: ['#f29e4c', '#e4572e', 'peaks'],
      },
    ],
  },
  {
    position: 10,
    text: 'Trilhas',
    idSectionType: 12,
    format: {
      title: { text: 'Trilhas de aprendizagem' },
      home: { homeType: 'mosaic' },
      itemText: { color: '#ffffff' },
      firstItemText: { color: '#ffffff' },
      menu: { firstColor: '#7a1c14', secondColor: '#b3261e', thirdColor: '#e4572e', fourthColor: '#1f1f1f' },
    },
    children: [
      {
        text: 'Vendas consultivas',
        idSectionType: 7,
        description: '6 módulos',
        image: ['#7a1c14', '#b3261e', 'peaks'],
      },
      { text: 'Liderança', idSectionType: 7, description: '4 módulos', image: ['#1f1f1f', '#4a4a4a', 'grid'] },
      { text: 'Atendimento', idSectionType: 6, description: 'Boas práticas', image: ['#e4572e', '#f29e4c', 'circles'] },
      { text: 'Produtos', idSectionType: 8, description: 'Catálogo 2026', image: ['#b3261e', '#f29e4c', 'stripes'] },
      { text: 'Integração', idSectionType: 19, description: 'Primeiros dias', image: ['#3f3f3f', '#b3261e', 'waves'] },
    ],
  },
  {
    position: 11,
    text: 'Em foco',
    idSectionType: 18,
    format: {
      title: { text: 'Em foco' },
      home: { homeType: 'fullscreen' },
      itemText: { color: '#ffffff' },
      itemDescription: { color: '#ffe9e0' },
    },
    children: [
      {
        text: 'Convenção anual',
        idSectionType: 5,
        description: 'Assista às palestras gravadas',
        image: ['#1f1f1f', '#b3261e', 'rays'],
      },
      {
        text: 'Manual do colaborador',
        idSectionType: 10,
        description: 'Tudo o que você precisa saber',
        image: ['#b3261e', '#e4572e', 'grid'],
      },
    ],
  },
];

/** Icons and colours of the plain sections, shown on the home's row. */
const ACME_ROW: Record<string, { icon: Parameters<typeof pictogram>[0]; color: string }> = {
  Notícias: { icon: 'news', color: '#b3261e' },
  Podcasts: { icon: 'mic', color: '#6a2c70' },
  Vídeos: { icon: 'play', color: '#1d4e89' },
  'Ao vivo': { icon: 'live', color: '#c0392b' },
  Biblioteca: { icon: 'books', color: '#0b6e4f' },
  Agenda: { icon: 'calendar', color: '#8a5a00' },
};

/** Globex's home row: every option with its own pictogram and shade of the brand's green. */
const GLOBEX_ROW: Record<string, { icon: Parameters<typeof pictogram>[0]; color: string }> = {
  Comunicados: { icon: 'news', color: '#0b6e4f' },
  Treinamentos: { icon: 'play', color: '#146c5c' },
};

const ACME_TERMS = `<h2>Termos de uso do aplicativo Acme</h2>
<p>Este aplicativo é oferecido pela Acme aos seus colaboradores para comunicação interna e aprendizagem.</p>
<ol>
<li><strong>Uso pessoal.</strong> O acesso é pessoal e intransferível; não compartilhe a sua senha.</li>
<li><strong>Conteúdo.</strong> Os conteúdos são de uso interno e não podem ser divulgados fora da empresa.</li>
<li><strong>Dados pessoais.</strong> Tratamos nome, e-mail, CPF e telefone para identificar você, registrar o seu progresso e pontuar as campanhas, conforme a LGPD.</li>
<li><strong>Comunicações.</strong> Você pode aceitar receber comunicações por e-mail ou SMS e mudar de ideia a qualquer momento no seu perfil.</li>
</ol>
<p>Versão 1, em vigor desde 1º de janeiro de 2026.</p>`;

/**
 * Demo data of the member's shell: home layouts and designs, terms with a member who has not accepted
 * them, onboarding, landing page, a member to activate by PIN, and campaigns with points.
 */
export async function seedShell(db: Db, storage: Storage, { now, passwordHash }: { now: Date; passwordHash: string }) {
  const iso = now.toISOString();
  const apps = await db.selectFrom('apps').select(['idApp', 'idCompany', 'bucket', 'name']).execute();
  const appOf = (bucket: string) => apps.find((entry) => entry.bucket === bucket) as (typeof apps)[number];
  const acme = appOf('acme');
  const academy = appOf('acme-academy');
  const globex = appOf('globex');

  // Pages and pictures of the Acme content app.
  const put = async (key: string, body: string, type: string) => {
    await storage.put(key, Buffer.from(body), type);
    return storage.url(key);
  };
  const landing = await put('demo/acme/landing.html', landingHtml('Acme', '#b3261e'), 'text/html');
  const onboarding = await put('demo/acme/onboarding.html', onboardingHtml('Acme', '#b3261e'), 'text/html');
  const homeBackground = await put(
    'demo/acme/home-background.svg',
    illustration('#fff4ef', '#ffe2d6', 'waves'),
    'image/svg+xml',
  );

  await db
    .updateTable('apps')
    .set({
      homeDesign: JSON.stringify({
        home: { homeType: 'row' },
        title: { text: 'Seções' },
        general: { backgroundColor: '#fff8f5' },
        itemText: { color: '#ffffff' },
        firstItemText: { color: '#ffffff' },
        firstItemDescription: { color: '#ffe9e0' },
        backgroundImage: homeBackground,
      } satisfies SectionFormat),
      agreementVersion: 1,
      agreementTerms: ACME_TERMS,
      onBoardScreen: 1,
      onBoardUrl: onboarding,
      landingPage: 1,
      landingLogo:
        (await db.selectFrom('apps').select('logo').where('idApp', '=', acme.idApp).executeTakeFirst())?.logo ?? null,
      landingPageLocation: landing,
      landingPageContact:
        'Fale com o RH da Acme: rh@acme.example ou (11) 4002-8922, de segunda a sexta, das 9h às 18h.',
      gamification: 1,
    })
    .where('idApp', '=', acme.idApp)
    .execute();
  await db
    .updateTable('apps')
    .set({ homeDesign: JSON.stringify({ home: { homeType: 'row' } } satisfies SectionFormat), gamification: 1 })
    .where('idApp', '=', globex.idApp)
    .execute();

  for (const [text, look] of Object.entries(ACME_ROW)) {
    const icon = await put(`demo/acme/icons/${look.icon}.svg`, pictogram(look.icon), 'image/svg+xml');
    await db
      .updateTable('sections')
      .set({ image: icon, imageStyle: 'icon', color: look.color })
      .where('idApp', '=', acme.idApp)
      .where('text', '=', text)
      .execute();
  }

  for (const [text, look] of Object.entries(GLOBEX_ROW)) {
    const icon = await put(`demo/globex/icons/${look.icon}.svg`, pictogram(look.icon), 'image/svg+xml');
    await db
      .updateTable('sections')
      .set({ image: icon, imageStyle: 'icon', color: look.color })
      .where('idApp', '=', globex.idApp)
      .where('text', '=', text)
      .execute();
  }

  for (const group of ACME_GROUPS) {
    const { idSection } = await db
      .insertInto('sections')
      .values({
        idCompany: acme.idCompany,
        idApp: acme.idApp,
        idSectionType: group.idSectionType,
        parentIdSection: null,
        sectionTo: null,
        position: group.position,
        text: group.text,
        description: null,
        image: null,
        imageSecondary: null,
        color: null,
        imageStyle: 'default',
        showText: 1,
        content: null,
        url: null,
        design: JSON.stringify(group.format),
        active: 1,
      })
      .returning('idSection')
      .executeTakeFirstOrThrow();
    for (const [position, child] of group.children.entries()) {
      const slug = removeAccents(child.text)
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, '-');
      const image = await put(`demo/acme/sections/${slug}.svg`, illustration(...child.image), 'image/svg+xml');
      await db
        .insertInto('sections')
        .values({
          idCompany: acme.idCompany,
          idApp: acme.idApp,
          idSectionType: child.idSectionType,
          parentIdSection: idSection,
          sectionTo: null,
          position,
          text: child.text,
          description: child.description,
          image,
          imageSecondary: null,
          color: child.image[0],
          imageStyle: 'tile',
          showText: 1,
          content: null,
          url: null,
          design: null,
          active: 1,
        })
        .execute();
    }
  }

  // Members: Bruno has not accepted the terms yet; Carla has no password and activates by PIN.
  const extraMembers = [
    {
      username: 'bruno@acme.example',
      name: 'Bruno Costa',
      phone: null,
      password: passwordHash,
      askPWA: 1,
      department: 'Vendas',
    },
    {
      username: 'carla@acme.example',
      name: 'Carla Dias',
      phone: '11991234567',
      password: null,
      askPWA: 0,
      department: 'Logística',
    },
  ];
  for (const member of extraMembers) {
    const { idUser } = await db
      .insertInto('users')
      .values({
        idCompany: acme.idCompany,
        email: member.username,
        name: member.name,
        phone: member.phone,
        cpf: null,
        userType: 1,
        username: member.username,
        passwordHash: member.password,
        tokenVersion: 0,
        userLicenceTermsAccepted: 0,
        communicationAccepted: 0,
        emailNotification: 0,
        smsNotification: 0,
        guestCompany: null,
        guestCnpj: null,
        department: member.department,
        role: 'Analista',
        managerName: null,
        idManager: null,
        unit: null,
        branch: null,
        employeeCode: null,
        admin: 0,
        canAccessSupport: 0,
        active: 1,
        photo: null,
        askPWA: member.askPWA,
        lastLogin: null,
        lastAccess: null,
        createdAt: iso,
      })
      .returning('idUser')
      .executeTakeFirstOrThrow();
    for (const idApp of [acme.idApp, academy.idApp])
      await db.insertInto('user_apps').values({ idUser, idApp }).execute();
  }

  await db
    .updateTable('users')
    .set({ phone: '11987654321', cpf: '52998224725', communicationAccepted: 1, emailNotification: 1 })
    .where('username', '=', 'maria@acme.example')
    .execute();

  // Everyone but Bruno accepted version 1 of the Acme content app's terms.
  const accepted = await db
    .selectFrom('users')
    .select(['idUser', 'idCompany'])
    .where('idCompany', '=', acme.idCompany)
    .where('username', 'in', ['maria@acme.example', 'ana@acme.example', 'joao@acme.example', 'carla@acme.example'])
    .execute();
  for (const user of accepted) {
    await db
      .insertInto('terms_acceptances')
      .values({
        idCompany: user.idCompany,
        idUser: user.idUser,
        idApp: acme.idApp,
        version: 1,
        communicationAccepted: 0,
        acceptedAt: iso,
      })
      .execute();
    await db.updateTable('users').set({ userLicenceTermsAccepted: 1 }).where('idUser', '=', user.idUser).execute();
  }

  await seedCampaigns(db, now);
}

async function seedCampaigns(db: Db, now: Date) {
  const at = (days: number) => new Date(now.getTime() + days * DAY_MS).toISOString();
  const userId = async (username: string) =>
    await db
      .selectFrom('users')
      .select(['idUser', 'idCompany'])
      .where('username', '=', username)
      .executeTakeFirstOrThrow();

  const campaigns = [
    {
      owner: 'maria@acme.example',
      name: 'Conhecimento em Ação',
      description: 'Conclua conteúdos, avalie o que viu e complete o seu perfil para subir no ranking da Acme.',
      startDate: at(-30),
      endDate: at(60),
      events: [
        [1, 10],
        [2, 5],
        [4, 50],
        [5, 20],
        [6, 15],
        [8, 30],
      ],
      points: [
        ['maria@acme.example', 1, 101, 'Boas práticas de atendimento', -12],
        ['maria@acme.example', 2, 101, 'Boas práticas de atendimento', -12],
        ['maria@acme.example', 1, 102, 'Podcast: vendas consultivas', -9],
        ['maria@acme.example', 1, 103, 'Segurança no trabalho: EPIs', -6],
        ['maria@acme.example', 2, 103, 'Segurança no trabalho: EPIs', -6],
        ['maria@acme.example', 5, 201, 'Avaliação: Produtos 2026', -3],
        ['maria@acme.example', 1, 104, 'Convenção anual: abertura', -1],
        ['joao@acme.example', 1, 101, 'Boas práticas de atendimento', -5],
        ['ana@acme.example', 4, 301, 'Liderança: módulo 1', -2],
      ],
    },
    {
      owner: 'maria@acme.example',
      name: 'Desafio de Inverno',
      description: 'Campanha encerrada: pontos por conteúdo concluído.',
      startDate: at(-120),
      endDate: at(-60),
      events: [[1, 5]],
      points: [
        ['maria@acme.example', 1, 90, 'Integração: primeiros dias', -100],
        ['maria@acme.example', 1, 91, 'Manual do colaborador', -90],
      ],
    },
    {
      owner: 'carlos@globex.example',
      name: 'Segurança em Primeiro Lugar',
      description: 'Campanha da Globex sobre segurança.',
      startDate: at(-10),
      endDate: at(30),
      events: [
        [1, 8],
        [2, 4],
      ],
      points: [['carlos@globex.example', 1, 501, 'Treinamento de brigada', -4]],
    },
  ] as const;

  for (const campaign of campaigns) {
    const { idCompany } = await userId(campaign.owner);
    const { idCampaign } = await db
      .insertInto('campaigns')
      .values({
        idCompany,
        name: campaign.name,
        description: campaign.description,
        startDate: campaign.startDate,
        endDate: campaign.endDate,
        status: 1,
        createdAt: now.toISOString(),
      })
      .returning('idCampaign')
      .executeTakeFirstOrThrow();
    for (const [idEvent, points] of campaign.events) {
      await db.insertInto('campaign_events').values({ idCampaign, idEvent, points }).execute();
    }
    for (const [username, idEvent, idElement, elementText, days] of campaign.points) {
      const user = await userId(username);
      const points = campaign.events.find(([event]) => event === idEvent)?.[1] ?? 0;
      await db
        .insertInto('campaign_points')
        .values({
          idCompany: user.idCompany,
          idCampaign,
          idUser: user.idUser,
          idEvent,
          // The demo's ledger lines are of the content app, but the training and the evaluation ones.
          elementType: idEvent === 4 ? 'NODE' : idEvent === 5 ? 'EVALUATION' : 'CONTENT_ITEM',
          idElement,
          elementText,
          points,
          eventDate: at(days),
        })
        .execute();
    }
  }

  // Every member has seen the announcement of the campaigns (the modal stays out of their way) but Paula,
  // who sees Globex's running campaign on her next visit to the home.
  const members = await db
    .selectFrom('users')
    .innerJoin('campaigns', 'campaigns.idCompany', 'users.idCompany')
    .select(['campaigns.idCampaign', 'users.idUser', 'users.idCompany'])
    .where('users.username', '!=', CAMPAIGN_NOTICE_MEMBER)
    .execute();
  for (const member of members) {
    await db
      .insertInto('campaign_notices')
      .values({ ...member, notifiedAt: now.toISOString() })
      .execute();
  }
}

/**
 * A line of the demo campaign's ledger for something a member did in the learning app (seeded with it):
 * the points the campaign's rule gives the event, at that moment.
 */
export async function seedLearningPoints(
  db: Db,
  line: {
    username: string;
    idEvent: number;
    elementType: 'LEARNING_CONTENT' | 'EVALUATION' | 'NODE';
    idElement: number;
    elementText: string;
    eventDate: string;
  },
): Promise<void> {
  const user = await db
    .selectFrom('users')
    .select(['idUser', 'idCompany'])
    .where('username', '=', line.username)
    .executeTakeFirstOrThrow();
  const reward = await db
    .selectFrom('campaign_events')
    .innerJoin('campaigns', 'campaigns.idCampaign', 'campaign_events.idCampaign')
    .select(['campaigns.idCampaign', 'campaign_events.points'])
    .where('campaigns.idCompany', '=', user.idCompany)
    .where('campaigns.name', '=', 'Conhecimento em Ação')
    .where('campaign_events.idEvent', '=', line.idEvent)
    .executeTakeFirst();
  if (!reward) return;
  await db
    .insertInto('campaign_points')
    .values({
      idCompany: user.idCompany,
      idCampaign: reward.idCampaign,
      idUser: user.idUser,
      idEvent: line.idEvent,
      elementType: line.elementType,
      idElement: line.idElement,
      elementText: line.elementText,
      points: reward.points,
      eventDate: line.eventDate,
    })
    .execute();
}

/** The demo member who has not seen the announcement of a running campaign yet. */
export const CAMPAIGN_NOTICE_MEMBER = 'paula@globex.example';
