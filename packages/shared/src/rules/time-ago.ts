import { LOCALE, TIME_AGO_STEPS } from '../constants';

type Unit = Intl.RelativeTimeFormatUnit;

const formatters = new Map<string, Intl.RelativeTimeFormat>();

function formatter(numeric: 'always' | 'auto'): Intl.RelativeTimeFormat {
  let cached = formatters.get(numeric);
  if (!cached) {
    cached = new Intl.RelativeTimeFormat(LOCALE, { numeric });
    formatters.set(numeric, cached);
  }
  return cached;
}

/**
 * How long ago a moment was, as a whole number of the largest fitting unit (document 1, 9): seconds under
 * 60, minutes under 60, hours under 24, days under 30, months (of 30 days) under 12, otherwise years.
 * Each unit is counted down, never rounded up: 59 min 59 s is 59 minutes.
 */
export function elapsedUnit(then: Date | string | number, now: Date | string | number): { value: number; unit: Unit } {
  const elapsedMs = new Date(now).getTime() - new Date(then).getTime();
  // A moment slightly in the future (a device clock behind the server's) reads as now.
  let value = Number.isFinite(elapsedMs) ? Math.max(0, Math.floor(elapsedMs / 1000)) : 0;
  for (const step of TIME_AGO_STEPS) {
    if (value < step.below) return { value, unit: step.unit };
    value = Math.floor(value / step.below);
  }
  return { value, unit: 'year' };
}

/** 'há 5 minutos', 'há 1 dia', 'há 2 anos', or 'agora', through `Intl.RelativeTimeFormat` in pt-BR. */
export function timeAgo(then: Date | string | number, now: Date | string | number = Date.now()): string {
  const { value, unit } = elapsedUnit(then, now);
  if (value === 0) return formatter('auto').format(0, 'second');
  return formatter('always').format(-value, unit);
}
