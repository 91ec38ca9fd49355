import type { ScormVersion } from '@trilha/shared/rules/scorm-time';
import type { AnyScormApi } from './scorm-api';

/** What carries a call to the player's API (scorm-again's CrossFrameAPI): fire and forget. */
export type ApiLink = Record<string, (...args: unknown[]) => unknown>;

/** The SCORM API a SCO finds in its parent window (`API` or `API_1484_11`). */
export type ScormFacade = Record<string, (...args: string[]) => string>;

const METHODS = {
  '1.2': {
    initialize: 'LMSInitialize',
    finish: 'LMSFinish',
    getValue: 'LMSGetValue',
    setValue: 'LMSSetValue',
    commit: 'LMSCommit',
    lastError: 'LMSGetLastError',
    errorString: 'LMSGetErrorString',
    diagnostic: 'LMSGetDiagnostic',
  },
  '2004': {
    initialize: 'Initialize',
    finish: 'Terminate',
    getValue: 'GetValue',
    setValue: 'SetValue',
    commit: 'Commit',
    lastError: 'GetLastError',
    errorString: 'GetErrorString',
    diagnostic: 'GetDiagnostic',
  },
} as const;

/**
 * The API a SCO talks to in the lesson frame. SCORM calls are synchronous and the player's API is in another
 * origin, reached only by messages, so every call is answered at once by a local copy of the same run-time
 * (`mirror`: the same scorm-again version and settings, loaded with the same data), and each call the copy
 * accepts is repeated on the player's API through `link`, where it is recorded and committed. The two see
 * the same calls in the same order, so they hold the same data. A sequenced course's copy carries the same
 * sequencing engine, restored from the same state, so navigation validity (`adl.nav.request_valid.*`), shared
 * data (`adl.data`) and the objectives read from global ones answer as the player's do.
 */
export function createFacade(version: ScormVersion, mirror: AnyScormApi, link: ApiLink): ScormFacade {
  const names = METHODS[version];
  const api = mirror as unknown as Record<string, (...args: string[]) => string>;
  const forward = (method: string, args: string[]) => {
    try {
      link[method]?.(...args);
    } catch {
      // A closed link loses the call; the player's pagehide commit still sends what it had.
    }
  };
  const local =
    (method: string) =>
    (...args: string[]) =>
      api[method]?.(...args) ?? 'false';
  const recorded =
    (method: string) =>
    (...args: string[]) => {
      const result = api[method]?.(...args) ?? 'false';
      if (result === 'true') forward(method, args);
      return result;
    };

  return {
    [names.initialize]: recorded(names.initialize),
    [names.finish]: recorded(names.finish),
    [names.commit]: recorded(names.commit),
    [names.getValue]: local(names.getValue),
    [names.setValue]: recorded(names.setValue),
    [names.lastError]: local(names.lastError),
    [names.errorString]: local(names.errorString),
    [names.diagnostic]: local(names.diagnostic),
  };
}
