import type { ScormCommitRequest } from '@trilha/shared/api/learning-scorm';
import { type CmiCommit, cmiToCommit, commitChanges, SUSPEND_DATA_LIMITS } from '@trilha/shared/rules/scorm-cmi';
import type { ScormVersion } from '@trilha/shared/rules/scorm-time';
import type { Scorm12API, Scorm2004API } from 'scorm-again';

/**
 * A commit as the player sends it. The status and exit values come from scorm-again, which accepts only each
 * version's vocabulary; the server checks them again against `scormCommitRequest`.
 */
export type CommitBody = Omit<ScormCommitRequest, 'cmi'> & { cmi: CmiCommit };

/** Navigation a SCORM 2004 SCO asked for when it ended (`adl.nav.request`). */
export type NavigationRequest =
  | 'continue'
  | 'previous'
  | 'choice'
  | 'jump'
  | 'exit'
  | 'exitAll'
  | 'abandon'
  | 'abandonAll';

export type RuntimeOptions = {
  version: ScormVersion;
  /** The run-time data the launch starts from (the play answer's `cmi`). */
  cmi: Record<string, unknown>;
  sessionKey: string;
  /** Set for a launch started without a network: each commit opens the session on the server if needed. */
  offline?: CommitBody['offline'];
  /** Sends one commit; `keepalive` lets it outlive the page (final commit on leaving). */
  send: (body: CommitBody, options: { keepalive: boolean }) => Promise<unknown>;
  /** Wait after the last change before committing. */
  debounceMs: number;
  /** The SCO called LMSFinish / Terminate, and its last data was sent (or the sending failed). */
  onFinish?: () => void;
  /** A SCORM 2004 SCO ended asking to go somewhere (spec 3, 2.6: next and previous lessons). */
  onNavigation?: (request: NavigationRequest, target: string | undefined) => void;
  /** A commit could not be sent (the player keeps the data and tries again). */
  onSendError?: (error: unknown) => void;
  /** The whole run-time state a commit was made from (what a later launch without a network resumes). */
  onCommitted?: (state: CmiCommit) => void;
  now?: () => number;
};

/** The run-time API installed on a window, with what the player needs to drive it. */
export type ScormRuntime = {
  api: Scorm12API | Scorm2004API;
  /** True once the SCO called LMSFinish / Terminate. */
  readonly isFinished: boolean;
  /** Sends what changed now (a debounced commit that is due, or a commit the SCO asked for). */
  flush: () => Promise<void>;
  /** Sends what changed with `keepalive`, for a page that is going away. */
  flushOnLeave: () => void;
  /** Waits until the SCO finishes, up to `timeoutMs`; true when it did. */
  waitForFinish: (timeoutMs: number) => Promise<boolean>;
  /** Removes the API from the window and stops its timers. */
  dispose: () => void;
};

type AnyApi = Scorm12API & Scorm2004API;

/**
 * Installs scorm-again on `win` as `API` (SCORM 1.2) or `API_1484_11` (SCORM 2004), loaded with the data the
 * launch restores, before the SCO's frame opens. Changes are committed to the server after `debounceMs` of
 * quiet, at once when the SCO commits or finishes, and with `keepalive` when the page goes away; each commit
 * carries only what changed since the last one the server acknowledged, in sequence, so a late commit never
 * overwrites a newer one and a final commit stays small enough for `keepalive`.
 */
