import { zodResolver } from '@hookform/resolvers/zod';
import {
  type ActivePlanDetail,
  contactTrialRequest,
  extendTrialRequest,
  type Plan,
  type PlanCampaign,
  requestTrialRequest,
} from '@trilha/shared/api/plans';
import { formatDate, formatMoney } from '@trilha/shared/rules/format';
import { maskPhoneInput } from '@trilha/shared/rules/phone';
import {
  averagePricePerUser,
  canExtendTrial,
  EMPLOYEE_RANGES,
  monthlyPrice,
  priceBreakdown,
} from '@trilha/shared/rules/plans';
import { maxLengthOf, z } from '@trilha/shared/zod';
import { type ReactNode, useState } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { contactTrial, extendTrial, requestPlan, requestTrial, requestUpgrade } from '../../api/plans';
import { useSession } from '../../api/session';
import { useTranslation } from '../../i18n';
import { Button } from '../../ui/button';
import { Checkbox } from '../../ui/checkbox';
import { TextField } from '../../ui/field';
import { Modal } from '../../ui/modal';

/** The views of the plan modal (spec 3, 4.10). */
export type PlanView =
  | 'upgrade'
  | 'calculator'
  | 'detail'
  | 'form'
  | 'contact'
  | 'extend'
  | 'dialog'
  | 'expiring'
  | 'deadline'
  | 'client'
  | 'campaign';

const EMPLOYEE_VALUES = ['1-100', '101-250', '251-500', '501-2500', '2501'] as const;
type Employees = (typeof EMPLOYEE_VALUES)[number];

type PlanModalProps = {
  open: boolean;
  view: PlanView;
  onViewChange: (view: PlanView) => void;
  onClose: () => void;
  plans: Plan[];
  activePlan: ActivePlanDetail | null;
  deadlineLevel: 1 | 2 | 3 | null;
  campaign: PlanCampaign | null;
  onReload: () => void;
};

/** Who asks (spec 3, 5): prefilled and locked when the session knows it, checked but not sent. */
const requester = {
  name: z.string().trim().min(1, 'Nome obrigatório'),
  email: z
    .string()
    .trim()
    .min(1, 'E-mail obrigatório')
    .regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, 'E-mail inválido.'),
  company: z.string(),
};

/** The trial form: the request's own checks, a short phone called incomplete, and the trial's terms. */
const trialForm = requestTrialRequest.omit({ idPlan: true }).extend({
  ...requester,
  phone: z
    .string()
    .refine((value) => {
      const digits = value.replace(/\D/g, '').length;
      return digits === 0 || digits >= 10;
    }, 'Telefone incompleto')
    .pipe(requestTrialRequest.shape.phone),
  terms: z.boolean().refine(Boolean, 'Você precisa aceitar os termos para continuar.'),
});

/** The contact-sales form: the request's checks; the message is the description field. */
const contactForm = contactTrialRequest.omit({ idPlan: true, message: true }).extend({
  ...requester,
  phone: z.string(),
  description: contactTrialRequest.shape.message,
  terms: z.boolean(),
});

const extendForm = extendTrialRequest.omit({ idPlan: true });
type ExtendForm = z.infer<typeof extendForm>;

type PlanRequestForm = {
  name: string;
  email: string;
  company: string;
  role: string;
  department: string;
  phone: string;
  numberOfEmployees: Employees;
  description: string;
  terms: boolean;
};

