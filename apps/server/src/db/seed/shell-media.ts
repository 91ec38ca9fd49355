/** Small SVG pictures for the demo menus, drawn here so nothing is fetched from the internet. */

type Motif = 'waves' | 'circles' | 'peaks' | 'grid' | 'rays' | 'stripes';

/** A 640x400 illustration: a diagonal gradient and a light geometric motif. */
export function illustration(from: string, to: string, motif: Motif): string {
  const shapes: Record<Motif, string> = {
    waves:
      '<path d="M0 290c80-40 160-40 240 0s160 40 240 0 120-30 160-10v120H0z" fill="#fff" opacity=".18"/><path d="M0 330c80-30 160-30 240 0s160 30 240 0 120-20 160-5v75H0z" fill="#fff" opacity=".22"/>',
    circles:
      '<circle cx="520" cy="90" r="120" fill="#fff" opacity=".14"/><circle cx="120" cy="330" r="90" fill="#fff" opacity=".12"/><circle cx="420" cy="300" r="46" fill="#fff" opacity=".2"/>',
    peaks:
      '<path d="M0 400 170 170l110 140 120-200 240 290z" fill="#fff" opacity=".16"/><circle cx="500" cy="90" r="40" fill="#fff" opacity=".3"/>',
    grid: Array.from({ length: 6 }, (_, row) =>
      Array.from(
        { length: 9 },
        (_, col) =>
          `<rect x="${30 + col * 68}" y="${30 + row * 60}" width="40" height="34" rx="8" fill="#fff" opacity="${(0.05 + ((row + col) % 4) * 0.05).toFixed(2)}"/>`,
      ).join(''),
    ).join(''),
    rays: Array.from(
      { length: 10 },
      (_, index) => `<path d="M320 460 ${index * 72} -20 ${index * 72 + 36} -20z" fill="#fff" opacity=".08"/>`,
    ).join(''),
    stripes: Array.from(
      { length: 8 },
      (_, index) =>
        `<rect x="${index * 90 - 40}" y="-40" width="34" height="500" transform="rotate(20 320 200)" fill="#fff" opacity=".1"/>`,
    ).join(''),
  };
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 640 400" width="640" height="400"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs><rect width="640" height="400" fill="url(#g)"/>${shapes[motif]}</svg>`;
}

export type Pictogram =
  | 'news'
  | 'mic'
  | 'play'
  | 'live'
  | 'books'
  | 'calendar'
  | 'chat'
  | 'shield'
  | 'chart'
  | 'document'
  | 'sheet';

/** A 96x96 white pictogram on a transparent background, for menu options shown as icons. */
export function pictogram(kind: Pictogram): string {
  const paths: Record<Pictogram, string> = {
    news: '<rect x="18" y="20" width="60" height="56" rx="6" fill="none" stroke="#fff" stroke-width="6"/><rect x="28" y="32" width="18" height="16" fill="#fff"/><path d="M52 34h16M52 44h16M28 58h40" stroke="#fff" stroke-width="5" stroke-linecap="round"/>',
    mic: '<rect x="36" y="14" width="24" height="42" rx="12" fill="#fff"/><path d="M24 46a24 24 0 0 0 48 0M48 70v12M36 82h24" fill="none" stroke="#fff" stroke-width="6" stroke-linecap="round"/>',
    play: '<circle cx="48" cy="48" r="32" fill="none" stroke="#fff" stroke-width="6"/><path d="M41 33v30l24-15z" fill="#fff"/>',
    live: '<circle cx="48" cy="48" r="9" fill="#fff"/><path d="M30 30a26 26 0 0 0 0 36M66 30a26 26 0 0 1 0 36M20 20a40 40 0 0 0 0 56M76 20a40 40 0 0 1 0 56" fill="none" stroke="#fff" stroke-width="6" stroke-linecap="round"/>',
    books:
      '<rect x="18" y="22" width="14" height="54" rx="3" fill="#fff"/><rect x="36" y="16" width="14" height="60" rx="3" fill="#fff" opacity=".85"/><rect x="54" y="26" width="14" height="50" rx="3" transform="rotate(-12 61 51)" fill="#fff"/><path d="M14 80h68" stroke="#fff" stroke-width="5" stroke-linecap="round"/>',
    calendar:
      '<rect x="16" y="22" width="64" height="56" rx="8" fill="none" stroke="#fff" stroke-width="6"/><path d="M16 40h64M32 14v14M64 14v14" stroke="#fff" stroke-width="6" stroke-linecap="round"/><rect x="28" y="50" width="12" height="10" rx="2" fill="#fff"/><rect x="46" y="50" width="12" height="10" rx="2" fill="#fff"/>',
    chat: '<path d="M16 22h52a6 6 0 0 1 6 6v26a6 6 0 0 1-6 6H40l-14 12V60H16a6 6 0 0 1-6-6V28a6 6 0 0 1 6-6z" fill="none" stroke="#fff" stroke-width="6" stroke-linejoin="round"/><path d="M26 36h32M26 46h22" stroke="#fff" stroke-width="5" stroke-linecap="round"/><path d="M80 36h2a4 4 0 0 1 4 4v30l-10-8H56" fill="none" stroke="#fff" stroke-width="5" stroke-linejoin="round" opacity=".7"/>',
    shield:
      '<path d="M48 12 76 24v22c0 18-12 30-28 38C32 76 20 64 20 46V24z" fill="none" stroke="#fff" stroke-width="6" stroke-linejoin="round"/><path d="m36 48 9 9 16-18" fill="none" stroke="#fff" stroke-width="6" stroke-linecap="round" stroke-linejoin="round"/>',
    chart:
      '<path d="M16 80h66" stroke="#fff" stroke-width="6" stroke-linecap="round"/><rect x="22" y="52" width="12" height="22" rx="2" fill="#fff"/><rect x="42" y="38" width="12" height="36" rx="2" fill="#fff" opacity=".85"/><rect x="62" y="22" width="12" height="52" rx="2" fill="#fff"/><path d="m20 40 20-14 16 8 24-20" fill="none" stroke="#fff" stroke-width="4" stroke-linecap="round" stroke-linejoin="round" opacity=".7"/>',
    document:
      '<path d="M26 12h30l18 18v54H26z" fill="none" stroke="#fff" stroke-width="6" stroke-linejoin="round"/><path d="M56 12v18h18" fill="none" stroke="#fff" stroke-width="5" stroke-linejoin="round"/><path d="M36 46h28M36 58h28M36 70h18" stroke="#fff" stroke-width="5" stroke-linecap="round"/>',
    sheet:
      '<rect x="14" y="18" width="68" height="60" rx="6" fill="none" stroke="#fff" stroke-width="6"/><path d="M14 36h68M14 54h68M38 18v60M60 18v60" stroke="#fff" stroke-width="4"/><rect x="40" y="38" width="18" height="14" fill="#fff" opacity=".8"/>',
  };
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96" width="96" height="96">${paths[kind]}</svg>`;
}

/** The page the landing page embeds: what the app is, for visitors. */
export function landingHtml(name: string, color: string): string {
  return `<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${name}</title><style>
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif;color:#1f1f1f;background:#fff}
header{background:linear-gradient(135deg,${color},#e4572e);color:#fff;padding:48px 24px}
h1{margin:0 0 12px;font-size:2rem}p{line-height:1.55;margin:0 0 12px}
main{max-width:860px;margin:0 auto;padding:24px}
ul{display:grid;grid-template-columns:repeat(auto-fit,minmax(220px,1fr));gap:16px;padding:0;list-style:none}
li{border:1px solid #eee;border-radius:14px;padding:18px;box-shadow:0 1px 3px rgba(0,0,0,.06)}
strong{display:block;margin-bottom:6px;color:${color}}
</style></head><body><header><main style="padding:0"><h1>${name}: aprender e ficar por dentro</h1><p>O aplicativo da ${name} reúne notícias, podcasts, vídeos, transmissões ao vivo e trilhas de aprendizagem em um só lugar, no celular ou no computador.</p></main></header>
<main><ul><li><strong>Conteúdo da empresa</strong>Comunicados, manuais e vídeos sempre atualizados.</li><li><strong>Trilhas de aprendizagem</strong>Cursos curtos para crescer na carreira.</li><li><strong>Campanhas e pontos</strong>Ganhe pontos ao concluir conteúdos e avaliar o que viu.</li></ul>
<p>Já é colaborador? Toque em <b>Login</b> para entrar. Primeira vez? Use o seu celular cadastrado para ativar o acesso.</p></main></body></html>`;
}

/** The onboarding page shown in a frame after a member first accepts the terms. */
export function onboardingHtml(name: string, color: string): string {
  return `<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Boas-vindas</title><style>
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif;color:#1f1f1f;padding:24px;line-height:1.5}
h1{color:${color};margin-top:0}ol{padding-left:20px}li{margin-bottom:10px}
</style></head><body><h1>Boas-vindas ao ${name}!</h1><p>Em poucos passos você aproveita tudo o que o aplicativo oferece:</p>
<ol><li><b>Início</b>: os destaques da semana e as seções da empresa.</li><li><b>Menu</b>: todas as seções, a qualquer momento.</li><li><b>Meu perfil</b>: sua foto, seus dados e seus pontos nas campanhas.</li><li><b>Instale</b> o aplicativo na tela inicial do celular para abrir com um toque.</li></ol>
<p>Feche esta janela para começar.</p></body></html>`;
}
