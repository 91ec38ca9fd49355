import type { ScormVersion } from '@trilha/shared/rules/scorm-time';
import type { SequencingStart } from './scorm-api';

/**
 * Messages between the app's lesson player and the lesson frame's own page on the content host (an origin
 * that holds no session). The run-time API itself crosses with scorm-again's CrossFrameAPI / CrossFrameLMS;
 * these messages start a launch and keep or remove a course's files on the device (Cache Storage of the content origin, where its service worker reads them).
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
 * Starts a SCO in the frame: what its local copy of the API starts from (the same the player's API was built
 * from: the run-time data and, for a sequenced course, the engine's state after the delivery with the
 * objectives and shared data the course maps), and the SCO's address (on the frame's own origin).
 */
export type PlayerLaunch = {
  source: typeof PLAYER_SOURCE;
  type: 'launch';
  version: ScormVersion;
  cmi: Record<string, unknown>;
  sequencing: SequencingStart | null;
  url: string;
};
/** Keeps a file of the content origin in its Cache Storage under `key`; answered with its size. */
export type PlayerDownload = { source: typeof PLAYER_SOURCE; type: 'download'; id: number; url: string; key: string };
/** Takes a kept file off the device. */
export type PlayerEvict = { source: typeof PLAYER_SOURCE; type: 'evict'; id: number; key: string };
/**
 * Unloads the SCO's page (how a SCO is told to finish: its unload handlers call Finish/Terminate), while the
 * frame page stays to repeat those last calls on the player's API.
 */
export type PlayerUnload = { source: typeof PLAYER_SOURCE; type: 'unload' };
export type PlayerMessage = PlayerLaunch | PlayerDownload | PlayerEvict | PlayerUnload;

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

const isSequencingStart = (value: unknown): value is SequencingStart =>
  isRecord(value) &&
  isRecord(value.settings) &&
  typeof value.state === 'string' &&
  isRecord(value.globalObjectives) &&
  Object.values(value.globalObjectives).every(isRecord) &&
  strings(value.sharedData);

/** The player's message, or null for anything else (checked field by field: it crosses origins). */
export function readPlayerMessage(data: unknown): PlayerMessage | null {
  if (!isRecord(data) || data.source !== PLAYER_SOURCE) return null;
  switch (data.type) {
    case 'launch':
      return (data.version === '1.2' || data.version === '2004') &&
        isRecord(data.cmi) &&
        (data.sequencing === null || (data.version === '2004' && isSequencingStart(data.sequencing))) &&
        typeof data.url === 'string'
        ? (data as PlayerLaunch)
        : null;
    case 'download':
      return typeof data.id === 'number' && typeof data.url === 'string' && typeof data.key === 'string'
        ? (data as PlayerDownload)
        : null;
    case 'evict':
      return typeof data.id === 'number' && typeof data.key === 'string' ? (data as PlayerEvict) : null;
    case 'unload':
      return { source: PLAYER_SOURCE, type: 'unload' };
    default:
      return null;
  }
}
