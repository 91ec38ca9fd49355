import type { ScormVersion } from '@trilha/shared/rules/scorm-time';

/**
 * Messages between the app's lesson player and the lesson frame's own page on the content host (an origin
 * that holds no session). The run-time API itself crosses with scorm-again's CrossFrameAPI / CrossFrameLMS;
 * these messages start a launch, keep what the SCO reads of the sequencing up to date, and keep or remove a
 * course's files on the device (Cache Storage of the content origin, where its service worker reads them).
 */

/** Marks the frame page's messages to the app. */
export const HOST_SOURCE = 'trilha-scorm-host';
/** Marks the app's messages to the frame page. */
export const PLAYER_SOURCE = 'trilha-player';

/** The frame page is ready for a launch or for keeping files. */
export type HostReady = { source: typeof HOST_SOURCE; type: 'ready' };
/** The SCO announced its end (spec 3, 4.7: the `scormFinished` message), relayed to the app. */
export type HostFinished = { source: typeof HOST_SOURCE; type: 'finished' };
/** The SCO's page was refused something from an origin outside the package (its policy blocks it). */
export type HostBlocked = { source: typeof HOST_SOURCE; type: 'blocked'; origin: string };
/** The answer to a keeping request. */
export type HostDone =
  | { source: typeof HOST_SOURCE; type: 'done'; id: number; size: number }
  | { source: typeof HOST_SOURCE; type: 'failed'; id: number; message: string };
export type HostMessage = HostReady | HostFinished | HostBlocked | HostDone;

/**
 * Starts a SCO in the frame: the run-time data its local copy of the API starts from (the same the player's
 * API was loaded with), the `adl.*` values the player's sequencing answers, and the SCO's address (on the
 * frame's own origin).
 */
export type PlayerLaunch = {
  source: typeof PLAYER_SOURCE;
  type: 'launch';
  version: ScormVersion;
  cmi: Record<string, unknown>;
  adl: Record<string, string>;
  url: string;
};
/** New `adl.*` values (navigation validity, shared data) after the player's sequencing changed them. */
export type PlayerAdl = { source: typeof PLAYER_SOURCE; type: 'adl'; values: Record<string, string> };
/** Keeps a file of the content origin in its Cache Storage under `key`; answered with its size. */
export type PlayerDownload = { source: typeof PLAYER_SOURCE; type: 'download'; id: number; url: string; key: string };
/** Takes a kept file off the device. */
export type PlayerEvict = { source: typeof PLAYER_SOURCE; type: 'evict'; id: number; key: string };
export type PlayerMessage = PlayerLaunch | PlayerAdl | PlayerDownload | PlayerEvict;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The frame page's message, or null for anything else. */
export function readHostMessage(data: unknown): HostMessage | null {
  if (!isRecord(data) || data.source !== HOST_SOURCE) return null;
  if (data.type === 'ready' || data.type === 'finished') return data as HostMessage;
  if (data.type === 'blocked' && typeof data.origin === 'string') return data as HostMessage;
  if ((data.type === 'done' || data.type === 'failed') && typeof data.id === 'number') return data as HostMessage;
  return null;
}

const strings = (value: unknown): value is Record<string, string> =>
  isRecord(value) && Object.values(value).every((entry) => typeof entry === 'string');

/** The player's message, or null for anything else (checked field by field: it crosses origins). */
export function readPlayerMessage(data: unknown): PlayerMessage | null {
  if (!isRecord(data) || data.source !== PLAYER_SOURCE) return null;
  switch (data.type) {
    case 'launch':
      return (data.version === '1.2' || data.version === '2004') &&
        isRecord(data.cmi) &&
        strings(data.adl) &&
        typeof data.url === 'string'
        ? (data as PlayerLaunch)
        : null;
    case 'adl':
      return strings(data.values) ? (data as PlayerAdl) : null;
    case 'download':
      return typeof data.id === 'number' && typeof data.url === 'string' && typeof data.key === 'string'
        ? (data as PlayerDownload)
        : null;
    case 'evict':
      return typeof data.id === 'number' && typeof data.key === 'string' ? (data as PlayerEvict) : null;
    default:
      return null;
  }
}
