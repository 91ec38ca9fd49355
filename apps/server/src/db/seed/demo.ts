import { hashPassword } from '../../platform/passwords';
import type { Storage } from '../../platform/storage';
import type { Db } from '../database';
import { seedAccount } from './account';
import { seedCommunity } from './community';
import { seedContent } from './content';
import { seedEvaluations } from './evaluations';
import { seedJourney } from './journey';
import { seedLearning } from './learning';
import { seedReports } from './reports';
import { DEMO_SCORM_PACKAGES, seedScormPackage } from './scorm';
import { seedShell } from './shell';
import { seedStore } from './store';

/** The demo logins printed at start and used by the journeys. */
export const DEMO_PASSWORD = 'trilha123';
export const DEMO_LOGINS = [
  { app: 'Acme (membro)', username: 'maria@acme.example', password: DEMO_PASSWORD },
  { app: 'Acme (admin)', username: 'ana@acme.example', password: DEMO_PASSWORD },
  { app: 'Acme (termos pendentes)', username: 'bruno@acme.example', password: DEMO_PASSWORD },
  { app: 'Acme (gestor: relatórios da equipe)', username: 'roberto@acme.example', password: DEMO_PASSWORD },
  { app: 'Globex (membro)', username: 'carlos@globex.example', password: DEMO_PASSWORD },
  { app: 'Globex (campanha nova)', username: 'paula@globex.example', password: DEMO_PASSWORD },
] as const;

type DemoUser = {
  username: string;
  name: string;
  admin?: number;
  canAccessSupport?: number;
  department?: string;
  role?: string;
};

type DemoCompany = {
  name: string;
  design: { firstColor: string; secondColor: string; thirdColor: string; fourthColor: string };
  logo: (fill: string) => string;
  apps: Array<{
    bucket: string;
    hosts: string[];
    idAppType: 1 | 2;
    name: string;
    colors: [string, string, string];
    sections: Array<{ text: string; idSectionType: number; description?: string; color?: string }>;
    /** The learning side menu calls 'Conteúdos' 'Produtos e Trilhas' (spec 3, 2.10). */
    contentsMenuName?: 'productsAndTrails';
  }>;
  users: DemoUser[];
};

