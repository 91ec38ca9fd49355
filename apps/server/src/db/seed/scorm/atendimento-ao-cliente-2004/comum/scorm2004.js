// The SCORM 2004 run-time API of the LMS and small helpers shared by the two modules of this course.
window.Curso = (() => {
  const startedAt = Date.now();

  /** API_1484_11 in this window, a parent frame or the window that opened this one (RTE 3.1.2). */
  function findApi(start) {
    let win = start;
    for (let depth = 0; win && depth < 10; depth++) {
      if (win.API_1484_11) return win.API_1484_11;
      if (win.parent === win) break;
      win = win.parent;
    }
    return start.opener ? findApi(start.opener) : null;
  }

  const api = findApi(window);
  let terminated = false;

  const lms = {
    available: Boolean(api),
    initialize: () => api?.Initialize(''),
    get: (name) => (api ? String(api.GetValue(name)) : ''),
    set: (name, value) => api?.SetValue(name, String(value)),
    commit: () => api?.Commit(''),
    /** Ends the session once, writing the session time first. */
    terminate(navigation) {
      if (terminated || !api) return;
      terminated = true;
      lms.set('cmi.session_time', `PT${Math.round((Date.now() - startedAt) / 1000)}S`);
      if (navigation) lms.set('adl.nav.request', navigation);
      api.Commit('');
      api.Terminate('');
    },
    /** The saved state of the module, or `fallback`. */
    load(fallback) {
      try {
        return { ...fallback, ...JSON.parse(lms.get('cmi.suspend_data') || '{}') };
      } catch {
        return fallback;
      }
    },
  };

  window.addEventListener('pagehide', () => lms.terminate());
  window.addEventListener('beforeunload', () => lms.terminate());

  return { lms, startedAt };
})();
