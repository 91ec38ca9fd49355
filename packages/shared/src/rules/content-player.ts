/**
 * Rules of the content item screens (spec document 2, 4 and 9): when a live stream plays, journey
 * progress, PDF page bounds, the resume offer, durations on cards and YouTube ids of playlist links.
 */

/** The calendar day of a date in a time zone, `YYYY-MM-DD`. */
function dayOf(date: Date, timeZone?: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(date);
}

/** A live stream plays only on the day of its `initDate` (or when forced to play as a video; spec 2, 4). */
export function isLiveToday(
  initDate: string | null | undefined,
  now: Date,
  options: { forceVideo?: boolean; timeZone?: string } = {},
): boolean {
  if (options.forceVideo) return true;
  if (!initDate) return false;
  const start = new Date(initDate);
  if (Number.isNaN(start.getTime())) return false;
  return dayOf(start, options.timeZone) === dayOf(now, options.timeZone);
}

/** Keeps a step index within the journey's parts. */
export function clampIndex(index: number, count: number): number {
  if (count <= 0) return 0;
  return Math.min(Math.max(Math.trunc(index), 0), count - 1);
}

/** Journey progress in percent: (index + 1) / count (spec 2, 4). */
export function journeyProgress(index: number, count: number): number {
  if (count <= 0) return 0;
  return ((clampIndex(index, count) + 1) / count) * 100;
}

/**
 * Progress of a guided module in percent: the pages the member actually visited out of its pages (spec 2,
 * 4), whole numbers; 100 only when every page was visited.
 */
export function visitedProgress(visited: number, count: number): number {
  if (count <= 0) return 0;
  const share = Math.min(Math.max(Math.trunc(visited), 0), count) / count;
  return share >= 1 ? 100 : Math.min(99, Math.round(share * 100));
}

/** The step a journey resumes at from its saved progress ((index + 1) / count), the first when none. */
export function resumeStep(progress: number, count: number): number {
  if (count <= 0 || !(progress > 0)) return 0;
  return clampIndex(Math.round((progress / 100) * count) - 1, count);
}

/** The PDF page number stays between 1 and the total (spec 2, 4). */
export function clampPage(page: number, total: number): number {
  if (total <= 0) return 1;
  return Math.min(Math.max(Math.trunc(page), 1), total);
}

/**
 * Audio and video offer to start over or continue when a position was saved, it is not at the very start,
 * and not within the last seconds of the medium (spec 2, 4).
 */
export function shouldOfferResume(lastPosition: number, duration: number | null | undefined): boolean {
  if (!(lastPosition > 1)) return false;
  if (duration && duration > 0 && lastPosition >= duration - 1) return false;
  return true;
}

/** A duration as cards show it: hours and minutes above 59 s, otherwise seconds (spec 2, 9). */
export function formatDuration(seconds: number): string {
  const whole = Math.max(0, Math.round(seconds));
  if (whole <= 59) return `${whole}s`;
  const hours = Math.floor(whole / 3600);
  const minutes = Math.floor((whole % 3600) / 60);
  return hours > 0 ? `${hours}h ${String(minutes).padStart(2, '0')}min` : `${minutes}min`;
}

/** A player clock `m:ss` (or `h:mm:ss`). */
export function formatClock(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  const hours = Math.floor(whole / 3600);
  const minutes = Math.floor((whole % 3600) / 60);
  const rest = String(whole % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${rest}` : `${minutes}:${rest}`;
}

/** The video id of a YouTube address (watch, youtu.be, embed or shorts), or null. */
export function youTubeVideoId(url: string | null | undefined): string | null {
  if (!url) return null;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  const host = parsed.hostname.replace(/^www\.|^m\./, '');
  let id: string | null = null;
  if (host === 'youtu.be') id = parsed.pathname.slice(1);
  else if (host === 'youtube.com' || host === 'youtube-nocookie.com') {
    id = parsed.searchParams.get('v') ?? parsed.pathname.match(/^\/(?:embed|shorts|live)\/([^/]+)/)?.[1] ?? null;
  }
  return id && /^[\w-]{6,20}$/.test(id) ? id : null;
}
