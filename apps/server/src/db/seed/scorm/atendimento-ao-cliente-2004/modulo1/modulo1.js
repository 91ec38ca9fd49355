// Module 1 of the SCORM 2004 demo: four pages, progress measured by pages seen, resume at the saved page.
(() => {
  const { lms } = window.Curso;
  const TOTAL_PAGES = 4;

  lms.initialize();
  const state = lms.load({ page: 1, visited: [] });
  const location = Number(lms.get('cmi.location'));
  if (location >= 1 && location <= TOTAL_PAGES) state.page = location;

  const sections = [...document.querySelectorAll('[data-pagina]')];
  const previous = document.getElementById('anterior');
  const next = document.getElementById('proxima');
  const progress = document.getElementById('andamento');
  const main = document.getElementById('conteudo');

  function save() {
    const measure = Math.round((state.visited.length / TOTAL_PAGES) * 100) / 100;
    const complete = state.visited.length === TOTAL_PAGES;
    lms.set('cmi.location', state.page);
    lms.set('cmi.suspend_data', JSON.stringify(state));
    lms.set('cmi.progress_measure', measure);
    lms.set('cmi.completion_status', complete ? 'completed' : 'incomplete');
    lms.set('cmi.objectives.0.id', 'obj_fundamentos');
    lms.set('cmi.objectives.0.completion_status', complete ? 'completed' : 'incomplete');
    lms.set('cmi.objectives.0.progress_measure', measure);
    lms.set('cmi.exit', complete ? 'normal' : 'suspend');
    lms.commit();
  }

  function show(page, focus = true) {
    state.page = page;
    if (!state.visited.includes(page)) state.visited.push(page);
    for (const section of sections) section.hidden = Number(section.dataset.pagina) !== page;
    progress.textContent = `Página ${page} de ${TOTAL_PAGES}`;
    previous.disabled = page === 1;
    next.hidden = page === TOTAL_PAGES;
    if (focus) main.focus();
    save();
  }

  previous.addEventListener('click', () => show(Math.max(1, state.page - 1)));
  next.addEventListener('click', () => show(Math.min(TOTAL_PAGES, state.page + 1)));
  // The platform opens the next lesson when a module asks to continue (adl.nav.request).
  document.getElementById('ir-avaliacao').addEventListener('click', () => lms.terminate('continue'));

  show(state.page, false);
})();
