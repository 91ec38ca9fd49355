import { SUSPEND_DATA_LIMITS } from '@trilha/shared/rules/scorm-cmi';
import type { ScormVersion } from '@trilha/shared/rules/scorm-time';
import type { Scorm12API, Scorm2004API } from 'scorm-again';

/** scorm-again's API of either version, as the player and the frame page drive it. */
export type AnyScormApi = Scorm12API & Scorm2004API;

/**
 * The settings both copies of the run-time share (the player's, which is recorded, and the frame page's,
 * which answers the SCO at once): the same answers to the same calls. Nothing is sent by scorm-again itself;
 * the player commits what changed.
 */
export const RUNTIME_SETTINGS = {
  autocommit: false,
  lmsCommitUrl: false as const,
  logLevel: 5,
  autoCompleteLessonStatus: false,
  selfReportSessionTime: false,
  sendFullCommit: true,
};

/**
 * What a sequenced course's run-time starts from besides its data: scorm-again's sequencing settings (the
 * activity tree), the engine's state saved after the delivery of the lesson, and the member's global
 * objectives and shared data stores (`adl.data`) the course maps.
 */
export type SequencingStart = {
  settings: Record<string, unknown>;
  state: string;
  globalObjectives: Record<string, Record<string, unknown>>;
  sharedData: Record<string, string>;
};

/**
 * A scorm-again API of the version, with the run-time settings, loaded with the data a launch starts from.
 * SCORM 1.2 keeps the standard's 4096 characters of suspend data. A sequenced course's API carries the
 * sequencing engine, restored (objectives, state, shared data) before the data is loaded, as scorm-again asks
 * (`listeners` hear its deliveries and navigation validity).
 */
export async function createScormApi(
  version: ScormVersion,
  cmi: Record<string, unknown>,
  sequencing: SequencingStart | null = null,
  listeners: Record<string, unknown> = {},
): Promise<AnyScormApi> {
  const extra = sequencing
    ? {
        renderCommonCommitFields: true,
        sequencing: { ...sequencing.settings, autoRollupOnCMIChange: false, eventListeners: listeners },
      }
    : {};
  const settings = { ...RUNTIME_SETTINGS, ...extra };
  let api: AnyScormApi;
  if (version === '1.2') {
    const module = (await import('scorm-again/scorm12/min')) as unknown as {
      Scorm12API: new (s: object) => AnyScormApi;
    };
    api = new module.Scorm12API(settings);
    limitSuspendData12(api);
  } else {
    const module = (await import('scorm-again/scorm2004/min')) as unknown as {
      Scorm2004API: new (s: object) => AnyScormApi;
    };
    api = new module.Scorm2004API(settings);
    if (sequencing) restoreSequencing(api, sequencing);
  }
  loadResilient(api, cmi);
  if (version === '1.2') emptyScoreMax12(api, cmi);
  return api;
}

/**
 * Restores the engine: global objectives first, then its state, then the shared data stores. The objectives
 * the activities read from global ones (`readSatisfiedStatus`, `readNormalizedMeasure`...) are read again
 * from the restored globals: the state keeps each activity's objectives as they were when it was saved, and a
 * rule must see what another activity (or a suspended attempt) wrote since (SN 4.2.1.1, objective maps).
 */
function restoreSequencing(api: AnyScormApi, sequencing: SequencingStart): void {
  const engine = api as unknown as {
    restoreGlobalObjectiveSnapshot: (snapshot: object) => void;
    deserializeSequencingState: (state: string) => boolean;
    restoreSharedDataSnapshot: (snapshot: Record<string, string>) => void;
    _sequencing?: {
      overallSequencingProcess?: {
        synchronizeGlobalObjectives: () => void;
        getGlobalObjectiveMapSnapshot: () => Record<string, unknown>;
      } | null;
    };
  };
  engine.restoreGlobalObjectiveSnapshot(sequencing.globalObjectives);
  if (sequencing.state) engine.deserializeSequencingState(sequencing.state);
  const process = engine._sequencing?.overallSequencingProcess;
  if (process) {
    // The state carries the global objectives as they were when it was kept: the member's are newer.
    engine.restoreGlobalObjectiveSnapshot({
      ...process.getGlobalObjectiveMapSnapshot(),
      ...sequencing.globalObjectives,
    });
    process.synchronizeGlobalObjectives();
  }
  engine.restoreSharedDataSnapshot(sequencing.sharedData);
}

/**
 * scorm-again starts SCORM 1.2's `cmi.core.score.max` at 100; the standard leaves it empty until the SCO sets
 * it (RTE 3.4.4), so a course that never scored has no maximum in its record either.
 */
function emptyScoreMax12(api: AnyScormApi, cmi: Record<string, unknown>): void {
  const score = ((cmi.core as Record<string, unknown> | undefined)?.score ?? {}) as Record<string, unknown>;
  if (score.max === undefined || score.max === '' || score.max === null) {
    (api.cmi as unknown as { core: { score: { max: string } } }).core.score.max = '';
  }
}

/**
 * scorm-again accepts 64000 characters of `cmi.suspend_data` in SCORM 1.2; the standard (CMIString4096)
 * allows 4096, and the server stores no more, so a longer value is refused as SCORM 1.2 does (405).
 */
function limitSuspendData12(api: AnyScormApi): void {
  const setValue = api.LMSSetValue.bind(api);
  api.LMSSetValue = (element: string, value: unknown) => {
    if (element === 'cmi.suspend_data' && String(value ?? '').length > SUSPEND_DATA_LIMITS['1.2']) {
      api.throwSCORMError(element, 405, 'cmi.suspend_data passa de 4096 caracteres');
      return 'false';
    }
    return setValue(element, value);
  };
}

/**
 * Loads the restored data; when scorm-again refuses a value (a manifest's time limit in an odd format, say),
 * the values are loaded one by one and only the refused ones are left out, so the lesson still starts with
 * everything else. Answers the elements left out.
 */
export function loadResilient(api: Scorm12API | Scorm2004API, cmi: Record<string, unknown>): string[] {
  try {
    api.loadFromJSON(cmi);
    return [];
  } catch {
    const skipped: string[] = [];
    for (const [path, value] of leaves(cmi)) {
      try {
        api.loadFromJSON(nest(path, value));
      } catch {
        skipped.push(path.join('.'));
      }
    }
    api.startingData = cmi;
    return skipped;
  }
}

function leaves(value: Record<string, unknown>, path: string[] = []): [string[], unknown][] {
  return Object.entries(value).flatMap(([key, entry]) =>
    entry && typeof entry === 'object' && !Array.isArray(entry)
      ? leaves(entry as Record<string, unknown>, [...path, key])
      : [[[...path, key], entry] as [string[], unknown]],
  );
}

function nest(path: string[], value: unknown): Record<string, unknown> {
  return path.reduceRight<unknown>((inner, key) => ({ [key]: inner }), value) as Record<string, unknown>;
}
