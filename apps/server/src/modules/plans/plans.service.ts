import type { ActivePlan } from '@trilha/shared/api/auth';
import type {
  ActivePlanDetail,
  ContactTrialRequest,
  Plan,
  PlanCampaignsResponse,
  PlanResponse,
  PlansResponse,
  RequestPlanRequest,
  RequestPlanResponse,
  RequestTrialRequest,
  TrialResponse,
  UpgradeRequestResponse,
} from '@trilha/shared/api/plans';
import { CAMPAIGN_MODAL_FREQUENCY_S, TRIAL_DAYS, TRIAL_EXTENSION_DAYS } from '@trilha/shared/constants';
import { canExtendTrial, daysLeft, monthlyPrice, type PricingTier, trialStatus } from '@trilha/shared/rules/plans';
import { type AuthContext, requireAdmin } from '../../platform/auth-context';
import type { Clock } from '../../platform/clock';
import { AppError } from '../../platform/errors';
import type { NotifyMembers } from '../notifications/notifications.service';
import type { PlansRepository } from './plans.repository';

type PlansServiceDeps = {
  plansRepository: PlansRepository;
  notifyMembers: NotifyMembers;
  clock: Clock;
};

const DAY_MS = 86_400_000;

const isAdmin = (auth: AuthContext) => auth.admin === 1 || auth.admin === 2;

function parseList(json: string): string[] {
  try {
    const value = JSON.parse(json) as unknown;
    return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
  } catch {
    return [];
  }
}