export async function installScormRuntime(win: Window, options: RuntimeOptions): Promise<ScormRuntime> {
  const now = options.now ?? (() => Date.now());
  const settings = {
    autocommit: false,
    lmsCommitUrl: false as const,
    logLevel: 5,
    autoCompleteLessonStatus: false,
    selfReportSessionTime: false,
    sendFullCommit: true,
  };
  let api: AnyApi;
  if (options.version === '1.2') {
    const module = (await import('scorm-again/scorm12/min')) as unknown as { Scorm12API: new (s: object) => AnyApi };
    api = new module.Scorm12API(settings);
    limitSuspendData12(api);
  } else {
    const module = (await import('scorm-again/scorm2004/min')) as unknown as {
      Scorm2004API: new (s: object) => AnyApi;
    };
    api = new module.Scorm2004API(settings);
  }
  loadResilient(api, options.cmi);

  const names =
    options.version === '1.2'
      ? { initialize: 'LMSInitialize', setValue: 'LMSSetValue.cmi.*', commit: 'LMSCommit', finish: 'LMSFinish' }
      : { initialize: 'Initialize', setValue: 'SetValue.cmi.*', commit: 'Commit', finish: 'Terminate' };

  let initializedAt: number | null = null;
  let finished = false;
  let sequence = 0;
  let acknowledged: { sequence: number; commit: CmiCommit } | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let sending: Promise<void> = Promise.resolve();
  const finishWaiters = new Set<() => void>();

  const snapshot = (): CmiCommit => {
    const rendered = api.renderCMIToJSONObject() as { cmi?: Record<string, unknown> };
    return cmiToCommit(options.version, rendered.cmi ?? {});
  };

  /** Builds the next commit (what changed since the last acknowledged one) and sends it. */
  function send(keepalive: boolean, terminated: boolean): Promise<void> {
    if (initializedAt === null && !terminated) return Promise.resolve();
    if (timer) clearTimeout(timer);
    timer = undefined;
    const current = snapshot();
    const changes = commitChanges(acknowledged?.commit ?? null, current);
    if (Object.keys(changes).length === 0 && !terminated) return Promise.resolve();
    const body: CommitBody = {
      sessionKey: options.sessionKey,
      sequence: sequence++,
      terminated,
      measuredSeconds: initializedAt === null ? null : Math.max(0, (now() - initializedAt) / 1000),
      // Orders this commit against other sessions' when it reaches the server late (sent from the outbox).
      madeAt: new Date(now()).toISOString(),
      ...(options.offline ? { offline: options.offline } : {}),
      cmi: changes,
    };
    options.onCommitted?.(current);
    return options.send(body, { keepalive }).then(
      () => {
        if (!acknowledged || body.sequence > acknowledged.sequence) {
          acknowledged = { sequence: body.sequence, commit: current };
        }
      },
      (error: unknown) => options.onSendError?.(error),
    );
  }

  /** Sends in order: one commit at a time, each computed when its turn comes. */
  const enqueue = (keepalive: boolean, terminated: boolean) => {
    sending = sending.then(() => send(keepalive, terminated));
    return sending;
  };

  const schedule = () => {
    if (timer) clearTimeout(timer);
    timer = setTimeout(() => void enqueue(false, false), options.debounceMs);
  };

  api.on(names.initialize, () => {
    initializedAt = now();
  });
  api.on(names.setValue, schedule);
  api.on(names.commit, () => void enqueue(false, false));
  api.on(names.finish, () => {
    finished = true;
    // The SCO may be unloading with the page: keepalive lets the last data arrive.
    void enqueue(true, true).then(() => {
      options.onFinish?.();
      for (const resolve of finishWaiters) resolve();
      finishWaiters.clear();
    });
  });
  const navigations: [string, NavigationRequest][] = [
    ['SequenceNext', 'continue'],
    ['SequencePrevious', 'previous'],
    ['SequenceChoice', 'choice'],
    ['SequenceJump', 'jump'],
    ['SequenceExit', 'exit'],
    ['SequenceExitAll', 'exitAll'],
    ['SequenceAbandon', 'abandon'],
    ['SequenceAbandonAll', 'abandonAll'],
  ];
  for (const [event, request] of navigations) {
    api.on(event, (...args: unknown[]) => {
      const target = args.find((arg): arg is string => typeof arg === 'string' && arg !== '' && arg !== 'next');
      options.onNavigation?.(request, target);
    });
  }

  const global = win as unknown as Record<string, unknown>;
  const key = options.version === '1.2' ? 'API' : 'API_1484_11';
  global[key] = api;

  return {
    api,
    get isFinished() {
      return finished;
    },
    flush: () => enqueue(false, false),
    flushOnLeave: () => {
      if (!finished) void enqueue(true, false);
    },
    waitForFinish: (timeoutMs) =>
      finished
        ? sending.then(() => true)
        : new Promise<boolean>((resolve) => {
            const done = () => resolve(true);
            finishWaiters.add(done);
            setTimeout(() => {
              finishWaiters.delete(done);
              resolve(finished);
            }, timeoutMs);
          }),
    dispose: () => {
      if (timer) clearTimeout(timer);
      if (global[key] === api) delete global[key];
    },
  };
}

/**
 * scorm-again accepts 64000 characters of `cmi.suspend_data` in SCORM 1.2; the standard (CMIString4096)
 * allows 4096, and the server stores no more, so a longer value is refused as SCORM 1.2 does (405).
 */
function limitSuspendData12(api: AnyApi): void {
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
