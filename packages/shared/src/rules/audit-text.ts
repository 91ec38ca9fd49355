/**
 * The audit log in words an administrator reads (spec 3, 6: support access is recorded): what happened, in
 * Portuguese, never a method and a route.
 */

/** Portuguese names of the things the audit log records changes of. */
const ENTITY_NAMES: Record<string, string> = {
  announcement: 'aviso',
  app: 'aplicativo',
  appHosts: 'endereços do aplicativo',
  appPlan: 'plano do aplicativo',
  campaign: 'campanha',
  campaignEvents: 'pontos da campanha',
  chatRoom: 'sala de bate-papo',
  classAttachments: 'anexos da turma',
  comment: 'comentário',
  company: 'empresa',
  contentItem: 'conteúdo',
  emailForm: 'formulário de contato',
  enrollmentRequest: 'solicitação de matrícula',
  evaluation: 'avaliação',
  evaluationQuestions: 'questões da avaliação',
  externalCourse: 'curso externo',
  feature: 'recurso',
  libraryItem: 'arquivo da biblioteca',
  meeting: 'encontro',
  node: 'página de treinamento',
  nodeBlocks: 'blocos da página',
  nodeTags: 'temas da página',
  notification: 'tipo de notificação',
  pack: 'pacote',
  plan: 'plano',
  planCampaign: 'campanha de planos',
  planPricing: 'preços do plano',
  responsibilityTerm: 'termo de responsabilidade',
  schedule: 'evento da agenda',
  scheduleType: 'tipo de evento',
  scormPackage: 'pacote SCORM',
  section: 'seção',
  sectionContent: 'conteúdo de seção',
  sectionMessage: 'recado',
  storeOffer: 'oferta da lojinha',
  storeProduct: 'produto da lojinha',
  team: 'turma',
  user: 'usuário',
  userApps: 'aplicativos do usuário',
};

/** The Portuguese name of an entity type of the audit log; an unknown type is named generically. */
export function auditEntityName(entityType: string): string {
  return ENTITY_NAMES[entityType] ?? 'registro';
}

/** The change an action names, as a noun ('user.create' is a 'Criação de usuário'). */
const CHANGES: Record<string, string> = {
  create: 'Criação',
  update: 'Alteração',
  import: 'Importação',
  approve: 'Aprovação',
  deny: 'Recusa',
  upload: 'Envio',
  start: 'Início',
  delete: 'Exclusão',
};

/** What the member's call during a support session was, by its route (first match wins). */
const SUPPORT_ROUTES: Array<[RegExp, string]> = [
  [/change-password/, 'Troca de senha'],
  [/^\/users\/agreement/, 'Aceite dos termos de uso'],
  [/^\/users(\/|$)/, 'Edição dos dados pessoais'],
  [/^\/learning\/terms/, 'Assinatura de termo de responsabilidade'],
  [/^\/learning\/tags/, 'Escolha de temas de interesse'],
  [/^\/notifications\/configurations/, 'Preferências de notificação'],
  [/^\/notifications\/emails/, 'Mensagem pelo Fale conosco'],
  [/^\/learning\/comments/, 'Interação (comentário)'],
  [/^\/learning\/social\/likes/, 'Curtida'],
  [/^\/learning\/externalcourses|^\/uploads\/externalcourse/, 'Curso externo'],
  [/^\/learning\/enrollment-requests/, 'Solicitação de matrícula'],
  [/evaluations|questionnaires/, 'Resposta de avaliação'],
  [/^\/learning\/(enrollments|node-enrollments)|reenroll/, 'Matrícula'],
  [/scorm|\/sco/, 'Curso em pacote (SCORM)'],
  [/^\/learning\/(content-enrollments|contents)|^\/tracking|^\/content\/(progress|duration)/, 'Progresso em conteúdo'],
  [/^\/learning\/plans/, 'Planos e degustação'],
  [/rating/, 'Avaliação de conteúdo'],
  [/^\/store/, 'Compra na lojinha'],
  [/^\/uploads/, 'Envio de arquivo'],
  [/^\/chat/, 'Mensagem no bate-papo'],
  [/^\/campaign/, 'Campanha'],
];

const METHOD_CHANGES: Record<string, string> = {
  POST: 'Envio de dados',
  PUT: 'Alteração de dados',
  PATCH: 'Alteração de dados',
  DELETE: 'Exclusão de dados',
};

/**
 * A write made while an administrator browsed as a member, in words: what it was, and whether the system
 * refused it ('Troca de senha (recusada)').
 */
export function describeSupportRequest(method: string, route: string, statusCode: number): string {
  const verb = method.toUpperCase();
  const known = SUPPORT_ROUTES.find(([pattern]) => pattern.test(route))?.[1];
  const what = known
    ? verb === 'DELETE'
      ? `Exclusão: ${known.charAt(0).toLowerCase()}${known.slice(1)}`
      : known
    : (METHOD_CHANGES[verb] ?? 'Outra ação');
  return statusCode >= 400 ? `${what} (recusada)` : what;
}

