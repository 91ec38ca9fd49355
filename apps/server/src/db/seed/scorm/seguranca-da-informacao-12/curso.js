// A one-SCO SCORM 1.2 lesson: five pages, a two-question assessment, resume where the learner stopped.
(() => {
  const TOTAL_PAGES = 5;
  const QUIZ_PAGE = 4;
  const RESULT_PAGE = 5;
  const CORRECT = { q1: 'b', q2: 'c' };
  const startedAt = Date.now();

  /** The run-time API of the LMS: in this window, a parent frame or the window that opened this one. */
  function findApi(start) {
    let win = start;
    for (let depth = 0; win && depth < 10; depth++) {
      if (win.API) return win.API;
      if (win.parent === win) break;
      win = win.parent;
    }
    return start.opener ? findApi(start.opener) : null;
  }

  const api = findApi(window);
  const lms = {
    get: (name) => (api ? String(api.LMSGetValue(name)) : ''),
    set: (name, value) => api?.LMSSetValue(name, String(value)),
    commit: () => api?.LMSCommit(''),
  };

  let state = { page: 1, answers: {}, score: null };
  let status = 'not attempted';
  let finished = false;

  if (api) api.LMSInitialize('');
  status = lms.get('cmi.core.lesson_status') || 'not attempted';
  const mastery = Number(lms.get('cmi.student_data.mastery_score')) || 70;
  try {
    const saved = JSON.parse(lms.get('cmi.suspend_data') || '{}');
    state = { ...state, ...saved };
  } catch {
    // Unreadable saved data: start from the first page.
  }
  const location = Number(lms.get('cmi.core.lesson_location'));
  if (location >= 1 && location <= TOTAL_PAGES) state.page = location;
  if (status === 'not attempted') lms.set('cmi.core.lesson_status', 'incomplete');

  const sections = [...document.querySelectorAll('[data-pagina]')];
  const previous = document.getElementById('anterior');
  const next = document.getElementById('proxima');
  const progress = document.getElementById('andamento');
  const main = document.getElementById('conteudo');
  const form = document.getElementById('avaliacao');
  const formError = document.getElementById('erro-avaliacao');
  const retry = document.getElementById('tentar-novamente');

  function isPassed() {
    return status === 'passed';
  }

  function save() {
    lms.set('cmi.core.lesson_location', state.page);
    lms.set('cmi.suspend_data', JSON.stringify(state));
    lms.set('cmi.core.exit', isPassed() ? '' : 'suspend');
    lms.commit();
  }

  function renderResult() {
    const result = document.getElementById('resultado');
    const hint = document.getElementById('proximo-passo');
    if (state.score === null) {
      result.textContent = 'Responda a avaliação para ver o seu resultado.';
      hint.textContent = '';
      retry.hidden = true;
      return;
    }
    const hits = Math.round((state.score / 100) * 2);
    if (isPassed()) {
      result.textContent = `Você acertou ${hits} de 2 perguntas (${state.score}%). Lição concluída!`;
      hint.textContent = 'Você já pode fechar esta lição.';
      retry.hidden = true;
    } else {
      result.textContent = `Você acertou ${hits} de 2 perguntas (${state.score}%). São necessários ${mastery}%.`;
      hint.textContent = 'Revise o conteúdo e tente de novo.';
      retry.hidden = false;
    }
  }

  function show(page, focus = true) {
    state.page = page;
    for (const section of sections) section.hidden = Number(section.dataset.pagina) !== page;
    progress.textContent = `Página ${page} de ${TOTAL_PAGES}`;
    previous.disabled = page === 1;
    next.hidden = page >= QUIZ_PAGE;
    if (page === QUIZ_PAGE) {
      for (const [name, value] of Object.entries(state.answers)) {
        const input = form.querySelector(`input[name="${name}"][value="${value}"]`);
        if (input) input.checked = true;
      }
    }
    if (page === RESULT_PAGE) renderResult();
    if (focus) main.focus();
    save();
  }

  function recordInteractions() {
    const first = Number(lms.get('cmi.interactions._count')) || 0;
    const now = new Date();
    const time = [now.getHours(), now.getMinutes(), now.getSeconds()].map((n) => String(n).padStart(2, '0')).join(':');
    Object.keys(CORRECT).forEach((question, offset) => {
      const prefix = `cmi.interactions.${first + offset}`;
      lms.set(`${prefix}.id`, question);
      lms.set(`${prefix}.type`, 'choice');
      lms.set(`${prefix}.time`, time);
      lms.set(`${prefix}.correct_responses.0.pattern`, CORRECT[question]);
      lms.set(`${prefix}.student_response`, state.answers[question]);
      lms.set(`${prefix}.result`, state.answers[question] === CORRECT[question] ? 'correct' : 'wrong');
      lms.set(`${prefix}.weighting`, '1');
    });
  }

  form.addEventListener('change', (event) => {
    state.answers[event.target.name] = event.target.value;
    save();
  });

  form.addEventListener('submit', (event) => {
    event.preventDefault();
    const missing = Object.keys(CORRECT).filter((question) => !state.answers[question]);
    if (missing.length > 0) {
      formError.textContent = 'Responda todas as perguntas antes de enviar.';
      return;
    }
    formError.textContent = '';
    const hits = Object.keys(CORRECT).filter((question) => state.answers[question] === CORRECT[question]).length;
    state.score = Math.round((hits / Object.keys(CORRECT).length) * 100);
    recordInteractions();
    lms.set('cmi.core.score.min', '0');
    lms.set('cmi.core.score.max', '100');
    lms.set('cmi.core.score.raw', state.score);
    status = state.score >= mastery ? 'passed' : 'failed';
    lms.set('cmi.core.lesson_status', status);
    show(RESULT_PAGE);
  });

  retry.addEventListener('click', () => {
    state.answers = {};
    state.score = null;
    form.reset();
    show(QUIZ_PAGE);
  });

  previous.addEventListener('click', () => show(Math.max(1, state.page - 1)));
  next.addEventListener('click', () => show(Math.min(TOTAL_PAGES, state.page + 1)));

  function finish() {
    if (finished || !api) return;
    finished = true;
    const seconds = Math.round((Date.now() - startedAt) / 1000);
    const time = [Math.floor(seconds / 3600), Math.floor((seconds % 3600) / 60), seconds % 60]
      .map((n) => String(n).padStart(2, '0'))
      .join(':');
    lms.set('cmi.core.session_time', time);
    save();
    api.LMSFinish('');
  }

  window.addEventListener('pagehide', finish);
  window.addEventListener('beforeunload', finish);

  show(state.page, false);
})();
