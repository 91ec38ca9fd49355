// Module 2 of the SCORM 2004 demo: three questions, recorded as interactions, scored and passed by measure.
(() => {
  const { lms } = window.Curso;
  const QUESTIONS = [
    { id: 'q1', type: 'choice', correct: 'b', description: 'Primeiro passo com um cliente irritado' },
    { id: 'q2', type: 'true-false', correct: 'false', description: 'Termos técnicos deixam a resposta mais clara' },
    { id: 'q3', type: 'choice', correct: 'b', description: 'O que fazer depois de resolver o problema' },
  ];

  lms.initialize();
  const state = lms.load({ question: 1, answers: {}, scaled: null, shownAt: Date.now() });
  const location = Number(lms.get('cmi.location'));
  if (location >= 1 && location <= QUESTIONS.length + 1) state.question = location;
  const passing = Number(lms.get('cmi.scaled_passing_score')) || 0.6;

  const form = document.getElementById('avaliacao');
  const fieldsets = [...form.querySelectorAll('[data-pergunta]')];
  const previous = document.getElementById('anterior');
  const next = document.getElementById('proxima');
  const submit = document.getElementById('enviar');
  const progress = document.getElementById('andamento');
  const error = document.getElementById('erro-avaliacao');
  const result = document.getElementById('resultado-final');
  const retry = document.getElementById('tentar-novamente');

  function save() {
    lms.set('cmi.location', state.question);
    lms.set('cmi.suspend_data', JSON.stringify(state));
    const passed = state.scaled !== null && state.scaled >= passing;
    lms.set('cmi.exit', passed ? 'normal' : 'suspend');
    lms.commit();
  }

  function showResult() {
    form.hidden = true;
    result.hidden = false;
    progress.textContent = 'Resultado';
    const hits = Math.round(state.scaled * QUESTIONS.length);
    const passed = state.scaled >= passing;
    document.getElementById('pontos').textContent = `${Math.round(state.scaled * 100)}%`;
    document.getElementById('mensagem').textContent = passed
      ? `Você acertou ${hits} de ${QUESTIONS.length} perguntas e foi aprovado. Curso concluído!`
      : `Você acertou ${hits} de ${QUESTIONS.length} perguntas. São necessários ${Math.round(passing * 100)}%.`;
    retry.hidden = passed;
    result.focus();
  }

  function show(question) {
    state.question = question;
    if (question > QUESTIONS.length) {
      showResult();
      save();
      return;
    }
    form.hidden = false;
    result.hidden = true;
    for (const fieldset of fieldsets) fieldset.hidden = Number(fieldset.dataset.pergunta) !== question;
    for (const [name, value] of Object.entries(state.answers)) {
      const input = form.querySelector(`input[name="${name}"][value="${value}"]`);
      if (input) input.checked = true;
    }
    progress.textContent = `Pergunta ${question} de ${QUESTIONS.length}`;
    previous.disabled = question === 1;
    next.hidden = question === QUESTIONS.length;
    submit.hidden = question !== QUESTIONS.length;
    error.textContent = '';
    save();
  }

  function record() {
    const first = Number(lms.get('cmi.interactions._count')) || 0;
    const latency = `PT${Math.max(1, Math.round((Date.now() - state.shownAt) / 1000))}S`;
    QUESTIONS.forEach((question, offset) => {
      const prefix = `cmi.interactions.${first + offset}`;
      const answer = state.answers[question.id];
      lms.set(`${prefix}.id`, question.id);
      lms.set(`${prefix}.type`, question.type);
      lms.set(`${prefix}.objectives.0.id`, 'obj_avaliacao');
      lms.set(`${prefix}.timestamp`, new Date().toISOString().slice(0, 19));
      lms.set(`${prefix}.correct_responses.0.pattern`, question.correct);
      lms.set(`${prefix}.weighting`, '1');
      lms.set(`${prefix}.learner_response`, answer);
      lms.set(`${prefix}.result`, answer === question.correct ? 'correct' : 'incorrect');
      lms.set(`${prefix}.latency`, latency);
      lms.set(`${prefix}.description`, question.description);
    });
  }

  form.addEventListener('change', (event) => {
    state.answers[event.target.name] = event.target.value;
    save();
  });
  previous.addEventListener('click', () => show(Math.max(1, state.question - 1)));
  next.addEventListener('click', () => show(state.question + 1));

  form.addEventListener('submit', (event) => {
    event.preventDefault();
    const missing = QUESTIONS.filter((question) => !state.answers[question.id]);
    if (missing.length > 0) {
      error.textContent = `Responda todas as perguntas antes de enviar (falta: ${missing.map((q) => q.id.slice(1)).join(', ')}).`;
      return;
    }
    const hits = QUESTIONS.filter((question) => state.answers[question.id] === question.correct).length;
    state.scaled = Math.round((hits / QUESTIONS.length) * 100) / 100;
    const passed = state.scaled >= passing;
    record();
    lms.set('cmi.score.min', '0');
    lms.set('cmi.score.max', String(QUESTIONS.length));
    lms.set('cmi.score.raw', String(hits));
    lms.set('cmi.score.scaled', String(state.scaled));
    lms.set('cmi.objectives.0.id', 'obj_avaliacao');
    lms.set('cmi.objectives.0.score.scaled', String(state.scaled));
    lms.set('cmi.objectives.0.success_status', passed ? 'passed' : 'failed');
    lms.set('cmi.objectives.0.completion_status', 'completed');
    lms.set('cmi.success_status', passed ? 'passed' : 'failed');
    lms.set('cmi.completion_status', 'completed');
    lms.set('cmi.progress_measure', '1');
    show(QUESTIONS.length + 1);
  });

  retry.addEventListener('click', () => {
    state.answers = {};
    state.scaled = null;
    state.shownAt = Date.now();
    form.reset();
    show(1);
  });

  if (state.scaled !== null && state.question > QUESTIONS.length) {
    showResult();
  } else {
    show(state.question);
  }
})();