const acmeLogo = (fill: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 240 64" role="img" aria-label="Acme"><rect width="64" height="64" rx="14" fill="${fill}"/><path d="M14 50 32 12l18 38h-9l-9-20-9 20z" fill="#fff"/><text x="76" y="44" font-family="Arial, sans-serif" font-size="34" font-weight="700" fill="${fill}">Acme</text></svg>`;
const globexLogo = (fill: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 240 64" role="img" aria-label="Globex"><circle cx="32" cy="32" r="30" fill="${fill}"/><ellipse cx="32" cy="32" rx="12" ry="30" fill="none" stroke="#fff" stroke-width="4"/><path d="M2 32h60M8 16h48M8 48h48" stroke="#fff" stroke-width="4"/><text x="72" y="44" font-family="Arial, sans-serif" font-size="34" font-weight="700" fill="${fill}">Globex</text></svg>`;

const COMPANIES: DemoCompany[] = [
  {
    name: 'Acme',
    design: { firstColor: '#b3261e', secondColor: '#e4572e', thirdColor: '#ffffff', fourthColor: '#1f1f1f' },
    logo: acmeLogo,
    apps: [
      {
        bucket: 'acme',
        hosts: ['acme.localhost', 'localhost', '127.0.0.1'],
        idAppType: 1,
        name: 'Acme',
        colors: ['#b3261e', '#e4572e', '#fff4ef'],
        sections: [
          { text: 'Notícias', idSectionType: 3, description: 'O que acontece na Acme' },
          { text: 'Podcasts', idSectionType: 1, description: 'Episódios para ouvir no caminho' },
          { text: 'Vídeos', idSectionType: 2, description: 'Treinamentos em vídeo' },
          { text: 'Ao vivo', idSectionType: 11, description: 'Transmissões da semana' },
          { text: 'Biblioteca', idSectionType: 13, description: 'Manuais e documentos' },
          { text: 'Agenda', idSectionType: 14, description: 'Eventos da empresa' },
        ],
      },
      {
        bucket: 'acme-academy',
        hosts: ['acme-academy.localhost'],
        idAppType: 2,
        name: 'Acme Academy',
        colors: ['#1d4e89', '#e4572e', '#eef4fb'],
        sections: [],
        contentsMenuName: 'productsAndTrails',
      },
    ],
    users: [
      { username: 'maria@acme.example', name: 'Maria Souza', department: 'Vendas', role: 'Consultora' },
      {
        username: 'ana@acme.example',
        name: 'Ana Lima',
        admin: 1,
        canAccessSupport: 1,
        department: 'Pessoas',
        role: 'Gerente',
      },
      { username: 'joao@acme.example', name: 'João Pereira', department: 'Operações', role: 'Técnico' },
    ],
  },
  {
    name: 'Globex',
    design: { firstColor: '#0b6e4f', secondColor: '#08a045', thirdColor: '#ffffff', fourthColor: '#102a43' },
    logo: globexLogo,
    apps: [
      {
        bucket: 'globex',
        hosts: ['globex.localhost'],
        idAppType: 1,
        name: 'Globex',
        colors: ['#0b6e4f', '#08a045', '#eefaf3'],
        sections: [
          { text: 'Comunicados', idSectionType: 3, description: 'Avisos da diretoria' },
          { text: 'Treinamentos', idSectionType: 2, description: 'Vídeos de segurança' },
        ],
      },
    ],
    users: [
      { username: 'carlos@globex.example', name: 'Carlos Mendes', department: 'Engenharia', role: 'Engenheiro' },
      { username: 'paula@globex.example', name: 'Paula Ramos', admin: 1, department: 'RH', role: 'Analista' },
    ],
  },
];

/**
 * Writes the demo tenants: Acme (a content app and a learning app) and Globex, with members and menus.
 * Dates (campaigns, points) are placed around `started`.
 */
export async function seedDemo(database: Db, storage: Storage, started = new Date()): Promise<void> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const now = started.toISOString();
  await database.transaction().execute(async (db) => {
    for (const company of COMPANIES) {
      const { idCompany } = await db
        .insertInto('companies')
        .values({ name: company.name, design: JSON.stringify(company.design), createdAt: now })
        .returning('idCompany')
        .executeTakeFirstOrThrow();

      const logoKey = `demo/${company.name.toLowerCase()}/logo.svg`;
      await storage.put(logoKey, Buffer.from(company.logo(company.design.firstColor)), 'image/svg+xml');

      const appIds: number[] = [];
      for (const app of company.apps) {
        const { idApp } = await db
          .insertInto('apps')
          .values({
            idCompany,
            idAppType: app.idAppType,
            name: app.name,
            bucket: app.bucket,
            logo: storage.url(logoKey),
            favIcon: storage.url(logoKey),
            primaryColor: app.colors[0],
            secondaryColor: app.colors[1],
            thirdColor: app.colors[2],
            companyLogin: null,
            loginImage: null,
            loginImageMobile: null,
            loginPosition: 'middle',
            showLoginLogo: 1,
            landingPage: 0,
            landingLogo: null,
            landingPageLocation: null,
            landingPageContact: null,
            lastContentRedirect: 0,
            agreementVersion: 0,
            agreementTerms: null,
            onBoardScreen: 0,
            onBoardUrl: null,
            askPWA: 0,
            gamification: 0,
            // The console of this installation, opened with the member's token.
            adminUrl: '/admin',
            samlConfiguration: null,
            contentsMenuName: app.contentsMenuName ?? null,
            createdAt: now,
          })
          .returning('idApp')
          .executeTakeFirstOrThrow();
        appIds.push(idApp);
        for (const [position, host] of app.hosts.entries()) {
          await db.insertInto('app_hosts').values({ host, idApp, position }).execute();
        }
        let position = 0;
        for (const section of app.sections) {
          await db
            .insertInto('sections')
            .values({
              idCompany,
              idApp,
              idSectionType: section.idSectionType,
              parentIdSection: null,
              sectionTo: null,
              position: position++,
              text: section.text,
              description: section.description ?? null,
              image: null,
              imageSecondary: null,
              color: section.color ?? null,
              imageStyle: 'default',
              showText: 1,
              content: null,
              url: null,
              design: null,
              active: 1,
            })
            .execute();
        }
      }

      for (const user of company.users) {
        const { idUser } = await db
          .insertInto('users')
          .values({
            idCompany,
            email: user.username,
            name: user.name,
            phone: null,
            cpf: null,
            userType: 1,
            username: user.username,
            passwordHash,
            tokenVersion: 0,
            userLicenceTermsAccepted: 0,
            communicationAccepted: 0,
            emailNotification: 0,
            smsNotification: 0,
            guestCompany: null,
            guestCnpj: null,
            department: user.department ?? null,
            role: user.role ?? null,
            managerName: null,
            idManager: null,
            unit: null,
            branch: null,
            employeeCode: null,
            admin: user.admin ?? 0,
            canAccessSupport: user.canAccessSupport ?? 0,
            active: 1,
            photo: null,
            askPWA: 0,
            lastLogin: null,
            lastAccess: null,
            createdAt: now,
          })
          .returning('idUser')
          .executeTakeFirstOrThrow();
        for (const idApp of appIds) await db.insertInto('user_apps').values({ idUser, idApp }).execute();
      }
    }
    await seedShell(db, storage, { now: started, passwordHash });
    await seedContent(db, storage, started);
    await seedLearning(db, storage, started);
    await seedEvaluations(db, started);
    await seedDemoScorm(db, storage);
    await seedStore(db, storage, started);
    await seedJourney(db, storage, started);
    await seedCommunity(db, storage, started);
    await seedAccount(db, started);
    await seedReports(db, passwordHash, started);
  });
}

/**
 * The demo SCORM courses: both in Acme (its learning app plays them), and the SCORM 1.2 one in Globex too,
 * so one company's package is visibly out of the other's reach.
 */
async function seedDemoScorm(db: Db, storage: Storage): Promise<void> {
  const admin = async (username: string) =>
    db.selectFrom('users').select(['idUser', 'idCompany']).where('username', '=', username).executeTakeFirstOrThrow();
  const ana = await admin('ana@acme.example');
  const paula = await admin('paula@globex.example');
  // The content items of type 26 the learning seed placed in the 'Cursos interativos' training.
  const contentOf = async (title: string) =>
    (
      await db
        .selectFrom('learning_content_items')
        .select('idContentItem')
        .where('idCompany', '=', ana.idCompany)
        .where('idContentType', '=', 26)
        .where('text', '=', title)
        .executeTakeFirstOrThrow()
    ).idContentItem;
  await seedScormPackage(db, storage, {
    name: 'security12',
    idCompany: ana.idCompany,
    createdBy: ana.idUser,
    idContentItem: await contentOf(DEMO_SCORM_PACKAGES.security12.title),
  });
  await seedScormPackage(db, storage, {
    name: 'service2004',
    idCompany: ana.idCompany,
    createdBy: ana.idUser,
    idContentItem: await contentOf(DEMO_SCORM_PACKAGES.service2004.title),
  });
  await seedScormPackage(db, storage, { name: 'security12', idCompany: paula.idCompany, createdBy: paula.idUser });
}
