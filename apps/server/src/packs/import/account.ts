import type { PackPlan } from '@trilha/shared/api/pack-format';
import { deleteCompanyRows, fromCompany, updateCompanyRows } from '../../db/company-rows';
import type { ImportContext } from './context';

/**
 * The account's settings: features, plans, the apps' plans and upgrade campaigns (the operator's: refused
 * when an administrator's import changes them), notification types, e-mail forms and responsibility terms.
 */
export async function importAccount(context: ImportContext): Promise<void> {
  const {
    db,
    idCompany,
    pack,
    isApi,
    upsert,
    upsertKeyed,
    fail,
    appIds,
    date,
    maybeDate,
    record,
    markUnchanged,
    changeCount,
  } = context;
  // What the company buys and how it is sold is the operator's: through the API they may be sent back as
  // exported, but any change to them is refused (the import then writes nothing).
  const changesBefore = changeCount();
  for (const [code, on] of Object.entries(pack.features ?? {})) {
    const active = on ? 1 : 0;
    const current = await fromCompany(db, 'company_features', idCompany, { code }).select('active').executeTakeFirst();
    if (current?.active === active) {
      markUnchanged();
      continue;
    }
    if (current) {
      await updateCompanyRows(db, 'company_features', idCompany, { code }).set({ active }).execute();
    } else {
      await db.insertInto('company_features').values({ idCompany, code, active }).execute();
    }
    record({
      entityType: 'feature',
      key: code,
      action: current ? 'update' : 'create',
      before: current ? { active: current.active } : null,
      after: { active },
    });
  }

  const planIds = new Map<string, number>();
  for (const [position, plan] of (pack.plans ?? []).entries()) {
    const existing = await fromCompany(db, 'plans', idCompany, { idRef: plan.key })
      .select('idPlan')
      .orderBy('idPlan')
      .executeTakeFirst();
    const idPlan = await upsert({
      table: 'plans',
      idColumn: 'idPlan',
      entityType: 'plan',
      key: plan.key,
      id: existing?.idPlan,
      values: {
        idCompany,
        idRef: plan.key,
        name: plan.name,
        description: plan.description ?? null,
        features: JSON.stringify(plan.features ?? []),
        products: JSON.stringify(plan.products ?? []),
        trial: plan.trial ?? 1,
        position,
        agreementContent: plan.agreementContent ?? null,
      },
    });
    planIds.set(plan.key, idPlan);
    await importPricingTiers(context, idPlan, plan);
  }

  // The plan each app runs on: its latest row is made to match the pack. A different plan adds a row, so
  // the app's history stays; the same plan with other dates or counts updates the latest row.
  for (const [index, entry] of (pack.appPlans ?? []).entries()) {
    const path = `appPlans[${index}]`;
    const idApp = appIds.get(entry.app);
    if (idApp === undefined) {
      fail(`${path}.app`, `O aplicativo '${entry.app}' não existe`);
      continue;
    }
    const idPlan =
      planIds.get(entry.plan) ??
      (await fromCompany(db, 'plans', idCompany, { idRef: entry.plan }).select('idPlan').executeTakeFirst())?.idPlan;
    if (idPlan === undefined) {
      fail(`${path}.plan`, `O plano '${entry.plan}' não existe`);
      continue;
    }
    const latest = await fromCompany(db, 'company_plans', idCompany, { idApp })
      .select(['idCompanyPlan', 'idPlan'])
      .orderBy('idCompanyPlan', 'desc')
      .executeTakeFirst();
    await upsert({
      table: 'company_plans',
      idColumn: 'idCompanyPlan',
      entityType: 'appPlan',
      key: entry.app,
      id: latest?.idPlan === idPlan ? latest.idCompanyPlan : undefined,
      values: {
        idCompany,
        idApp,
        idPlan,
        trial: entry.trial ?? 0,
        trialsCount: entry.trialsCount ?? 1,
        startDate: date(entry.startDate),
        finishDate: maybeDate(entry.finishDate),
        numberOfEmployees: entry.numberOfEmployees ?? null,
      },
    });
  }

  for (const campaign of pack.planCampaigns ?? []) {
    await upsertKeyed({
      table: 'plan_campaigns',
      idColumn: 'idPlanCampaign',
      entityType: 'planCampaign',
      key: campaign.key,
      values: {
        idCompany,
        title: campaign.title,
        text: campaign.text ?? null,
        startDate: date(campaign.startDate),
        finishDate: date(campaign.finishDate),
        mediaType: campaign.mediaType ?? null,
        mediaUrl: campaign.media ?? null,
        frequencyToShow: campaign.frequencyToShow ?? null,
      },
    });
  }

  if (isApi && changeCount() > changesBefore) {
    fail(
      'plans',
      'Recursos, planos e campanhas de planos são mudados só pela importação de pacotes (npm run pack:import)',
    );
  }

  for (const [position, notification] of (pack.notifications ?? []).entries()) {
    const existing = await fromCompany(db, 'notifications', idCompany, { type: notification.type })
      .select('idNotification')
      .orderBy('idNotification')
      .executeTakeFirst();
    await upsert({
      table: 'notifications',
      idColumn: 'idNotification',
      entityType: 'notification',
      key: notification.type,
      id: existing?.idNotification,
      values: {
        idCompany,
        type: notification.type,
        description: notification.description,
        section: notification.section,
        status: notification.status,
        position,
      },
    });
  }

  for (const form of pack.emailForms ?? []) {
    const existing = await fromCompany(db, 'company_email_forms', idCompany, { formKey: form.form })
      .select('idCompanyEmailForm')
      .orderBy('idCompanyEmailForm')
      .executeTakeFirst();
    await upsert({
      table: 'company_email_forms',
      idColumn: 'idCompanyEmailForm',
      entityType: 'emailForm',
      key: form.form,
      id: existing?.idCompanyEmailForm,
      values: {
        idCompany,
        formKey: form.form,
        title: form.title,
        description: form.description ?? null,
        feedbackMessage: form.feedbackMessage ?? null,
        toAddress: form.to.toLowerCase(),
      },
    });
  }

  // A term's new version is a new text members sign again; their signatures of older versions stay.
  for (const term of pack.responsibilityTerms ?? []) {
    await upsertKeyed({
      table: 'learning_responsibility_terms',
      idColumn: 'idTermOfResponsibility',
      entityType: 'responsibilityTerm',
      key: term.key,
      values: {
        idCompany,
        name: term.name,
        content: term.content,
        versionNumber: term.version,
        active: term.active ?? 1,
      },
    });
  }
}