/** The socket events a member sends (chat messages), in words. */
const SUPPORT_EVENTS: Record<string, string> = {
  NEW_MESSAGE_FROM_CHAT: 'Mensagem no bate-papo',
  NEW_MESSAGE_FROM_GEN_CHAT: 'Mensagem no bate-papo do conteúdo',
  NEW_MESSAGE_FROM_LIVE_CHAT: 'Mensagem no bate-papo da transmissão ao vivo',
};

/**
 * A real-time event sent while an administrator browsed as a member (a chat message), in words: what it
 * was, and the room it went to ('Mensagem no bate-papo (sala 4)').
 */
export function describeSupportEvent(event: string, room: string | null): string {
  const what = SUPPORT_EVENTS[event] ?? 'Ação em tempo real';
  return room ? `${what} (sala ${room})` : what;
}

/** A summary stored by earlier versions as 'PUT /users/:idUser -> 200'. */
const RAW_REQUEST = /^(GET|POST|PUT|PATCH|DELETE) (\/\S*) -> (\d{3})$/;
/** A socket event's summary stored by earlier versions as 'socket NEW_MESSAGE_FROM_CHAT na sala 4'. */
const RAW_SOCKET = /^socket (\S+)(?: na sala (\S+))?$/;

/** The line an audit entry shows: its Portuguese summary, or words made from its action. */
export function describeAuditEntry(entry: { action: string; entityType: string; summary: string | null }): string {
  const raw = entry.summary ? RAW_REQUEST.exec(entry.summary) : null;
  if (raw) return describeSupportRequest(raw[1] ?? '', raw[2] ?? '', Number(raw[3]));
  const socket = entry.summary ? RAW_SOCKET.exec(entry.summary) : null;
  if (socket) return describeSupportEvent(socket[1] ?? '', socket[2] ?? null);
  if (entry.summary) return entry.summary;
  const verb = entry.action.split('.').pop() ?? '';
  return `${CHANGES[verb] ?? 'Alteração'} de ${auditEntityName(entry.entityType)}`;
}

/** One field an audit entry changed, its values in words (null: it had none). */
export interface AuditChange {
  field: string;
  before: string | null;
  after: string | null;
}

/** A value longer than this is cut (the whole stays in the log's JSON). */
const AUDIT_VALUE_MAX = 300;
/** Below this depth a value is shown whole, as JSON, instead of field by field. */
const AUDIT_DEPTH_MAX = 6;

function auditValue(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  const text =
    typeof value === 'string'
      ? value
      : typeof value === 'boolean'
        ? value
          ? 'sim'
          : 'não'
        : typeof value === 'number'
          ? String(value)
          : Array.isArray(value) && value.every((item) => item === null || typeof item !== 'object')
            ? value.map((item) => String(item)).join(', ')
            : JSON.stringify(value);
  if (text === '' || text === '{}') return null;
  return text.length > AUDIT_VALUE_MAX ? `${text.slice(0, AUDIT_VALUE_MAX - 1)}…` : text;
}

/** The fields of a value as dotted paths ('sections.2.text'), a list of plain values being one field. */
function auditFields(value: unknown, path: string, depth: number, into: Map<string, string | null>): void {
  const plainList = Array.isArray(value) && value.every((item) => item === null || typeof item !== 'object');
  if (value !== null && typeof value === 'object' && !plainList && depth < AUDIT_DEPTH_MAX) {
    const entries = Array.isArray(value)
      ? value.map((item, index) => [String(index + 1), item] as const)
      : Object.entries(value);
    for (const [key, item] of entries) auditFields(item, path ? `${path}.${key}` : key, depth + 1, into);
    return;
  }
  into.set(path || '(valor)', auditValue(value));
}

/**
 * What an audit entry changed, field by field (the entity's stored form before and after, as the console's
 * saves record them): only the fields whose value differs, at most `limit` of them, and how many more there are.
 */
export function auditChanges(before: unknown, after: unknown, limit = 40): { changes: AuditChange[]; more: number } {
  const was = new Map<string, string | null>();
  const is = new Map<string, string | null>();
  if (before !== null && before !== undefined) auditFields(before, '', 0, was);
  if (after !== null && after !== undefined) auditFields(after, '', 0, is);
  const changes: AuditChange[] = [];
  for (const field of new Set([...was.keys(), ...is.keys()])) {
    const old = was.get(field) ?? null;
    const now = is.get(field) ?? null;
    if (old !== now) changes.push({ field, before: old, after: now });
  }
  return { changes: changes.slice(0, limit), more: Math.max(0, changes.length - limit) };
}
