import { communityKeys } from '../../api/content-keys';
import 'react-big-calendar/lib/css/react-big-calendar.css';
import './calendar.css';
import { useQuery } from '@tanstack/react-query';
import type { Schedule } from '@trilha/shared/api/learning-agenda';
import { BREAKPOINT_PHONE_PX } from '@trilha/shared/constants';
import { endOfMonth, endOfWeek, format, getDay, parse, startOfMonth, startOfWeek } from 'date-fns';
import { ptBR } from 'date-fns/locale/pt-BR';
import { useMemo, useState } from 'react';
import { Calendar, dateFnsLocalizer, type View, Views } from 'react-big-calendar';
import { fetchSchedules, fetchScheduleTypes } from '../../api/learning';
import { type MessageKey, useTranslation } from '../../i18n';
import { LabelledSelect } from '../../ui/field';
import { useIsMobileWidth } from '../../ui/hooks/use-mobile';
import { Modal } from '../../ui/modal';

const localizer = dateFnsLocalizer({
  format,
  parse,
  startOfWeek: (date: Date) => startOfWeek(date, { locale: ptBR }),
  getDay,
  locales: { 'pt-BR': ptBR },
});

const MESSAGE_KEYS = [
  'date',
  'time',
  'event',
  'allDay',
  'week',
  'work_week',
  'day',
  'month',
  'previous',
  'next',
  'yesterday',
  'tomorrow',
  'today',
  'agenda',
  'noEventsInRange',
] as const;

const when = new Intl.DateTimeFormat('pt-BR', { dateStyle: 'full', timeStyle: 'short' });

