import { useQuery } from '@tanstack/react-query';
import type { Schedule } from '@trilha/shared/api/learning-agenda';
import type { LearningBlock } from '@trilha/shared/api/learning-common';
import { useId, useMemo, useState } from 'react';
import { fetchSchedules, fetchScheduleTypes } from '../../../api/learning';
import { learningKeys } from '../../../api/learning-keys';
import { useTranslation } from '../../../i18n';
import { DeferredModal } from '../../../ui/deferred';
import { BackIcon, NextIcon } from '../../../ui/icons';
import { BlockSection } from './block-section';

const monthName = new Intl.DateTimeFormat('pt-BR', { month: 'long', year: 'numeric' });
const weekday = new Intl.DateTimeFormat('pt-BR', { weekday: 'short' });
const when = new Intl.DateTimeFormat('pt-BR', { dateStyle: 'full', timeStyle: 'short' });
const capitalize = (text: string) => text.charAt(0).toLocaleUpperCase('pt-BR') + text.slice(1);
const dayKey = (date: Date) => `${date.getFullYear()}-${date.getMonth()}-${date.getDate()}`;

/** Calendar: the company's events of a month with a category filter and an event detail dialog (spec 3, 2.8). */
export function CalendarBlock({ block }: { block: LearningBlock }) {
  const { t } = useTranslation();
  const id = useId();
  const [month, setMonth] = useState(() => {
    const now = new Date();
    return new Date(now.getFullYear(), now.getMonth(), 1);
  });
  const [category, setCategory] = useState('');
  const [open, setOpen] = useState<Schedule | null>(null);
  const end = new Date(month.getFullYear(), month.getMonth() + 1, 1);
  const types = useQuery({ queryKey: learningKeys.scheduleTypes(), queryFn: fetchScheduleTypes });
  const schedules = useQuery({
    queryKey: learningKeys.schedules(month.toISOString(), category),
    queryFn: () =>
      fetchSchedules({ from: month.toISOString(), to: end.toISOString(), ...(category ? { types: category } : {}) }),
  });
  const events = schedules.data?.scheduleResult.schedules ?? [];
  const byDay = useMemo(() => {
    const map = new Map<string, Schedule[]>();
    for (const event of events) {
      const start = new Date(event.startDate);
      const key = dayKey(start);
      map.set(key, [...(map.get(key) ?? []), event]);
    }
    return map;
  }, [events]);
  const days: Array<Date | null> = [];
  for (let blank = 0; blank < month.getDay(); blank++) days.push(null);
  for (let day = 1; day <= new Date(month.getFullYear(), month.getMonth() + 1, 0).getDate(); day++) {
    days.push(new Date(month.getFullYear(), month.getMonth(), day));
  }
  const weekdays = Array.from({ length: 7 }, (_, index) => weekday.format(new Date(2026, 10, 1 + index)));
  const today = dayKey(new Date());
  return (
    <BlockSection title={block.title ?? t('learning.blocks.calendar')}>
      <div className="grid grid-cols-1 gap-4 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-black/5 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
        <div>
          <div className="mb-3 flex items-center justify-between gap-2">
            <button
              type="button"
              onClick={() => setMonth(new Date(month.getFullYear(), month.getMonth() - 1, 1))}
              className="flex size-11 items-center justify-center rounded-full hover:bg-brand-3"
              aria-label={t('learning.blocks.previousMonth')}
            >
              <BackIcon />
            </button>
            <p className="font-bold text-ink" aria-live="polite">
              {capitalize(monthName.format(month))}
            </p>
            <button
              type="button"
              onClick={() => setMonth(new Date(month.getFullYear(), month.getMonth() + 1, 1))}
              className="flex size-11 items-center justify-center rounded-full hover:bg-brand-3"
              aria-label={t('learning.blocks.nextMonth')}
            >
              <NextIcon />
            </button>
          </div>
          <div className="grid grid-cols-7 gap-1 text-center text-xs" aria-hidden="true">
            {weekdays.map((name) => (
              <span key={name} className="font-semibold uppercase text-muted">
                {name.replace('.', '')}
              </span>
            ))}
            {days.map((day, index) =>
              day ? (
                <span
                  key={day.getDate()}
                  className={`flex h-10 flex-col items-center justify-center rounded-lg ${
                    dayKey(day) === today ? 'bg-brand text-on-brand' : 'text-ink'
                  }`}
                >
                  {day.getDate()}
                  <span className="flex gap-0.5">
                    {(byDay.get(dayKey(day)) ?? []).slice(0, 3).map((event) => (
                      <span
                        key={event.idSchedule}
                        className="block size-1.5 rounded-full"
                        style={{ background: event.scheduleType.color ?? 'currentColor' }}
                      />
                    ))}
                  </span>
                </span>
              ) : (
                // biome-ignore lint/suspicious/noArrayIndexKey: blank cells before the first day have no identity.
                <span key={`blank-${index}`} />
              ),
            )}
          </div>
        </div>
        <div className="flex flex-col gap-3">
          <div>
            <label htmlFor={`${id}-category`} className="mb-1 block text-sm font-medium text-ink">
              {t('learning.blocks.category')}
            </label>
            <select
              id={`${id}-category`}
              value={category}
              onChange={(event) => setCategory(event.target.value)}
              className="h-11 w-full rounded-lg border border-line bg-white px-3 text-sm"
            >
              <option value="">{t('learning.blocks.allCategories')}</option>
              {(types.data?.result ?? []).map((type) => (
                <option key={type.idScheduleType} value={type.idScheduleType}>
                  {type.description}
                </option>
              ))}
            </select>
          </div>
          {events.length === 0 ? (
            <p className="text-sm text-muted">{t('learning.blocks.noEvents')}</p>
          ) : (
            <ul className="flex max-h-80 flex-col gap-2 overflow-y-auto">
              {events.map((event) => (
                <li key={event.idSchedule}>
                  <button
                    type="button"
                    onClick={() => setOpen(event)}
                    className="flex min-h-11 w-full items-start gap-3 rounded-lg p-2 text-left hover:bg-brand-3"
                  >
                    <span
                      className="mt-1.5 block size-2.5 shrink-0 rounded-full"
                      style={{ background: event.scheduleType.color ?? '#888' }}
                    />
                    <span className="flex flex-col">
                      <span className="text-sm font-semibold text-ink">{event.title}</span>
                      <span className="text-xs text-muted">
                        {new Date(event.startDate).toLocaleDateString('pt-BR', { day: '2-digit', month: 'short' })} ·{' '}
                        {event.scheduleType.description}
                      </span>
                    </span>
                  </button>
                </li>
              ))}
            </ul>
          )}
        </div>
      </div>
      <DeferredModal
        open={open !== null}
        onOpenChange={(value) => (value ? undefined : setOpen(null))}
        title={open?.title ?? ''}
      >
        {open ? (
          <div className="flex flex-col gap-3">
            <p
              className="text-xs font-bold uppercase tracking-wide"
              style={{ color: open.scheduleType.color ?? undefined }}
            >
              {open.scheduleType.description}
            </p>
            <p className="text-sm text-ink">
              <span className="font-semibold">{t('learning.blocks.eventWhen')}: </span>
              {when.format(new Date(open.startDate))}
            </p>
            {open.description ? <p className="text-muted">{open.description}</p> : null}
            {open.url ? (
              <a
                href={open.url}
                target="_blank"
                rel="noopener noreferrer"
                className="font-semibold text-brand underline"
              >
                {t('learning.blocks.eventLink')}
              </a>
            ) : null}
          </div>
        ) : null}
      </DeferredModal>
    </BlockSection>
  );
}