/** The plan views: list, calculator, detail, trial and contact forms, extension and the confirmations. */
export function PlanModal({
  open,
  view,
  onViewChange,
  onClose,
  plans,
  activePlan,
  deadlineLevel,
  campaign,
  onReload,
}: PlanModalProps) {
  const { t } = useTranslation();
  const session = useSession();
  const info = session?.loginInfo;
  const [selected, setSelected] = useState<Plan | null>(null);
  const [users, setUsers] = useState('100');
  const [confirmation, setConfirmation] = useState('');
  const [isBusy, setIsBusy] = useState(false);
  const [clientDone, setClientDone] = useState<number | null>(null);
  const isAdmin = activePlan ? activePlan.userIsAdmin : (info?.admin ?? 0) > 0;
  // spec 3, 5: name, e-mail and company are prefilled and locked when present.
  const companyName = info?.appsUserAccess.find((entry) => entry.idApp === info.idApp)?.companyName ?? '';
  const current = plans.find((plan) => plan.idPlan === activePlan?.idPlan) ?? null;
  const count = Math.max(0, Math.floor(Number(users) || 0));
  // The plan's own tiers when the server sends them; without any the rule applies the bands of spec 3, 9.
  const tiers = selected?.pricingTiers ?? [];
  const total = monthlyPrice(count, tiers);

  function openForm(plan: Plan, next: 'form' | 'contact') {
    setSelected(plan);
    onViewChange(next);
  }

  async function sendRequest(plan: Plan, isContact: boolean, values: PlanRequestForm) {
    setIsBusy(true);
    try {
      if (isContact) {
        await contactTrial({
          idPlan: plan.idPlan,
          department: values.department,
          role: values.role,
          message: values.description,
          numberOfEmployees: values.numberOfEmployees,
        });
        setConfirmation(t('plans.requestSent'));
      } else {
        await requestTrial({
          idPlan: plan.idPlan,
          department: values.department,
          role: values.role,
          phone: values.phone,
          numberOfEmployees: values.numberOfEmployees,
          ...(values.description ? { description: values.description } : {}),
        });
        setConfirmation(t('plans.trialStarted', { days: 15, plan: plan.name }));
      }
      onViewChange('dialog');
    } catch {
      // spec 3, 8: a failed trial start closes the modal; it is only logged.
      onClose();
    } finally {
      setIsBusy(false);
    }
  }

  async function finishRequest() {
    if (!selected) return;
    setIsBusy(true);
    try {
      const answer = await requestPlan({
        idPlan: selected.idPlan,
        numberOfLicences: count,
        price: total,
      });
      if (answer.data.statusCode !== 200) throw new Error('refused');
      setConfirmation(t('plans.requestSent'));
      onViewChange('dialog');
    } catch {
      // spec 3, 4.10: a non-200 answer or a network error closes the modal with no message.
      onClose();
    } finally {
      setIsBusy(false);
    }
  }

  async function sendExtension(message: string) {
    if (!activePlan) return;
    setIsBusy(true);
    try {
      const answer = await extendTrial(activePlan.idPlan, message);
      setConfirmation(t('plans.extended', { date: formatDate(answer.finishDate) }));
      onViewChange('dialog');
    } catch {
      onClose();
    } finally {
      setIsBusy(false);
    }
  }

  async function tellAdmins() {
    setIsBusy(true);
    try {
      const answer = await requestUpgrade();
      setClientDone(answer.requestsCount);
    } finally {
      setIsBusy(false);
    }
  }

  const titles: Record<PlanView, string> = {
    upgrade: t('plans.title'),
    calculator: t('plans.calculatorTitle', { plan: selected?.name ?? '' }),
    detail: t('plans.detailTitle'),
    form: t('plans.trialFormTitle', { plan: selected?.name ?? '' }),
    contact: t('plans.contactFormTitle'),
    extend: t('plans.extendTitle'),
    dialog: t('plans.title'),
    expiring: t('plans.trialOver'),
    deadline: t('plans.deadline.title'),
    client: t('plans.client.title'),
    campaign: campaign?.title ?? t('plans.title'),
  };

  const back = (
    <Button variant="secondary" onClick={() => onViewChange('upgrade')}>
      {t('plans.back')}
    </Button>
  );

  let body: ReactNode = null;
  if (view === 'upgrade') {
    body = (
      <ul className="grid grid-cols-1 gap-3 sm:grid-cols-3">
        {plans.map((plan) => (
          <li key={plan.idPlan} className="flex flex-col gap-2 rounded-xl border border-line p-4">
            <h3 className="text-lg font-bold text-ink">{plan.name}</h3>
            {plan.isCurrent ? (
              <span className="w-fit rounded-full bg-brand-3 px-2 py-0.5 text-xs font-semibold text-ink">
                {t('plans.current')}
              </span>
            ) : null}
            {plan.description ? <p className="text-sm text-muted">{plan.description}</p> : null}
            <ul className="list-disc pl-5 text-sm text-ink" aria-label={t('plans.features')}>
              {plan.features.map((feature) => (
                <li key={feature.description}>{feature.description}</li>
              ))}
            </ul>
            <div className="mt-auto flex flex-col gap-2 pt-2">
              {isAdmin ? (
                plan.trial ? (
                  <>
                    <Button
                      onClick={() => {
                        setSelected(plan);
                        onViewChange('calculator');
                      }}
                    >
                      {t('plans.hireNow')}
                    </Button>
                    {activePlan?.trial ? null : (
                      <Button variant="secondary" onClick={() => openForm(plan, 'form')}>
                        {t('plans.tryIt')}
                      </Button>
                    )}
                  </>
                ) : (
                  <Button variant="secondary" onClick={() => openForm(plan, 'contact')}>
                    {t('plans.contactSales')}
                  </Button>
                )
              ) : null}
            </div>
          </li>
        ))}
      </ul>
    );
  } else if (view === 'calculator') {
    body = (
      <div className="flex flex-col gap-3">
        <TextField
          label={t('plans.users')}
          type="number"
          inputMode="numeric"
          min={1}
          value={users}
          onChange={(event) => setUsers(event.target.value)}
          error={count < 1 ? t('plans.usersMin') : undefined}
        />
        <table className="w-full text-sm text-ink">
          <caption className="sr-only">{t('plans.calculator.caption')}</caption>
          <thead>
            <tr className="border-b border-line text-left text-xs text-muted">
              <th scope="col" className="py-1 pr-2 font-semibold">
                {t('plans.calculator.band')}
              </th>
              <th scope="col" className="py-1 pr-2 text-right font-semibold">
                {t('plans.calculator.users')}
              </th>
              <th scope="col" className="py-1 pr-2 text-right font-semibold">
                {t('plans.calculator.unitPrice')}
              </th>
              <th scope="col" className="py-1 text-right font-semibold">
                {t('plans.calculator.subtotal')}
              </th>
            </tr>
          </thead>
          <tbody>
            {priceBreakdown(count, tiers).map((line) => (
              <tr key={line.from} className="border-b border-line/60">
                <th scope="row" className="py-1 pr-2 text-left font-normal">
                  {t('plans.calculator.range', { from: line.from, to: line.to })}
                </th>
                <td className="py-1 pr-2 text-right">{line.users}</td>
                <td className="py-1 pr-2 text-right">× {formatMoney(line.unitPrice)}</td>
                <td className="py-1 text-right">{formatMoney(line.subtotal)}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <p className="flex justify-between text-sm text-ink">
          <span>{t('plans.calculator.average')}</span>
          <span>{formatMoney(averagePricePerUser(count, tiers))}</span>
        </p>
        <p className="flex justify-between border-t border-line pt-2 font-bold text-ink">
          <span>{t('plans.monthlyTotal')}</span>
          <output aria-live="polite">{formatMoney(total)}</output>
        </p>
        <p className="text-xs text-muted">{t('plans.adhesionNote')}</p>
        <div className="flex justify-end gap-3">
          {back}
          <Button disabled={count < 1} onClick={() => onViewChange('detail')}>
            {t('plans.continue')}
          </Button>
        </div>
      </div>
    );
  } else if (view === 'detail') {
    body = (
      <div className="flex flex-col gap-3">
        <p className="text-ink">
          <strong>{selected?.name}</strong> · {t('plans.users')}: {count}
        </p>
        <p className="text-lg font-bold text-ink">{t('plans.price', { value: formatMoney(total) })}</p>
        <p className="text-xs text-muted">{t('plans.adhesionNote')}</p>
        <div className="flex justify-end gap-3">
          <Button variant="secondary" onClick={() => onViewChange('calculator')}>
            {t('plans.back')}
          </Button>
          <Button disabled={isBusy} onClick={() => void finishRequest()}>
            {t('plans.finish')}
          </Button>
        </div>
      </div>
    );
  } else if ((view === 'form' || view === 'contact') && selected) {
    body = (
      <PlanRequestFields
        key={`${view}-${selected.idPlan}`}
        isContact={view === 'contact'}
        hasTerms={Boolean(selected.agreementContent)}
        defaults={{ name: info?.name ?? '', email: info?.email ?? '', company: companyName }}
        isBusy={isBusy}
        back={back}
        onSend={(values) => sendRequest(selected, view === 'contact', values)}
      />
    );
  } else if (view === 'extend') {
    body = <ExtendFields isBusy={isBusy} onSend={sendExtension} />;
  } else if (view === 'dialog') {
    body = (
      <div className="flex flex-col gap-4">
        <p role="status" className="font-semibold text-success">
          {confirmation}
        </p>
        <Button
          onClick={() => {
            onClose();
            onReload();
          }}
        >
          {t('plans.close')}
        </Button>
      </div>
    );
  } else if (view === 'deadline' || view === 'expiring') {
    const days = activePlan?.deadline ?? 0;
    body = (
      <div className="flex flex-col gap-4">
        <p className="text-ink">
          {view === 'expiring'
            ? isAdmin
              ? t('plans.trialOverAdmin')
              : activePlan?.hasRequestedUpgrade
                ? t('plans.client.already', { count: activePlan.requestsCount ?? 0 })
                : t('plans.trialOverClient')
            : t(`plans.deadline.level${deadlineLevel ?? 3}`, { count: days, plan: current?.name ?? '' })}
        </p>
        <div className="flex flex-wrap justify-end gap-3">
          {isAdmin && view === 'expiring' ? (
            canExtendTrial(activePlan?.trialsCount) ? (
              <Button variant="secondary" onClick={() => onViewChange('extend')}>
                {t('plans.extend')}
              </Button>
            ) : current ? (
              <Button variant="secondary" onClick={() => openForm(current, 'contact')}>
                {t('plans.contactSales')}
              </Button>
            ) : null
          ) : null}
          {isAdmin ? (
            <Button onClick={() => onViewChange('upgrade')}>{t('plans.seePlans')}</Button>
          ) : activePlan?.hasRequestedUpgrade ? null : (
            // One click tells the administrators; the thanks follows (no second confirmation).
            <Button
              disabled={isBusy}
              onClick={() =>
                void tellAdmins().then(
                  () => onViewChange('client'),
                  () => undefined,
                )
              }
            >
              {t('plans.client.send')}
            </Button>
          )}
        </div>
      </div>
    );
  } else if (view === 'client') {
    const already = clientDone !== null || activePlan?.hasRequestedUpgrade;
    body = (
      <div className="flex flex-col gap-4">
        <p role="status" className="text-ink">
          {clientDone !== null
            ? t('plans.client.thanks')
            : already
              ? t('plans.client.already', { count: activePlan?.requestsCount ?? 0 })
              : t('plans.client.ask', { plan: current?.name ?? '' })}
        </p>
        {already ? null : (
          <Button disabled={isBusy} onClick={() => void tellAdmins()}>
            {t('plans.client.send')}
          </Button>
        )}
      </div>
    );
  } else if (view === 'campaign' && campaign) {
    body = (
      <div className="flex flex-col gap-4">
        {campaign.mediaUrl && campaign.mediaType === 'IMAGE' ? (
          <img src={campaign.mediaUrl} alt="" className="w-full rounded-lg" />
        ) : null}
        {campaign.text ? <p className="text-ink">{campaign.text}</p> : null}
        <Button onClick={() => onViewChange('upgrade')}>
          {activePlan?.trial ? t('plans.hireNowCampaign') : t('plans.startTrial')}
        </Button>
      </div>
    );
  }

  return (
    <Modal
      open={open}
      onOpenChange={(next) => (next ? undefined : onClose())}
      title={titles[view]}
      size={view === 'upgrade' ? 'lg' : 'md'}
    >
      {activePlan && view === 'upgrade' && isAdmin && activePlan.numberRequest > 0 ? (
        <p className="text-sm text-muted">{t('plans.requests', { count: activePlan.numberRequest })}</p>
      ) : null}
      {body}
    </Modal>
  );
}

/** The trial and contact-sales forms (spec 3, 5), checked by the requests' schemas before anything is sent. */
function PlanRequestFields({
  isContact,
  hasTerms,
  defaults,
  isBusy,
  back,
  onSend,
}: {
  isContact: boolean;
  hasTerms: boolean;
  defaults: { name: string; email: string; company: string };
  isBusy: boolean;
  back: ReactNode;
  onSend: (values: PlanRequestForm) => Promise<void>;
}) {
  const { t } = useTranslation();
  const { register, handleSubmit, formState } = useForm<PlanRequestForm>({
    resolver: zodResolver(isContact ? contactForm : trialForm) as unknown as Resolver<PlanRequestForm>,
    defaultValues: {
      ...defaults,
      role: '',
      department: '',
      phone: '',
      numberOfEmployees: '1-100',
      description: '',
      terms: false,
    },
    shouldFocusError: false,
  });
  const { errors } = formState;
  const phone = register('phone');
  return (
    <form noValidate onSubmit={handleSubmit(onSend)} className="flex flex-col gap-3">
      <TextField
        label={t('plans.form.name')}
        readOnly={Boolean(defaults.name)}
        {...register('name')}
        error={errors.name?.message}
      />
      <TextField
        label={t('plans.form.email')}
        type="email"
        readOnly={Boolean(defaults.email)}
        {...register('email')}
        error={errors.email?.message}
      />
      <TextField
        label={t('plans.form.company')}
        readOnly={Boolean(defaults.company)}
        {...register('company')}
        error={errors.company?.message}
      />
      <TextField
        label={t('plans.form.role')}
        maxLength={maxLengthOf(requestTrialRequest.shape.role)}
        {...register('role')}
        error={errors.role?.message}
      />
      <TextField
        label={t('plans.form.department')}
        maxLength={maxLengthOf(requestTrialRequest.shape.department)}
        {...register('department')}
        error={errors.department?.message}
      />
      {isContact ? null : (
        <TextField
          label={t('plans.form.phone')}
          type="tel"
          {...phone}
          onChange={(event) => {
            event.target.value = maskPhoneInput(event.target.value);
            return phone.onChange(event);
          }}
          error={errors.phone?.message}
        />
      )}
      <label className="flex flex-col gap-1 text-sm font-medium text-ink">
        {t('plans.form.employees')}
        <select {...register('numberOfEmployees')} className="min-h-11 rounded-lg border border-line bg-white px-3">
          {EMPLOYEE_RANGES.map((range, index) => (
            <option key={range.label} value={EMPLOYEE_VALUES[index]}>
              {range.label}
            </option>
          ))}
        </select>
      </label>
      <TextField
        label={t('plans.form.description')}
        maxLength={maxLengthOf(contactTrialRequest.shape.message)}
        {...register('description')}
        error={errors.description?.message}
      />
      {!isContact && hasTerms ? (
        <Checkbox label={t('plans.form.terms')} {...register('terms')} error={errors.terms?.message} />
      ) : null}
      <div className="flex justify-end gap-3">
        {back}
        <Button type="submit" disabled={isBusy}>
          {t('plans.form.submit')}
        </Button>
      </div>
    </form>
  );
}

/** The trial extension (spec 3, 4.10): an optional motivation. */
function ExtendFields({ isBusy, onSend }: { isBusy: boolean; onSend: (message: string) => Promise<void> }) {
  const { t } = useTranslation();
  const { register, handleSubmit, formState } = useForm<ExtendForm>({
    resolver: zodResolver(extendForm),
    defaultValues: { message: '' },
    shouldFocusError: false,
  });
  return (
    <form onSubmit={handleSubmit((values) => onSend(values.message ?? ''))} className="flex flex-col gap-3">
      <p className="text-sm text-muted">{t('plans.extendHint')}</p>
      <TextField
        label={t('plans.form.description')}
        {...register('message')}
        error={formState.errors.message?.message}
      />
      <div className="flex justify-end">
        <Button type="submit" disabled={isBusy}>
          {t('plans.extend')}
        </Button>
      </div>
    </form>
  );
}
