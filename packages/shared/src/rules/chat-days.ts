import { CHAT_TIME_ZONE } from '../constants';

const dayFormats = new Map<string, Intl.DateTimeFormat>();

/** The calendar day (YYYY-MM-DD) of an instant in a time zone (Brasília by default). */
export function chatDate(moment: string | Date, timeZone: string = CHAT_TIME_ZONE): string {
  let format = dayFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    dayFormats.set(timeZone, format);
  }
  return format.format(new Date(moment));
}

/**
 * A room's history as day entries `{ date, messages }` (document 2, 3 "Chat message"): days in order,
 * messages in the order of their moments within each day.
 */
export function groupChatDays<T extends { moment: string }>(
  messages: readonly T[],
  timeZone: string = CHAT_TIME_ZONE,
): Array<{ date: string; messages: T[] }> {
  const sorted = [...messages].sort((a, b) => Date.parse(a.moment) - Date.parse(b.moment));
  const days: Array<{ date: string; messages: T[] }> = [];
  for (const message of sorted) {
    const date = chatDate(message.moment, timeZone);
    const last = days[days.length - 1];
    if (last && last.date === date) last.messages.push(message);
    else days.push({ date, messages: [message] });
  }
  return days;
}

/** Adds a message received live to the day entries, opening a new day when it is the first of its day. */
export function appendChatMessage<T extends { moment: string }>(
  days: ReadonlyArray<{ date: string; messages: T[] }>,
  message: T,
  timeZone: string = CHAT_TIME_ZONE,
): Array<{ date: string; messages: T[] }> {
  const date = chatDate(message.moment, timeZone);
  const last = days[days.length - 1];
  if (last && last.date === date) return [...days.slice(0, -1), { date, messages: [...last.messages, message] }];
  return [...days, { date, messages: [message] }];
}

/**
 * The moment as the chat shows it, in Brasília's time unless told: day-month-year hour:minute:second (document 2, 9).
 * An unreadable moment shows as nothing.
 */
export function formatChatMoment(moment: string, timeZone: string = CHAT_TIME_ZONE): string {
  const date = new Date(moment);
  if (Number.isNaN(date.getTime())) return '';
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('pt-BR', {
      timeZone,
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(date)
      .map((part) => [part.type, part.value]),
  );
  return `${parts.day}-${parts.month}-${parts.year} ${parts.hour}:${parts.minute}:${parts.second}`;
}
