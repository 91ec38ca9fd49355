// A hostile package, for the isolation journey: it looks for the member's session everywhere a script in a
// lesson could reach, tries to call the API as the member, and reports what it saw (on the page and in
// cmi.suspend_data).
(async () => {
  const report = { origem: location.origin };
  const attempt = (name, work) => {
    try {
      report[name] = work();
    } catch (error) {
      report[name] = `bloqueado: ${error?.name}`;
    }
  };
  attempt('chavesLocais', () => Object.keys(localStorage).concat(Object.keys(sessionStorage)));
  attempt('sessaoLocal', () => localStorage.getItem('trilha.session'));
  attempt('cookies', () => document.cookie);
  attempt('armazenamentoDoTopo', () => JSON.stringify(window.top.localStorage));
  attempt('sessaoDoTopo', () => window.top.localStorage.getItem('trilha.session'));
  attempt('enderecoDoTopo', () => window.top.location.href);
  attempt('documentoDoTopo', () => window.top.document.title);
  attempt('apiDoTopo', () => typeof window.top.API);
  attempt('apiDoPai', () => typeof window.parent.API);
  const ancestors = location.ancestorOrigins ? [...location.ancestorOrigins] : [];
  report.origensAcima = ancestors;
  const app = ancestors[ancestors.length - 1];
  try {
    const answer = await fetch(`${app}/users/me`, { credentials: 'include' });
    report.chamadaAoApp = `respondeu ${answer.status}`;
  } catch (error) {
    report.chamadaAoApp = `bloqueado: ${error?.name}`;
  }
  const text = JSON.stringify(report);
  document.getElementById('relatorio').textContent = text;
  const api = window.parent.API;
  if (api) {
    api.LMSInitialize('');
    api.LMSSetValue('cmi.suspend_data', text.slice(0, 4000));
    api.LMSSetValue('cmi.core.lesson_status', 'completed');
    api.LMSCommit('');
  }
  document.body.setAttribute('data-relatorio', 'pronto');
})();