/** Plans, trials and upgrade requests of the app the caller is signed in to (spec 3, 4.10 and 7.6). */
export const plansService = ({ plansRepository, notifyMembers, clock }: PlansServiceDeps) => {
  type TierRow = Awaited<ReturnType<PlansRepository['findPricingTiers']>>[number];

  function tiersOf(rows: TierRow[], idPlan: number): PricingTier[] {
    return rows
      .filter((row) => row.idPlan === idPlan)
      .map((row) => ({
        maxUsers: row.maxUsers === null ? null : Number(row.maxUsers),
        unitPrice: Number(row.unitPriceCents) / 100,
      }));
  }

  function toPlan(
    row: Awaited<ReturnType<PlansRepository['findPlans']>>[number],
    tiers: TierRow[],
    idCurrentPlan?: number,
  ): Plan {
    return {
      idPlan: row.idPlan,
      idRef: row.idRef,
      name: row.name,
      description: row.description,
      features: parseList(row.features).map((description) => ({ description })),
      products: parseList(row.products).map((name) => ({ name })),
      trial: row.trial ? 1 : 0,
      isCurrent: row.idPlan === idCurrentPlan,
      agreementContent: row.agreementContent,
      pricingTiers: tiersOf(tiers, row.idPlan),
    };
  }

  async function requirePlan(auth: AuthContext, idPlan: number) {
    const plan = await plansRepository.findPlan(auth.idCompany, idPlan);
    if (!plan) throw new AppError('NOT_FOUND');
    return plan;
  }

  async function buildActivePlan(auth: AuthContext, plans: Plan[]): Promise<ActivePlanDetail | null> {
    const [current, requesters] = await Promise.all([
      plansRepository.findCurrentPlan(auth.idCompany, auth.idApp),
      plansRepository.findUpgradeRequesters(auth.idCompany, auth.idApp),
    ]);
    if (!current) return null;
    const now = clock.now();
    const status = trialStatus(current, now);
    const hasOtherPlans = plans.some((plan) => plan.idPlan !== current.idPlan);
    return {
      idPlan: current.idPlan,
      name: current.name,
      trial: current.trial ? 1 : 0,
      trialsCount: current.trialsCount,
      finishDate: current.finishDate,
      deadline: daysLeft(current.finishDate, now),
      userIsAdmin: isAdmin(auth),
      numberRequest: requesters.length,
      requestsCount: requesters.length,
      likeCount: requesters.length,
      hasRequestedUpgrade: requesters.includes(auth.idUser),
      // document 1, 6: active while a trial runs, or when there are plans the app is not on.
      isUpgradeButtonActive: status === 'started' || hasOtherPlans,
      isPlanContractButtonActive: isAdmin(auth) && current.trial === 1,
      numberOfEmployees: current.numberOfEmployees,
    };
  }

  return {
    /** The session's `activePlan` (document 1, 3). */
    async activePlanOf(idCompany: number, idApp: number): Promise<ActivePlan | null> {
      const current = await plansRepository.findCurrentPlan(idCompany, idApp);
      if (!current) return null;
      return {
        name: current.name,
        idPlan: current.idPlan,
        idCompanyApp: current.idApp,
        finishDate: current.finishDate,
        trial: current.trial ? 1 : 0,
        trialsCount: current.trialsCount,
      };
    },

    /** `GET /learning/plans`: the plans offered; with details, the app's plan and the caller's view of it. */
    async listPlans(auth: AuthContext, withDetails: boolean): Promise<PlansResponse> {
      const [current, rows, tiers] = await Promise.all([
        plansRepository.findCurrentPlan(auth.idCompany, auth.idApp),
        plansRepository.findPlans(auth.idCompany),
        plansRepository.findPricingTiers(auth.idCompany),
      ]);
      const plans = rows.map((row) => toPlan(row, tiers, current?.idPlan));
      return { success: true, result: plans, activePlan: withDetails ? await buildActivePlan(auth, plans) : null };
    },

    /** `GET /learning/plans/:id`. */
    async getPlan(auth: AuthContext, idPlan: number): Promise<PlanResponse> {
      const [current, row, tiers] = await Promise.all([
        plansRepository.findCurrentPlan(auth.idCompany, auth.idApp),
        requirePlan(auth, idPlan),
        plansRepository.findPricingTiers(auth.idCompany, idPlan),
      ]);
      return { success: true, result: toPlan(row, tiers, current?.idPlan) };
    },

    /** `GET /learning/plans/campaigns`: upgrade campaigns running now, with their reappearance period. */
    async listCampaigns(auth: AuthContext): Promise<PlanCampaignsResponse> {
      const rows = await plansRepository.findCampaigns(auth.idCompany, clock.now().toISOString());
      return {
        success: true,
        result: rows.map((row) => ({
          idPlanCampaign: row.idPlanCampaign,
          title: row.title,
          text: row.text,
          startDate: row.startDate,
          finishDate: row.finishDate,
          mediaType: row.mediaType,
          mediaUrl: row.mediaUrl,
          frequencyToShow: row.frequencyToShow ?? CAMPAIGN_MODAL_FREQUENCY_S,
        })),
      };
    },

    /** `POST /learning/plans/request-trial`: an administrator starts a 15-day trial of a plan that has one. */
    async requestTrial(auth: AuthContext, body: RequestTrialRequest): Promise<TrialResponse> {
      requireAdmin(auth);
      const plan = await requirePlan(auth, body.idPlan);
      if (!plan.trial) throw new AppError('PLAN_WITHOUT_TRIAL');
      const current = await plansRepository.findCurrentPlan(auth.idCompany, auth.idApp);
      if (current?.trial) throw new AppError('TRIAL_ALREADY_STARTED');
      const now = clock.now();
      const finishDate = new Date(now.getTime() + TRIAL_DAYS * DAY_MS).toISOString();
      await plansRepository.startTrial({
        idCompany: auth.idCompany,
        idApp: auth.idApp,
        idPlan: plan.idPlan,
        startDate: now.toISOString(),
        finishDate,
        numberOfEmployees: body.numberOfEmployees,
      });
      await plansRepository.createRequest({
        idCompany: auth.idCompany,
        idApp: auth.idApp,
        idUser: auth.idUser,
        idPlan: plan.idPlan,
        kind: 'TRIAL',
        details: { department: body.department, role: body.role, phone: body.phone, description: body.description },
        createdAt: now.toISOString(),
      });
      return { success: true, finishDate, trialsCount: 1 };
    },

    /** `POST /learning/plans/extend-trial`: 7 more days, once (trials count 1), from the later of now and the end. */
    async extendTrial(
      auth: AuthContext,
      body: { idPlan: number; message?: string | undefined },
    ): Promise<TrialResponse> {
      requireAdmin(auth);
      const current = await plansRepository.findCurrentPlan(auth.idCompany, auth.idApp);
      await requirePlan(auth, body.idPlan);
      if (!current || current.idPlan !== body.idPlan || !current.trial || !canExtendTrial(current.trialsCount))
        throw new AppError('TRIAL_NOT_EXTENDABLE');
      const now = clock.now();
      const base = Math.max(now.getTime(), current.finishDate ? new Date(current.finishDate).getTime() : 0);
      const finishDate = new Date(base + TRIAL_EXTENSION_DAYS * DAY_MS).toISOString();
      if (!(await plansRepository.extendTrial(current.idCompanyPlan, finishDate))) {
        throw new AppError('TRIAL_NOT_EXTENDABLE');
      }
      await plansRepository.createRequest({
        idCompany: auth.idCompany,
        idApp: auth.idApp,
        idUser: auth.idUser,
        idPlan: current.idPlan,
        kind: 'EXTEND_TRIAL',
        details: { message: body.message ?? null },
        createdAt: now.toISOString(),
      });
      return { success: true, finishDate, trialsCount: 2 };
    },

    /**
     * `POST /learning/plans/request-plan`: an administrator asks to contract; the price is recomputed here,
     * by the plan's own tiers or else the bands of spec 3, 9.
     */
    async requestPlan(auth: AuthContext, body: RequestPlanRequest): Promise<RequestPlanResponse> {
      requireAdmin(auth);
      const plan = await requirePlan(auth, body.idPlan);
      const tiers = tiersOf(await plansRepository.findPricingTiers(auth.idCompany, plan.idPlan), plan.idPlan);
      const total = monthlyPrice(body.numberOfLicences, tiers);
      await plansRepository.createRequest({
        idCompany: auth.idCompany,
        idApp: auth.idApp,
        idUser: auth.idUser,
        idPlan: plan.idPlan,
        kind: 'PLAN',
        numberOfLicences: body.numberOfLicences,
        // The column keeps whole units; the exact total (tiers may have cents) goes with the details.
        price: Math.round(total),
        details: { priceShown: body.price, totalMonthlyPrice: total },
        createdAt: clock.now().toISOString(),
      });
      return { success: true, data: { statusCode: 200, totalMonthlyPrice: total } };
    },

    /** `POST /learning/plans/contact-trial`: a message to sales (Enterprise, or a trial that cannot be extended). */
    async contactTrial(auth: AuthContext, body: ContactTrialRequest) {
      const plan = await requirePlan(auth, body.idPlan);
      await plansRepository.createRequest({
        idCompany: auth.idCompany,
        idApp: auth.idApp,
        idUser: auth.idUser,
        idPlan: plan.idPlan,
        kind: 'CONTACT',
        details: {
          department: body.department,
          role: body.role,
          message: body.message,
          numberOfEmployees: body.numberOfEmployees,
        },
        createdAt: clock.now().toISOString(),
      });
      return { success: true as const, message: 'Mensagem enviada! Nossa equipe comercial entrará em contato.' };
    },

    /**
     * `POST /learning/plans/request-upgrade`: a member who is not an administrator says they want the upgrade
     * ('Diga que está gostando da degustação'); the first time, the administrators are notified by e-mail
     * (notification PLAN_UPGRADE_REQUEST, honouring their settings).
     */
    async requestUpgrade(auth: AuthContext): Promise<UpgradeRequestResponse> {
      const current = await plansRepository.findCurrentPlan(auth.idCompany, auth.idApp);
      const requesters = await plansRepository.findUpgradeRequesters(auth.idCompany, auth.idApp);
      if (!requesters.includes(auth.idUser)) {
        await plansRepository.createRequest({
          idCompany: auth.idCompany,
          idApp: auth.idApp,
          idUser: auth.idUser,
          idPlan: current?.idPlan ?? null,
          kind: 'UPGRADE',
          createdAt: clock.now().toISOString(),
        });
        const [admins, name] = await Promise.all([
          plansRepository.findAdministrators(auth.idCompany, auth.idApp),
          plansRepository.findMemberName(auth.idCompany, auth.idUser),
        ]);
        const count = requesters.length + 1;
        await notifyMembers(
          auth.idCompany,
          'PLAN_UPGRADE_REQUEST',
          admins.map((admin) => admin.idUser),
          {
            subject: `${name} quer contratar o plano`,
            text: `${name} está gostando da degustação e pediu a contratação do plano. ${count} ${
              count === 1 ? 'pessoa pediu' : 'pessoas pediram'
            } até agora.`,
          },
        );
        requesters.push(auth.idUser);
      }
      return { success: true, requestsCount: requesters.length, likeCount: requesters.length };
    },
  };
};

export type PlansService = ReturnType<typeof plansService>;
