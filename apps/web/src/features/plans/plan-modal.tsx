import {
  type ActivePlanDetail,
  contactTrialRequest,
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
import { maxLengthOf } from '@trilha/shared/zod';
import { type FormEvent, type ReactNode, useState } from 'react';
import { contactTrial, extendTrial, requestPlan, requestTrial, requestUpgrade } from '../../api/plans';
import { useSession } from '../../api/session';
import { useTranslation } from '../../i18n';
import { Button } from '../../ui/button';
import { Checkbox } from '../../ui/checkbox';
import { Modal } from '../../ui/modal';
import { TextField } from '../../ui/text-field';

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

/** Checks of the trial and contact forms (spec 3, 5): Portuguese messages by field. */
function checkForm(values: Record<string, string>, withMessage: boolean, t: (key: never) => string) {
  const tr = t as unknown as (key: string) => string;
  const errors: Record<string, string> = {};
  if (!values.name?.trim()) errors.name = tr('plans.form.nameRequired');
  if (!values.email?.trim()) errors.email = tr('plans.form.emailRequired');
  else if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(values.email)) errors.email = tr('plans.form.emailInvalid');
  if (!values.role?.trim()) errors.role = tr('plans.form.roleRequired');
  if (!values.department?.trim()) errors.department = tr('plans.form.departmentRequired');
  const digits = (values.phone ?? '').replace(/\D/g, '');
  if (!withMessage) {
    if (!digits) errors.phone = tr('plans.form.phoneRequired');
    else if (digits.length < 10) errors.phone = tr('plans.form.phoneIncomplete');
    else if (digits.length !== 11) errors.phone = tr('plans.form.phoneDigits');
  }
  if (withMessage && !values.description?.trim()) errors.description = tr('plans.form.messageRequired');
  return errors;
}

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
  const [values, setValues] = useState<Record<string, string>>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [accepted, setAccepted] = useState(false);
  const [clientDone, setClientDone] = useState<number | null>(null);
  const isAdmin = activePlan ? activePlan.userIsAdmin : (info?.admin ?? 0) > 0;
  // spec 3, 5: name, e-mail and company are prefilled and locked when present.
  const companyName = info?.appsUserAccess.find((entry) => entry.idApp === info.idApp)?.companyName ?? '';
  const current = plans.find((plan) => plan.idPlan === activePlan?.idPlan) ?? null;
  const count = Math.max(0, Math.floor(Number(users) || 0));
  // The plan's own tiers when the server sends them; without any the rule applies the bands of spec 3, 9.
  const tiers = selected?.pricingTiers ?? [];
  const total = monthlyPrice(count, tiers);

  const field = (
    name: string,
    label: string,
    options: { locked?: boolean; type?: string; maxLength?: number | undefined } = {},
  ) => (
    <TextField
      label={label}
      value={values[name] ?? ''}
      maxLength={options.maxLength}
      readOnly={options.locked}
      type={options.type ?? 'text'}
      onChange={(event) =>
        setValues((old) => ({
          ...old,
          [name]: name === 'phone' ? maskPhoneInput(event.target.value) : event.target.value,
        }))
      }
      error={errors[name]}
    />
  );

  function openForm(plan: Plan, next: 'form' | 'contact') {
    setSelected(plan);
    setValues({ name: info?.name ?? '', email: info?.email ?? '', company: companyName, employees: '1-100' });
    setErrors({});
    setAccepted(false);
    onViewChange(next);
  }

  async function submitForm(event: FormEvent) {
    event.preventDefault();
    const isContact = view === 'contact';
    const found = checkForm(values, isContact, t as never);
    if (!isContact && !accepted) found.terms = t('plans.form.termsRequired');
    setErrors(found);
    if (Object.keys(found).length > 0 || !selected) return;
    setIsBusy(true);
    const numberOfEmployees = (values.employees ?? '1-100') as Employees;
    try {
      if (isContact) {
        await contactTrial({
          idPlan: selected.idPlan,
          department: values.department ?? '',
          role: values.role ?? '',
          message: values.description ?? '',
          numberOfEmployees,
        });
        setConfirmation(t('plans.requestSent'));
      } else {
        await requestTrial({
          idPlan: selected.idPlan,
          department: values.department ?? '',
          role: values.role ?? '',
          phone: values.phone ?? '',
          numberOfEmployees,
          ...(values.description ? { description: values.description } : {}),
        });
        setConfirmation(t('plans.trialStarted', { days: 15, plan: selected.name }));
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

  async function submitExtension(event: FormEvent) {
    event.preventDefault();
    if (!activePlan) return;
    setIsBusy(true);
    try {
      const answer = await extendTrial(activePlan.idPlan, values.motivation);
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
  } else if (view === 'form' || view === 'contact') {
    body = (
      <form noValidate onSubmit={submitForm} className="flex flex-col gap-3">
        {field('name', t('plans.form.name'), { locked: Boolean(info?.name) })}
        {field('email', t('plans.form.email'), { locked: Boolean(info?.email), type: 'email' })}
        {field('company', t('plans.form.company'), { locked: Boolean(companyName) })}
        {field('role', t('plans.form.role'), { maxLength: maxLengthOf(requestTrialRequest.shape.role) })}
        {field('department', t('plans.form.department'), {
          maxLength: maxLengthOf(requestTrialRequest.shape.department),
        })}
        {view === 'form' ? field('phone', t('plans.form.phone'), { type: 'tel' }) : null}
        <label className="flex flex-col gap-1 text-sm font-medium text-ink">
          {t('plans.form.employees')}
          <select
            value={values.employees ?? '1-100'}
            onChange={(event) => setValues((old) => ({ ...old, employees: event.target.value }))}
            className="min-h-11 rounded-lg border border-line bg-white px-3"
          >
            {EMPLOYEE_RANGES.map((range, index) => (
              <option key={range.label} value={EMPLOYEE_VALUES[index]}>
                {range.label}
              </option>
            ))}
          </select>
        </label>
        {field('description', t('plans.form.description'), {
          maxLength: maxLengthOf(contactTrialRequest.shape.message),
        })}
        {view === 'form' && selected?.agreementContent ? (
          <Checkbox
            label={t('plans.form.terms')}
            checked={accepted}
            onChange={(event) => setAccepted(event.target.checked)}
            error={errors.terms}
          />
        ) : null}
        <div className="flex justify-end gap-3">
          {back}
          <Button type="submit" disabled={isBusy}>
            {t('plans.form.submit')}
          </Button>
        </div>
      </form>
    );
  } else if (view === 'extend') {
    body = (
      <form onSubmit={submitExtension} className="flex flex-col gap-3">
        <p className="text-sm text-muted">{t('plans.extendHint')}</p>
        {field('motivation', t('plans.form.description'))}
        <div className="flex justify-end">
          <Button type="submit" disabled={isBusy}>
            {t('plans.extend')}
          </Button>
        </div>
      </form>
    );
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
