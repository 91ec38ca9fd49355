import type { Db } from '../database';
import { MEMBER_NOTIFICATION_TYPES } from '../migrations/1601-member-notification-types';
import { OVERDUE_REMINDER_NOTIFICATION } from '../migrations/2401-overdue-reminder-notification';

const DAY_MS = 86_400_000;

/**
 * The notifications every demo company sends, by section and status (spec 3, 4.15); the members' own are
 * those the migration gives every company.
 */
const NOTIFICATIONS = [
  ...MEMBER_NOTIFICATION_TYPES,
  { type: 'NEW_TRAINING', description: 'Novos treinamentos no catálogo', section: 'LEARNING', status: 'OPTIONAL' },
  { type: 'CERTIFICATE_AVAILABLE', description: 'Certificado disponível', section: 'LEARNING', status: 'MANDATORY' },
  { type: 'PASSWORD_CHANGED', description: 'Senha alterada', section: 'SYSTEM', status: 'MANDATORY' },
  {
    type: 'PLAN_UPGRADE_REQUEST',
    description: 'Pedidos de contratação do plano (administradores)',
    section: 'SYSTEM',
    status: 'OPTIONAL',
  },
  { type: 'NEWSLETTER', description: 'Novidades da plataforma', section: 'SYSTEM', status: 'DEACTIVATED' },
  { type: 'TEAM_REMINDER', description: 'Lembrete de início de turma', section: 'TEAM', status: 'OPTIONAL' },
  { type: 'MEETING_CHANGED', description: 'Mudança de encontro da turma', section: 'TEAM', status: 'OPTIONAL' },
  OVERDUE_REMINDER_NOTIFICATION,
] as const;

/** The plans every demo company is offered (spec 3, 4.10): two with a 15-day trial and Enterprise without. */
const PLANS: Array<{
  idRef: string;
  name: string;
  description: string;
  features: string[];
  products: string[];
  trial: number;
  pricingTiers?: Array<{ maxUsers: number | null; unitPrice: number }>;
}> = [
  {
    idRef: 'essencial',
    name: 'Essencial',
    description: 'Trilhas, turmas e certificados para começar.',
    features: ['Catálogo de treinamentos', 'Turmas e matrículas', 'Certificados', 'Relatórios básicos'],
    products: ['Aplicativo de aprendizagem'],
    trial: 1,
    // Its own prices per user (spec 3, 3 "Pricing tier"); the others follow the bands of spec 3, 9.
    pricingTiers: [
      { maxUsers: 50, unitPrice: 39.9 },
      { maxUsers: 200, unitPrice: 34.9 },
      { maxUsers: null, unitPrice: 29.9 },
    ],
  },
  {
    idRef: 'profissional',
    name: 'Profissional',
    description: 'Tudo do Essencial com avaliações, SCORM e gamificação.',
    features: ['Tudo do Essencial', 'Avaliações e pesquisas', 'Cursos SCORM', 'Campanhas e gamificação'],
    products: ['Aplicativo de aprendizagem', 'Aplicativo de comunicação'],
    trial: 1,
  },
  {
    idRef: 'enterprise',
    name: 'Enterprise',
    description: 'Para grandes operações: SSO, integrações e atendimento dedicado.',
    features: ['Tudo do Profissional', 'Login único (SSO)', 'Integrações', 'Gerente de conta dedicado'],
    products: ['Aplicativo de aprendizagem', 'Aplicativo de comunicação', 'Loja de prêmios'],
    trial: 0,
  },
];

/**
 * The account side of the demo: company features, notification settings, the contact form, topics of
 * interest, a responsibility term (signed by Acme's members, pending for Bruno), plans and Acme Academy's
 * running trial.
 */
