/**
 * SCORM time values: 1.2's CMITimespan (`HHHH:MM:SS.SS`) and 2004's ISO 8601 durations (`PT1H2M3.5S`).
 * Session times reported by a SCO are parsed here and summed into the SCO's total time on the server.
 */

import { LESSON_CLOCK_HOURS } from '../constants';

export type ScormVersion = '1.2' | '2004';

const SCORM12_TIMESPAN = /^(\d{2,4}):([0-5]\d):([0-5]\d)(\.\d{1,2})?$/;
const ISO_DURATION =
  /^P(?:(\d+(?:\.\d+)?)Y)?(?:(\d+(?:\.\d+)?)M)?(?:(\d+(?:\.\d+)?)W)?(?:(\d+(?:\.\d+)?)D)?(?:T(?:(\d+(?:\.\d+)?)H)?(?:(\d+(?:\.\d+)?)M)?(?:(\d+(?:\.\d+)?)S)?)?$/;

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** Seconds of a SCORM 1.2 CMITimespan, or null when the text is not one. */
export function parseScorm12Time(text: string): number | null {
  const match = SCORM12_TIMESPAN.exec(text.trim());
  if (!match) return null;
  const [, hours = '0', minutes = '0', seconds = '0', fraction = ''] = match;
  return Number(hours) * HOUR + Number(minutes) * MINUTE + Number(seconds) + (fraction ? Number(fraction) : 0);
}

/**
 * Seconds of an ISO 8601 duration as SCORM 2004 uses it (`P[nY][nM][nD][T[nH][nM][nS]]`), or null when the
 * text is not one. Years count 365 days and months 30, as the SCORM run-time does for comparisons.
 */
export function parseIso8601Duration(text: string): number | null {
  const value = text.trim();
  if (value === 'P' || value.endsWith('T')) return null;
  const match = ISO_DURATION.exec(value);
  if (!match) return null;
  const [, years, months, weeks, days, hours, minutes, seconds] = match.map((part) => (part ? Number(part) : 0));
  return (
    (years ?? 0) * 365 * DAY +
    (months ?? 0) * 30 * DAY +
    (weeks ?? 0) * 7 * DAY +
    (days ?? 0) * DAY +
    (hours ?? 0) * HOUR +
    (minutes ?? 0) * MINUTE +
    (seconds ?? 0)
  );
}

/** Seconds of a session or total time in the format of `version`, or null when malformed. */
export function parseScormDuration(version: ScormVersion, text: string | null | undefined): number | null {
  if (text === null || text === undefined || text.trim() === '') return null;
  return version === '1.2' ? parseScorm12Time(text) : parseIso8601Duration(text);
}

/** A CMITimespan for SCORM 1.2 (`0012:03:04.5`); hours are capped at 9999, the format's largest. */
export function formatScorm12Time(totalSeconds: number): string {
  const safe = Math.min(Math.max(0, totalSeconds), 9999 * HOUR + 59 * MINUTE + 59.99);
  const centiseconds = Math.round(safe * 100);
  const hours = Math.floor(centiseconds / (HOUR * 100));
  const minutes = Math.floor((centiseconds % (HOUR * 100)) / (MINUTE * 100));
  const seconds = Math.floor((centiseconds % (MINUTE * 100)) / 100);
  const fraction = centiseconds % 100;
  const base = `${String(hours).padStart(4, '0')}:${String(minutes).padStart(2, '0')}:${String(seconds).padStart(2, '0')}`;
  return fraction ? `${base}.${String(fraction).padStart(2, '0')}` : base;
}

/** An ISO 8601 duration for SCORM 2004 (`PT1H2M3.5S`, `PT0S` for nothing). */
export function formatIso8601Duration(totalSeconds: number): string {
  const centiseconds = Math.round(Math.max(0, totalSeconds) * 100);
  const hours = Math.floor(centiseconds / (HOUR * 100));
  const minutes = Math.floor((centiseconds % (HOUR * 100)) / (MINUTE * 100));
  const seconds = (centiseconds % (MINUTE * 100)) / 100;
  let text = 'PT';
  if (hours) text += `${hours}H`;
  if (minutes) text += `${minutes}M`;
  if (seconds || (!hours && !minutes)) text += `${Number(seconds.toFixed(2))}S`;
  return text;
}

/** A total time in the format of `version`. */
export function formatScormDuration(version: ScormVersion, totalSeconds: number): string {
  return version === '1.2' ? formatScorm12Time(totalSeconds) : formatIso8601Duration(totalSeconds);
}

/**
 * The seconds a session counts towards the SCO's total time: what the SCO reported, else what the player
 * measured between Initialize and the last commit; never more than the time the server saw the session
 * last (plus a minute of clock difference), so a wrong or hostile value cannot inflate the total.
 */
export function countedSessionSeconds(input: {
  reported: number | null;
  measured: number | null;
  serverElapsed: number;
}): number {
  const ceiling = Math.max(0, input.serverElapsed) + MINUTE;
  const candidate = input.reported !== null && input.reported > 0 ? input.reported : (input.measured ?? 0);
  if (!Number.isFinite(candidate) || candidate <= 0) return 0;
  return Math.round(Math.min(candidate, ceiling) * 100) / 100;
}

/** `HH:MM:SS` of a lesson's total time, as the lesson card shows it; hours above 12 lose 12 (spec 3, 9). */
export function formatLessonTime(totalSeconds: number): string {
  const whole = Math.max(0, Math.floor(totalSeconds));
  const fullHours = Math.floor(whole / HOUR);
  const hours = fullHours > LESSON_CLOCK_HOURS ? fullHours - LESSON_CLOCK_HOURS : fullHours;
  const minutes = Math.floor((whole % HOUR) / MINUTE);
  const seconds = whole % MINUTE;
  return [hours, minutes, seconds].map((part) => String(part).padStart(2, '0')).join(':');
}
