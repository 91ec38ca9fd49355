import type { CmiCommit } from './scorm-cmi';
import type { ScoStatus } from './scorm-status';
import { mergeScoStatus } from './scorm-status';
import type { ScormVersion } from './scorm-time';

/**
 * Rules of packaged courses kept on the device and played without a network: where a kept file is found
 * in Cache Storage, what a launch started offline loads, and how the server takes the commits of such a
 * launch when they arrive late. The content host's service worker (`apps/web/scorm-host/public/sw.js`, a classic script)
 * repeats `keptPackageFileKey`; its test checks that both agree.
 */

/** Where the kept copies of packages live in Cache Storage: `/scorm-content/kept/<company>.<package>/<path>`. */
export const KEPT_PACKAGE_PREFIX = '/scorm-content/kept/';

const TOKEN = /^([0-9a-z]{1,7})\.([0-9a-z]{1,7})\.[0-9a-z]{1,8}\.[A-Za-z0-9_-]{22}$/;

/**
 * The company and package a content token names (its first two base36 parts), as the key of a kept copy
 * (`<company>.<package>`), or null when the text is not a token. The signature is not checked: the device
 * only needs to find its own copy, and the server still checks every request that reaches it.
 */
export function keptPackageId(token: string): string | null {
  const match = TOKEN.exec(token);
  return match ? `${match[1]}.${match[2]}` : null;
}

/** A path inside a package with each segment encoded one way, whatever the browser or the player encoded. */
export function normalizePackagePath(path: string): string {
  return path
    .split('/')
    .map((segment) => {
      try {
        return encodeURIComponent(decodeURIComponent(segment));
      } catch {
        return encodeURIComponent(segment);
      }
    })
    .join('/');
}

/** The Cache Storage key of a package file kept on the device. */
export function keptPackageFileKey(packageId: string, path: string): string {
  return `${KEPT_PACKAGE_PREFIX}${packageId}/${normalizePackagePath(path)}`;
}

/**
 * The kept key answering a request for `/scorm-content/<token>/<path>` (the query left out), or null when the
 * address is not a package file.
 */
export function keptKeyOfContentPath(pathname: string): string | null {
  const match = /^\/scorm-content\/([^/]+)\/(.+)$/.exec(pathname);
  if (!match) return null;
  const packageId = keptPackageId(match[1] as string);
  return packageId ? keptPackageFileKey(packageId, match[2] as string) : null;
}

/**
 * The run-time data a launch started without a network loads: the last launch the device got online for
 * the lesson, with what the member's later commits on this device changed (the last snapshot the player
 * committed), resuming where they left off.
 */
export function offlineLaunchCmi(
  version: ScormVersion,
  launched: Record<string, unknown>,
  last: CmiCommit | null,
): Record<string, unknown> {
  const cmi = structuredClone(launched) as Record<string, unknown>;
  const text = (value: number | null | undefined) => (value === null || value === undefined ? '' : String(value));
  if (version === '1.2') {
    const core = { ...((cmi.core as Record<string, unknown> | undefined) ?? {}) };
    core.entry = 'resume';
    if (last) {
      if (last.lessonStatus) core.lesson_status = last.lessonStatus;
      if (last.location !== undefined) core.lesson_location = last.location;
      if (last.scoreRaw !== undefined || last.scoreMin !== undefined || last.scoreMax !== undefined) {
        core.score = { raw: text(last.scoreRaw), min: text(last.scoreMin), max: text(last.scoreMax) };
      }
      if (last.suspendData !== undefined) cmi.suspend_data = last.suspendData;
    }
    cmi.core = core;
    return cmi;
  }
  cmi.entry = 'resume';
  if (last) {
    if (last.completionStatus) cmi.completion_status = last.completionStatus;
    if (last.successStatus) cmi.success_status = last.successStatus;
    if (last.location !== undefined) cmi.location = last.location;
    if (last.suspendData !== undefined) cmi.suspend_data = last.suspendData;
    if (last.progressMeasure !== undefined) cmi.progress_measure = text(last.progressMeasure);
    if (last.scoreRaw !== undefined || last.scoreScaled !== undefined) {
      cmi.score = {
        raw: text(last.scoreRaw),
        min: text(last.scoreMin),
        max: text(last.scoreMax),
        scaled: text(last.scoreScaled),
      };
    }
  }
  return cmi;
}

const clampTime = (value: string | undefined, earliest: number, latest: number): number => {
  const time = value === undefined ? Number.NaN : Date.parse(value);
  if (Number.isNaN(time)) return latest;
  return Math.min(Math.max(time, earliest), latest);
};

/**
 * When a session started offline began, as the server counts it: the device's word, but never before the
 * launch it was based on (the device could not have had it earlier) nor after now, so a wrong clock cannot
 * stretch the time the session may count.
 */
export function offlineSessionStart(claimed: string, bounds: { basedOnStartedAt: string; now: Date }): string {
  const earliest = Date.parse(bounds.basedOnStartedAt);
  return new Date(clampTime(claimed, earliest, bounds.now.getTime())).toISOString();
}

/**
 * When a commit was made, as the server orders commits of different sessions: the device's time, kept
 * between the start of its session and now; a commit without one (an older player) counts as made now.
 */
export function commitMadeAt(madeAt: string | undefined, bounds: { sessionStartedAt: string; now: Date }): string {
  return new Date(clampTime(madeAt, Date.parse(bounds.sessionStartedAt), bounds.now.getTime())).toISOString();
}

/**
 * True when a commit was made before the data the SCO enrollment holds (written by another session's later
 * commit): its run-time data must not overwrite the newer data. Commits of one session are ordered by
 * their sequence instead.
 */
export function isStaleCommit(madeAt: string, dataAt: string | null): boolean {
  return dataAt !== null && Date.parse(madeAt) < Date.parse(dataAt);
}

/**
 * The SCO status after a commit. A stale commit (see `isStaleCommit`) may still raise the label (the member
 * did complete the lesson, offline), but never turns one finished label into another: between COMPLETED and
 * FAILED the latest report wins, and the stale one is not the latest.
 */
export function statusAfterCommit(stored: ScoStatus | null, reported: ScoStatus | null, stale: boolean): ScoStatus {
  const merged = mergeScoStatus(stored, reported);
  if (!stale || !stored) return merged;
  const finished = (status: ScoStatus) => status === 'COMPLETED' || status === 'FAILED';
  return finished(stored) && finished(merged) ? stored : merged;
}
