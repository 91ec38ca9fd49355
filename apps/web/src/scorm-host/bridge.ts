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

const SHARED_DATA_STORE = /^adl\.data\.(\d+)\.store$/;

/**
 * The API a SCO talks to in the lesson frame. SCORM calls are synchronous and the player's API is in another
 * origin, reached only by messages, so every call is answered at once by a local copy of the same run-time
 * (`mirror`: the same scorm-again version and settings, loaded with the same data), and each call the copy
 * accepts is repeated on the player's API through `link`, where it is recorded and committed. The two see
 * the same calls in the same order, so they hold the same data; what only the player knows (the `adl.*`
 * values of its sequencing: navigation validity, shared data stores) is answered from `adl`, which the
 * player keeps up to date.
 */
export function createFacade(
  version: ScormVersion,
  mirror: AnyScormApi,
  link: ApiLink,
  adl: Map<string, string>,
): ScormFacade {
  const names = METHODS[version];
  const api = mirror as unknown as Record<string, (...args: string[]) => string>;
  /** Set when the facade answered a call itself (no error), so GetLastError does not report an older one. */
  let answered = false;
  const forward = (method: string, args: string[]) => {
    try {
      link[method]?.(...args);
    } catch {
      // A closed link loses the call; the player's pagehide commit still sends what it had.
    }
  };
  const local =
    (method: string) =>
    (...args: string[]) => {
      answered = false;
      return api[method]?.(...args) ?? 'false';
    };
  const recorded =
    (method: string) =>
    (...args: string[]) => {
      answered = false;
      const result = api[method]?.(...args) ?? 'false';
      if (result === 'true') forward(method, args);
      return result;
    };

  const setValue = recorded(names.setValue);
  const getValue = local(names.getValue);
  return {
    [names.initialize]: recorded(names.initialize),
    [names.finish]: recorded(names.finish),
    [names.commit]: recorded(names.commit),
    [names.getValue]: (element = '') => {
      if (version === '2004' && adl.has(element)) {
        answered = true;
        return adl.get(element) as string;
      }
      return getValue(element);
    },
    [names.setValue]: (element = '', value = '') => {
      const store = version === '2004' ? SHARED_DATA_STORE.exec(element) : null;
      if (store && adl.has(element) && mirror.isInitialized()) {
        // A shared data store (adl.data) lives in the player's sequencing; the player checks the write.
        adl.set(element, String(value));
        answered = true;
        forward(names.setValue, [element, String(value)]);
        return 'true';
      }
      return setValue(element, value);
    },
    [names.lastError]: (...args: string[]) => (answered ? '0' : (api[names.lastError]?.(...args) ?? '0')),
    [names.errorString]: local(names.errorString),
    [names.diagnostic]: local(names.diagnostic),
  };
}