/** A plan's own price bands: replaced as a whole when the pack's differ from the stored ones. */
async function importPricingTiers(context: ImportContext, idPlan: number, plan: PackPlan): Promise<void> {
  const { db, idCompany, record, markUnchanged } = context;
  const wanted = (plan.pricingTiers ?? []).map((tier) => ({
    maxUsers: tier.maxUsers,
    unitPriceCents: Math.round(tier.unitPrice * 100),
  }));
  const stored = await fromCompany(db, 'plan_pricing_tiers', idCompany, { idPlan })
    .select(['maxUsers', 'unitPriceCents'])
    .orderBy('idPlanPricingTier')
    .execute();
  if (JSON.stringify(stored) === JSON.stringify(wanted)) {
    if (wanted.length > 0) markUnchanged();
    return;
  }
  await deleteCompanyRows(db, 'plan_pricing_tiers', idCompany, { idPlan }).execute();
  for (const tier of wanted) {
    await db
      .insertInto('plan_pricing_tiers')
      .values({ idCompany, idPlan, maxUsers: tier.maxUsers, unitPriceCents: tier.unitPriceCents })
      .execute();
  }
  record({
    entityType: 'planPricing',
    key: plan.key,
    action: stored.length === 0 ? 'create' : 'update',
    before: stored.length === 0 ? null : { tiers: stored },
    after: { tiers: wanted },
  });
}