export async function seedAccount(db: Db, started: Date): Promise<void> {
  const now = started.toISOString();
  const companies = await db.selectFrom('companies').select(['idCompany', 'name']).execute();
  for (const company of companies) {
    const { idCompany } = company;
    let position = 0;
    for (const notification of NOTIFICATIONS) {
      await db
        .insertInto('notifications')
        .values({ idCompany, ...notification, position: position++ })
        .execute();
    }
    position = 0;
    for (const plan of PLANS) {
      const { idPlan } = await db
        .insertInto('plans')
        .values({
          idCompany,
          idRef: plan.idRef,
          name: plan.name,
          description: plan.description,
          features: JSON.stringify(plan.features),
          products: JSON.stringify(plan.products),
          trial: plan.trial,
          position: position++,
          agreementContent:
            '<p>A degustação é gratuita e não gera cobrança. Ao final, o aplicativo volta ao plano contratado.</p>',
        })
        .returning('idPlan')
        .executeTakeFirstOrThrow();
      for (const tier of plan.pricingTiers ?? []) {
        await db
          .insertInto('plan_pricing_tiers')
          .values({ idCompany, idPlan, maxUsers: tier.maxUsers, unitPriceCents: Math.round(tier.unitPrice * 100) })
          .execute();
      }
    }
  }

  const acme = companies.find((company) => company.name === 'Acme');
  if (!acme) return;
  const idCompany = acme.idCompany;
  for (const code of ['CONTACT_US', 'RECOMMENDATION_BLOCK']) {
    await db.insertInto('company_features').values({ idCompany, code, active: 1 }).execute();
  }
  await db
    .insertInto('company_email_forms')
    .values({
      idCompany,
      formKey: 'CONTACT_US',
      title: 'Fale conosco',
      description: 'Dúvidas, sugestões ou problemas com um treinamento? Escreva para a equipe de Pessoas da Acme.',
      feedbackMessage: 'Mensagem enviada! A equipe de Pessoas responde em até 2 dias úteis.',
      toAddress: 'pessoas@acme.example',
    })
    .execute();

  const members = await db
    .selectFrom('users')
    .select(['idUser', 'username'])
    .where('idCompany', '=', idCompany)
    .execute();
  const idOf = (username: string) => members.find((member) => member.username === username)?.idUser;

  // Maria likes safety trainings: her recommendations put them first.
  const maria = idOf('maria@acme.example');
  if (maria) {
    await db.insertInto('learning_user_tags').values({ idCompany, idUser: maria, tag: 'Segurança' }).execute();
  }

  const { idTermOfResponsibility } = await db
    .insertInto('learning_responsibility_terms')
    .values({
      idCompany,
      name: 'Uso de dados pessoais',
      content:
        '<p>Declaro estar ciente de que meus dados de progresso, notas e certificados são usados pela Acme para acompanhar o desenvolvimento da equipe, conforme a LGPD.</p>',
      versionNumber: 1,
      active: 1,
    })
    .returning('idTermOfResponsibility')
    .executeTakeFirstOrThrow();
  for (const member of members) {
    if (member.username === 'bruno@acme.example') continue;
    await db
      .insertInto('learning_term_signatures')
      .values({ idCompany, idUser: member.idUser, idTermOfResponsibility, versionNumber: 1, signedAt: now })
      .execute();
  }

  // Acme Academy runs a trial of Essencial with 20 days left: the header shows the trial button.
  const academy = await db
    .selectFrom('apps')
    .select('idApp')
    .where('idCompany', '=', idCompany)
    .where('bucket', '=', 'acme-academy')
    .executeTakeFirst();
  const essencial = await db
    .selectFrom('plans')
    .select('idPlan')
    .where('idCompany', '=', idCompany)
    .where('idRef', '=', 'essencial')
    .executeTakeFirstOrThrow();
  if (academy) {
    await db
      .insertInto('company_plans')
      .values({
        idCompany,
        idApp: academy.idApp,
        idPlan: essencial.idPlan,
        trial: 1,
        trialsCount: 1,
        startDate: new Date(started.getTime() - 5 * DAY_MS).toISOString(),
        finishDate: new Date(started.getTime() + 20 * DAY_MS).toISOString(),
        numberOfEmployees: '101-250',
      })
      .execute();
  }
  // An upgrade campaign of next quarter (the journeys move its dates to show it).
  await db
    .insertInto('plan_campaigns')
    .values({
      idCompany,
      title: 'Leve a Acme Academy para toda a empresa',
      text: 'Contrate o plano Profissional e ganhe avaliações, cursos SCORM e gamificação para todas as equipes.',
      startDate: new Date(started.getTime() + 60 * DAY_MS).toISOString(),
      finishDate: new Date(started.getTime() + 90 * DAY_MS).toISOString(),
      mediaType: null,
      mediaUrl: null,
      frequencyToShow: 300,
    })
    .execute();
}