/** Black or white, whichever reads better on the event's colour (WCAG relative luminance). */
export function readableTextColor(background: string | null): string {
  const match = /^#([0-9a-f]{6})$/i.exec(background ?? '');
  if (!match) return '#ffffff';
  const channel = (offset: number) => {
    const value = Number.parseInt(match[1]?.slice(offset, offset + 2) ?? '00', 16) / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  const luminance = 0.2126 * channel(0) + 0.7152 * channel(2) + 0.0722 * channel(4);
  return 1.05 / (luminance + 0.05) >= (luminance + 0.05) / 0.05 ? '#ffffff' : '#000000';
}

type CalendarEvent = { title: string; start: Date; end: Date; allDay: boolean; schedule: Schedule };

const DAY_MS = 24 * 60 * 60 * 1000;
const dayText = new Intl.DateTimeFormat('pt-BR', { dateStyle: 'full' });

/**
 * A schedule as the calendar shows it. An event of whole days (the same time of day at its start and end)
 * is an all-day event on the member's own days: from their midnight, for that many days, never
 * '06:00 – 06:00'.
 */
export function toCalendarEvent(schedule: Schedule): CalendarEvent {
  const start = new Date(schedule.startDate);
  const end = new Date(schedule.endDate);
  const duration = end.getTime() - start.getTime();
  if (duration >= DAY_MS && duration % DAY_MS === 0) {
    const day = new Date(start.getFullYear(), start.getMonth(), start.getDate());
    const days = duration / DAY_MS;
    return {
      title: schedule.title,
      start: day,
      end: new Date(day.getFullYear(), day.getMonth(), day.getDate() + days),
      allDay: true,
      schedule,
    };
  }
  return { title: schedule.title, start, end, allDay: false, schedule };
}

/** When an event happens, as its detail says it: the days of an all-day event, else its times. */
function whenText(event: CalendarEvent): string {
  if (!event.allDay) return `${when.format(event.start)} – ${when.format(event.end)}`;
  const last = new Date(event.end.getFullYear(), event.end.getMonth(), event.end.getDate() - 1);
  return last.getTime() <= event.start.getTime()
    ? dayText.format(event.start)
    : `${dayText.format(event.start)} – ${dayText.format(last)}`;
}

/** The month, week or day around `date` that the calendar shows, widened to whole weeks. */
function visibleRange(date: Date, view: View): { from: Date; to: Date } {
  if (view === Views.DAY) {
    const from = new Date(date.getFullYear(), date.getMonth(), date.getDate());
    return { from, to: new Date(from.getTime() + 24 * 60 * 60 * 1000) };
  }
  if (view === Views.WEEK) {
    return { from: startOfWeek(date, { locale: ptBR }), to: endOfWeek(date, { locale: ptBR }) };
  }
  // Month and agenda (a month from the date).
  return {
    from: startOfWeek(startOfMonth(date), { locale: ptBR }),
    to: endOfWeek(endOfMonth(date), { locale: ptBR }),
  };
}

/**
 * The calendar (section type 14, document 2, 2.3): the company's schedule in react-big-calendar with
 * Portuguese labels (Data, Hora, Evento, Dia Todo, Semana, Eventos, Dia, Mês, Agenda), a filter by schedule
 * type and the event detail modal.
 */
export function CalendarSection() {
  const { t } = useTranslation();
  const [date, setDate] = useState(() => new Date());
  const [view, setView] = useState<View>(Views.MONTH);
  const [type, setType] = useState('');
  const [open, setOpen] = useState<CalendarEvent | null>(null);
  // A phone's month grid has room for one letter per weekday ('D S T Q Q S S').
  const isPhone = useIsMobileWidth(BREAKPOINT_PHONE_PX);
  const range = visibleRange(date, view === Views.AGENDA ? Views.MONTH : view);
  const types = useQuery({ queryKey: communityKeys.scheduleTypes(), queryFn: fetchScheduleTypes });
  const schedules = useQuery({
    queryKey: communityKeys.schedules(range.from.toISOString(), range.to.toISOString(), type),
    queryFn: () =>
      fetchSchedules({ from: range.from.toISOString(), to: range.to.toISOString(), ...(type ? { types: type } : {}) }),
  });
  const messages = useMemo(
    () => ({
      ...Object.fromEntries(MESSAGE_KEYS.map((key) => [key, t(`community.calendar.${key}` as MessageKey)])),
      showMore: (count: number) => t('community.calendar.showMore', { count }),
    }),
    [t],
  );
  const events: CalendarEvent[] = (schedules.data?.scheduleResult.schedules ?? []).map(toCalendarEvent);
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 className="text-lg font-bold text-ink">{t('community.calendar.events')}</h2>
        <LabelledSelect
          label={t('community.calendar.type')}
          value={type}
          choices={[
            { value: '', label: t('learning.blocks.allCategories') },
            ...(types.data?.result ?? []).map((entry) => ({
              value: String(entry.idScheduleType),
              label: entry.description,
            })),
          ]}
          onChange={setType}
          selectClassName="h-11 rounded-lg border border-line bg-white px-3 text-sm"
        />
      </div>
      <div className="trilha-calendar h-[70dvh] min-h-[32rem] rounded-2xl bg-white p-2 shadow-sm ring-1 ring-black/5 md:p-4">
        <Calendar<CalendarEvent>
          localizer={localizer}
          culture="pt-BR"
          messages={messages}
          events={events}
          date={date}
          view={view}
          views={[Views.MONTH, Views.WEEK, Views.DAY, Views.AGENDA]}
          onNavigate={setDate}
          onView={setView}
          onSelectEvent={(event) => setOpen(event)}
          popup
          formats={{
            weekdayFormat: (day, culture, calendar) => calendar?.format(day, isPhone ? 'EEEEE' : 'EEE', culture) ?? '',
          }}
          // The agenda lists events in rows: a colour dot marks the type instead of painting the whole row.
          eventPropGetter={(event) =>
            view === Views.AGENDA
              ? {}
              : {
                  style: {
                    backgroundColor: event.schedule.scheduleType.color ?? undefined,
                    color: readableTextColor(event.schedule.scheduleType.color),
                    border: 0,
                  },
                }
          }
          components={{ agenda: { event: AgendaEvent } }}
        />
      </div>
      <Modal
        open={open !== null}
        onOpenChange={(value) => (value ? undefined : setOpen(null))}
        title={open?.title ?? ''}
      >
        {open ? (
          <div className="flex flex-col gap-3">
            <p className="flex items-center gap-2 text-xs font-bold uppercase tracking-wide text-ink">
              <span
                aria-hidden="true"
                className="size-2.5 rounded-full"
                style={{ background: open.schedule.scheduleType.color ?? '#888888' }}
              />
              {open.schedule.scheduleType.description}
            </p>
            <p className="text-sm text-ink">
              <span className="font-semibold">{t('community.calendar.when')}: </span>
              {whenText(open)}
            </p>
            {open.schedule.description ? <p className="text-ink">{open.schedule.description}</p> : null}
            {open.schedule.url && /^https?:\/\//i.test(open.schedule.url) ? (
              <a
                href={open.schedule.url}
                target="_blank"
                rel="noopener noreferrer"
                className="font-semibold text-brand underline"
              >
                {t('community.calendar.link')}
              </a>
            ) : null}
          </div>
        ) : null}
      </Modal>
    </div>
  );
}

/** An event of the agenda: its type's colour as a dot, then its title. */
function AgendaEvent({ event }: { event: CalendarEvent }) {
  return (
    <span className="flex items-start gap-2">
      <span
        aria-hidden="true"
        className="mt-1.5 size-2.5 shrink-0 rounded-full"
        style={{ background: event.schedule.scheduleType.color ?? '#888888' }}
      />
      <span className="min-w-0">{event.title}</span>
    </span>
  );
}
