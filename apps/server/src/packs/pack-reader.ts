import { readFile, stat } from 'node:fs/promises';
import { isAbsolute, join, normalize, relative, sep } from 'node:path';
import {
  PACK_LISTS,
  type Pack,
  type PackEvaluation,
  type PackPart,
  type PackQuestionItem,
  type PackSectionContentNode,
  type PackSectionInput,
  packDate,
  packPart,
  packRoot,
  resolvePackDate,
} from '@trilha/shared/api/pack-format';
import { PACKAGED_COURSE_CONTENT_TYPE } from '@trilha/shared/constants';
import { type Document, LineCounter, parseDocument } from 'yaml';
import type { z } from 'zod';
import { inspectPackage } from '../modules/learning/lessons/package-import';
import { PackageError } from '../modules/learning/lessons/package-zip';
import { isValidKey } from '../platform/storage';
import { readQuestionFile } from './pack-questions';

/** One problem of a pack: the file, the line (when known), where in the manifest, and what is wrong. */
export type PackError = { file: string; line: number | null; path: string; message: string };

/** A pack read from a folder and found valid: the merged manifest and the files it names. */
export type LoadedPack = {
  pack: Pack;
  /** The folder the `./` paths are relative to. */
  folder: string;
  /** Every `./` path the manifest names, normalised (`media/logo.svg`), with its absolute path. */
  files: Map<string, string>;
};

export type ReadPackResult = { ok: true; loaded: LoadedPack } | { ok: false; errors: PackError[] };

const MANIFEST_NAMES = ['pack.yaml', 'pack.yml', 'pack.json'];
type Path = Array<string | number>;
type Origin = { file: string; path: Path };
type Parsed = { file: string; doc: Document; lines: LineCounter };

/** The manifest path of an entry as a reader would write it: `nodes[3].blocks[0].title`. */
export function formatPath(path: Path): string {
  return path.reduce<string>(
    (text, part) => (typeof part === 'number' ? `${text}[${part}]` : text ? `${text}.${part}` : part),
    '',
  );
}

/** `file:line: path: message`, one line per problem, for the command line. */
export function formatPackError(error: PackError): string {
  const where = error.line ? `${error.file}:${error.line}` : error.file;
  return `${where}: ${error.path ? `${error.path}: ` : ''}${error.message}`;
}

/**
 * Reads and validates a whole pack folder: every manifest file against the format, then every reference
 * between entities, every `./` file and every date range, reporting all problems with their file and line
 * before anything is written.
 */
export async function readPack(folder: string): Promise<ReadPackResult> {
  const errors: PackError[] = [];
  const parsed = new Map<string, Parsed>();
  const origins = new WeakMap<object, Origin>();

  const manifestName = await findManifest(folder);
  if (!manifestName) {
    return {
      ok: false,
      errors: [
        {
          file: folder,
          line: null,
          path: '',
          message: `Nenhum manifesto encontrado: crie ${MANIFEST_NAMES.join(', ')} nesta pasta`,
        },
      ],
    };
  }

  const report = (origin: Origin | undefined, sub: Path, message: string) => {
    const file = origin?.file ?? manifestName;
    const path = [...(origin?.path ?? []), ...sub];
    errors.push({ file, line: lineOf(parsed.get(file), path), path: formatPath(path), message });
  };

  async function load<T extends z.ZodType>(file: string, schema: T): Promise<z.output<T> | undefined> {
    let source: string;
    try {
      source = await readFile(join(folder, file), 'utf8');
    } catch {
      errors.push({ file, line: null, path: '', message: 'Arquivo não encontrado no pacote' });
      return undefined;
    }
    const lines = new LineCounter();
    const doc = parseDocument(source, { lineCounter: lines, uniqueKeys: true, prettyErrors: false });
    parsed.set(file, { file, doc, lines });
    if (doc.errors.length > 0) {
      for (const error of doc.errors) {
        errors.push({
          file,
          line: error.linePos?.[0]?.line ?? null,
          path: '',
          message: `Manifesto ilegível: ${error.message.split('\n')[0]}`,
        });
      }
      return undefined;
    }
    const value: unknown = doc.toJS({ maxAliasCount: 100 });
    await checkFiles(value, [], file);
    const result = schema.safeParse(value);
    if (!result.success) {
      for (const issue of result.error.issues) {
        const path = issue.path.filter((part): part is string | number => typeof part !== 'symbol');
        const detail =
          issue.code === 'unrecognized_keys' ? `campo desconhecido: ${issue.keys.join(', ')}` : issue.message;
        errors.push({ file, line: lineOf(parsed.get(file), path), path: formatPath(path), message: detail });
      }
      return undefined;
    }
    return result.data;
  }

  const files = new Map<string, string>();
  /** Every string starting with `./` names a file that must exist inside the folder. */
  async function checkFiles(value: unknown, path: Path, file: string): Promise<void> {
    if (typeof value === 'string') {
      if (!value.startsWith('./')) return;
      const target = normalize(value.slice(2));
      const absolute = join(folder, target);
      const where = { file, line: lineOf(parsed.get(file), path), path: formatPath(path) };
      if (
        isAbsolute(target) ||
        target.startsWith(`..${sep}`) ||
        target === '..' ||
        relative(folder, absolute).startsWith('..')
      ) {
        errors.push({ ...where, message: `O arquivo ${value} está fora da pasta do pacote` });
        return;
      }
      const key = target.split(sep).join('/');
      if (!isValidKey(`packs/pack/${key}`)) {
        errors.push({ ...where, message: `Nome de arquivo inválido: ${value} (use letras, números, ".", "-" e "_")` });
        return;
      }
      const info = await stat(absolute).catch(() => null);
      if (!info?.isFile()) {
        errors.push({ ...where, message: `Arquivo não encontrado no pacote: ${value}` });
        return;
      }
      files.set(key, absolute);
      return;
    }
    if (Array.isArray(value)) {
      for (const [index, item] of value.entries()) await checkFiles(item, [...path, index], file);
    } else if (value && typeof value === 'object') {
      for (const [key, item] of Object.entries(value)) await checkFiles(item, [...path, key], file);
    }
  }

  const root = await load(manifestName, packRoot);
  const parts: Array<{ file: string; part: PackPart }> = [];
  if (root) parts.push({ file: manifestName, part: root });
  // A root manifest with errors still names its other files: they are checked too, so every error shows at once.
  const rawInclude = root
    ? root.include
    : (parsed.get(manifestName)?.doc.toJS() as { include?: unknown } | null)?.include;
  const includes = Array.isArray(rawInclude)
    ? rawInclude.filter((item): item is string => typeof item === 'string' && /\.(ya?ml|json)$/.test(item))
    : [];
  for (const [index, include] of includes.entries()) {
    const target = normalize(include);
    if (target.startsWith('..') || isAbsolute(target)) {
      report(
        { file: manifestName, path: ['include', index] },
        [],
        'O arquivo incluído deve estar dentro da pasta do pacote',
      );
      continue;
    }
    const part = await load(target, packPart);
    if (part) parts.push({ file: target, part });
  }
  if (!root || errors.length > 0) return { ok: false, errors };

  // Merge the files in order, remembering where each entity came from for the checks below.
  const pack: Pack = { format: root.format, company: root.company };
  const activity: NonNullable<PackPart['activity']> = {};
  for (const { file, part } of parts) {
    for (const list of PACK_LISTS) {
      const items = part[list] as object[] | undefined;
      if (!items) continue;
      items.forEach((item, index) => {
        origins.set(item, { file, path: [list, index] });
      });
      (pack as Record<string, unknown>)[list] = [
        ...(((pack as Record<string, unknown>)[list] as object[]) ?? []),
        ...items,
      ];
    }
    if (part.features) pack.features = { ...pack.features, ...part.features };
    for (const [list, items] of Object.entries(part.activity ?? {}) as Array<[keyof typeof activity, object[]]>) {
      items.forEach((item, index) => {
        origins.set(item, { file, path: ['activity', list, index] });
      });
      (activity as Record<string, object[]>)[list] = [...((activity[list] as object[] | undefined) ?? []), ...items];
    }
  }
  if (Object.keys(activity).length > 0) pack.activity = activity;

  checkReferences(pack, (item, sub, message) => report(origins.get(item), sub, message), origins);
  const questions = await checkPackageFiles(pack, files, (item, sub, message) =>
    report(origins.get(item), sub, message),
  );
  if (errors.length > 0) return { ok: false, errors };
  // A question file's questions travel as `questionItems`, so the import gives them to the evaluation by the
  // same rules; `questions` stays to name the file in the import's messages.
  if (pack.evaluations) {
    pack.evaluations = pack.evaluations.map((evaluation) => {
      const items = questions.get(evaluation);
      return items ? { ...evaluation, questionItems: items } : evaluation;
    });
  }
  return { ok: true, loaded: { pack, folder, files } };
}

/** Validates a pack given as JSON (the admin API): the same checks as a folder, without `./` files. */
export function validatePackJson(
  value: unknown,
  company: Pack['company'],
): { ok: true; pack: Pack } | { ok: false; errors: PackError[] } {
  const errors: PackError[] = [];
  const files: Path[] = [];
  findFileReferences(value, [], files);
  for (const path of files) {
    errors.push({
      file: 'pack',
      line: null,
      path: formatPath(path),
      message: 'Arquivos do pacote (./) só podem ser importados de uma pasta; use um endereço',
    });
  }
  const result = packPart.safeParse(value);
  if (!result.success) {
    for (const issue of result.error.issues) {
      const path = issue.path.filter((part): part is string | number => typeof part !== 'symbol');
      const detail =
        issue.code === 'unrecognized_keys' ? `campo desconhecido: ${issue.keys.join(', ')}` : issue.message;
      errors.push({ file: 'pack', line: null, path: formatPath(path), message: detail });
    }
    return { ok: false, errors };
  }
  const pack: Pack = { format: 'trilha-pack/1', company, ...result.data };
  const origins = new WeakMap<object, Origin>();
  for (const list of PACK_LISTS) {
    (pack[list] as object[] | undefined)?.forEach((item, index) => {
      origins.set(item, { file: 'pack', path: [list, index] });
    });
  }
  for (const [list, items] of Object.entries(pack.activity ?? {}) as Array<[string, object[]]>) {
    items.forEach((item, index) => {
      origins.set(item, { file: 'pack', path: ['activity', list, index] });
    });
  }
  checkReferences(
    pack,
    (item, sub, message) => {
      const origin = origins.get(item);
      errors.push({ file: 'pack', line: null, path: formatPath([...(origin?.path ?? []), ...sub]), message });
    },
    origins,
    { partial: true },
  );
  return errors.length > 0 ? { ok: false, errors } : { ok: true, pack };
}

function findFileReferences(value: unknown, path: Path, found: Path[]): void {
  if (typeof value === 'string') {
    if (value.startsWith('./')) found.push(path);
  } else if (Array.isArray(value)) {
    value.forEach((item, index) => {
      findFileReferences(item, [...path, index], found);
    });
  } else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) findFileReferences(item, [...path, key], found);
  }
}

async function findManifest(folder: string): Promise<string | undefined> {
  for (const name of MANIFEST_NAMES) {
    const info = await stat(join(folder, name)).catch(() => null);
    if (info?.isFile()) return name;
  }
  return undefined;
}

/** The line of the node at `path`, or of the nearest enclosing node that exists (a missing field). */
function lineOf(parsed: Parsed | undefined, path: Path): number | null {
  if (!parsed) return null;
  const walk = [...path];
  for (;;) {
    const node =
      walk.length === 0
        ? parsed.doc.contents
        : (parsed.doc.getIn(walk, true) as { range?: [number, number, number] } | undefined);
    const range = (node as { range?: [number, number, number] } | null | undefined)?.range;
    if (range) return parsed.lines.linePos(range[0]).line;
    if (walk.length === 0) return null;
    walk.pop();
  }
}

type Report = (item: object, sub: Path, message: string) => void;

/**
 * Keys unique where they must be, every reference naming an entity of the pack (or, for a partial pack
 * sent to the admin API, left to the import to find in the company), dates in order, no page inside itself.
 */
function checkReferences(
  pack: Pack,
  report: Report,
  origins: WeakMap<object, Origin>,
  options: { partial?: boolean } = {},
): void {
  const unique = <T extends object>(
    items: T[] | undefined,
    keyOf: (item: T) => string,
    field: string,
    what: string,
  ) => {
    const seen = new Set<string>();
    for (const item of items ?? []) {
      const key = keyOf(item);
      if (seen.has(key)) report(item, [field], `${what} repetido: ${key}`);
      seen.add(key);
    }
    return seen;
  };
  const exists = (known: Set<string>, item: object, field: Path, key: string | null | undefined, what: string) => {
    if (key && !known.has(key) && !options.partial) report(item, field, `${what} '${key}' não existe no pacote`);
  };

  const buckets = unique(pack.apps, (app) => app.bucket, 'bucket', 'Bucket');
  const hosts = new Set<string>();
  for (const app of pack.apps ?? []) {
    app.hosts.forEach((host, index) => {
      if (hosts.has(host)) report(app, ['hosts', index], `Endereço repetido: ${host}`);
      hosts.add(host);
    });
  }

  // Sections: keys unique in the company, `sectionTo` naming one of them.
  const sections: Array<{ section: PackSectionInput; owner: object; path: Path }> = [];
  for (const app of pack.apps ?? []) {
    const walk = (list: PackSectionInput[] | undefined, path: Path) =>
      list?.forEach((section, index) => {
        sections.push({ section, owner: app, path: [...path, index] });
        walk(section.children, [...path, index, 'children']);
      });
    walk(app.sections, ['sections']);
  }
  const sectionKeys = new Set<string>();
  for (const { section, owner, path } of sections) {
    if (sectionKeys.has(section.key)) report(owner, [...path, 'key'], `Seção repetida: ${section.key}`);
    sectionKeys.add(section.key);
  }
  for (const { section, owner, path } of sections)
    exists(sectionKeys, owner, [...path, 'sectionTo'], section.sectionTo, 'A seção');

  const usernames = unique(pack.users, (user) => user.username, 'username', 'Usuário');
  for (const user of pack.users ?? []) {
    user.apps?.forEach((bucket, index) => {
      exists(buckets, user, ['apps', index], bucket, 'O aplicativo');
    });
    exists(usernames, user, ['manager'], user.manager, 'O gestor');
    if (user.password && user.passwordHash) report(user, ['password'], 'Informe password ou passwordHash, não os dois');
  }

  const contents = unique(pack.contentItems, (item) => item.key, 'key', 'Conteúdo');
  for (const item of pack.contentItems ?? []) exists(sectionKeys, item, ['section'], item.section, 'A seção');
  const evaluations = unique(pack.evaluations, (item) => item.key, 'key', 'Avaliação');
  for (const evaluation of pack.evaluations ?? []) {
    if (evaluation.questions && !evaluation.questions.startsWith('./')) {
      report(evaluation, ['questions'], 'O arquivo de questões deve ser um arquivo do pacote (./questoes/prova.xml)');
    }
    if (evaluation.questions && !evaluation.questionFormat) {
      report(evaluation, ['questionFormat'], 'Diga o formato do arquivo de questões: qti ou moodle');
    }
    if (evaluation.questions && evaluation.questionItems?.length) {
      report(evaluation, ['questionItems'], 'Use um arquivo de questões (questions) ou questionItems, não os dois');
    }
    evaluation.questionItems?.forEach((question, index) => {
      question.matches?.forEach((match, matchIndex) => {
        if (match.option >= (question.options?.length ?? 0)) {
          report(
            evaluation,
            ['questionItems', index, 'matches', matchIndex, 'option'],
            `A questão não tem a opção ${match.option} (as opções contam de 0)`,
          );
        }
      });
    });
  }

  const codes = unique(pack.nodes, (node) => node.code, 'code', 'Código de página');
  const classKeys = new Set<string>();
  const meetingKeys = new Set<string>();
  const learningClasses = new Set<string>();
  const entryPoints = (pack.nodes ?? []).filter((node) => node.entryPoint === 1);
  for (const extra of entryPoints.slice(1))
    report(extra, ['entryPoint'], 'Só uma página pode ser a página inicial (entryPoint)');
  const children = new Map<string, Array<{ code: string; node: object; path: Path }>>();
  for (const node of pack.nodes ?? []) {
    exists(codes, node, ['equivalentNode'], node.equivalentNode, 'A página');
    node.blocks?.forEach((block, blockIndex) => {
      block.elements?.forEach((element, elementIndex) => {
        const path: Path = ['blocks', blockIndex, 'elements', elementIndex];
        if ('node' in element) {
          exists(codes, node, [...path, 'node'], element.node, 'A página');
          children.set(node.code, [
            ...(children.get(node.code) ?? []),
            { code: element.node, node, path: [...path, 'node'] },
          ]);
        }
        if ('content' in element) exists(contents, node, [...path, 'content'], element.content, 'O conteúdo');
        if ('evaluation' in element)
          exists(evaluations, node, [...path, 'evaluation'], element.evaluation, 'A avaliação');
      });
    });
    const meetingsOf = (list: Array<{ key: string; startDate: string; finishDate: string }> | undefined, path: Path) =>
      list?.forEach((meeting, index) => {
        if (meetingKeys.has(meeting.key)) report(node, [...path, index, 'key'], `Encontro repetido: ${meeting.key}`);
        meetingKeys.add(meeting.key);
        if (isBefore(meeting.finishDate, meeting.startDate))
          report(node, [...path, index, 'finishDate'], 'O fim vem antes do início');
      });
    meetingsOf(node.meetings, ['meetings']);
    node.classes?.forEach((team, index) => {
      if (classKeys.has(team.key)) report(node, ['classes', index, 'key'], `Turma repetida: ${team.key}`);
      classKeys.add(team.key);
      if (node.type === 'LEARNING') learningClasses.add(team.key);
      else report(node, ['classes', index], 'Só treinamentos (LEARNING) têm turmas');
      if (team.certificateForChildren === 1 && !team.certificate) {
        report(
          node,
          ['classes', index, 'certificateForChildren'],
          'Diga o modelo de certificado da turma (certificate)',
        );
      }
      if (team.initialDate && team.finalDate && isBefore(team.finalDate, team.initialDate)) {
        report(node, ['classes', index, 'finalDate'], 'A data final vem antes da inicial');
      }
      meetingsOf(team.meetings, ['classes', index, 'meetings']);
    });
  }
  // A page may not contain itself, directly or through its child pages (the tree would never end).
  const state = new Map<string, 'open' | 'done'>();
  const visit = (code: string) => {
    state.set(code, 'open');
    for (const child of children.get(code) ?? []) {
      if (state.get(child.code) === 'open')
        report(child.node, child.path, `A página '${child.code}' contém a si mesma`);
      else if (!state.has(child.code)) visit(child.code);
    }
    state.set(code, 'done');
  };
  for (const code of children.keys()) if (!state.has(code)) visit(code);

  const types = unique(pack.scheduleTypes, (item) => item.key, 'key', 'Tipo de agenda');
  unique(pack.schedules, (item) => item.key, 'key', 'Agenda');
  for (const schedule of pack.schedules ?? []) {
    exists(types, schedule, ['type'], schedule.type, 'O tipo de agenda');
    if (isBefore(schedule.endDate, schedule.startDate)) report(schedule, ['endDate'], 'O fim vem antes do início');
  }
  const campaigns = unique(pack.campaigns, (item) => item.key, 'key', 'Campanha');
  for (const campaign of pack.campaigns ?? []) {
    if (isBefore(campaign.endDate, campaign.startDate)) report(campaign, ['endDate'], 'O fim vem antes do início');
  }
  checkAuthoredReferences(pack, report, { sectionKeys, buckets, exists, unique });
  unique(pack.scormPackages, (item) => item.key, 'key', 'Pacote SCORM');
  // A package plays in a packaged course (type 26), one package per content.
  const typeOf = new Map((pack.contentItems ?? []).map((item) => [item.key, item.type]));
  const packaged = new Set<string>();
  for (const scorm of pack.scormPackages ?? []) {
    if (!scorm.content) continue;
    exists(contents, scorm, ['content'], scorm.content, 'O conteúdo');
    const type = typeOf.get(scorm.content);
    if (type !== undefined && type !== PACKAGED_COURSE_CONTENT_TYPE) {
      report(
        scorm,
        ['content'],
        `O conteúdo '${scorm.content}' não é um curso em pacote: um pacote SCORM só toca em um conteúdo de type ${PACKAGED_COURSE_CONTENT_TYPE}`,
      );
    }
    if (packaged.has(scorm.content)) report(scorm, ['content'], `O conteúdo '${scorm.content}' já tem um pacote SCORM`);
    packaged.add(scorm.content);
  }

  const activity = pack.activity;
  for (const entry of activity?.termsAcceptances ?? []) {
    exists(usernames, entry, ['user'], entry.user, 'O usuário');
    exists(buckets, entry, ['app'], entry.app, 'O aplicativo');
  }
  const enrolled = new Set<string>();
  for (const entry of activity?.enrollments ?? []) {
    exists(usernames, entry, ['user'], entry.user, 'O usuário');
    exists(classKeys, entry, ['class'], entry.class, 'A turma');
    const pair = `${entry.user} ${entry.class}`;
    if (enrolled.has(pair)) report(entry, ['class'], `Matrícula repetida de ${entry.user} na turma ${entry.class}`);
    enrolled.add(pair);
    entry.contents?.forEach((content, index) => {
      exists(contents, entry, ['contents', index, 'content'], content.content, 'O conteúdo');
    });
  }
  for (const entry of activity?.enrollmentRequests ?? []) {
    exists(usernames, entry, ['user'], entry.user, 'O usuário');
    exists(classKeys, entry, ['class'], entry.class, 'A turma');
  }
  for (const entry of activity?.campaignPoints ?? []) {
    exists(usernames, entry, ['user'], entry.user, 'O usuário');
    exists(campaigns, entry, ['campaign'], entry.campaign, 'A campanha');
  }
  const products = unique(pack.storeProducts, (item) => item.key, 'key', 'Produto');
  for (const product of pack.storeProducts ?? []) {
    exists(buckets, product, ['app'], product.app, 'O aplicativo');
    exists(sectionKeys, product, ['section'], product.section, 'A seção');
  }
  for (const entry of activity?.storeOwnerships ?? []) {
    exists(usernames, entry, ['user'], entry.user, 'O usuário');
    exists(products, entry, ['product'], entry.product, 'O produto');
  }
  void origins;
}

type Checks = {
  sectionKeys: Set<string>;
  buckets: Set<string>;
  exists: (known: Set<string>, item: object, field: Path, key: string | null | undefined, what: string) => void;
  unique: <T extends object>(
    items: T[] | undefined,
    keyOf: (item: T) => string,
    field: string,
    what: string,
  ) => Set<string>;
};

/**
 * The references of the content app's items, the community's entries and the account's settings: each
 * names a section, app, plan or room of the pack, and no key or natural key is given twice.
 */
function checkAuthoredReferences(pack: Pack, report: Report, { sectionKeys, buckets, exists, unique }: Checks): void {
  const rooms = unique(pack.chatRooms, (room) => room.key, 'key', 'Sala de bate-papo');
  for (const room of pack.chatRooms ?? []) exists(sectionKeys, room, ['section'], room.section, 'A seção');

  // Content items and their parts share one key space.
  const contentKeys = new Set<string>();
  const walk = (owner: object, list: PackSectionContentNode[] | undefined, path: Path) =>
    list?.forEach((item, index) => {
      const at: Path = [...path, index];
      if (contentKeys.has(item.key)) report(owner, [...at, 'key'], `Conteúdo repetido: ${item.key}`);
      contentKeys.add(item.key);
      exists(rooms, owner, [...at, 'chatRoom'], item.chatRoom, 'A sala de bate-papo');
      walk(owner, item.children, [...at, 'children']);
    });
  for (const item of pack.sectionContents ?? []) {
    if (contentKeys.has(item.key)) report(item, ['key'], `Conteúdo repetido: ${item.key}`);
    contentKeys.add(item.key);
    exists(sectionKeys, item, ['section'], item.section, 'A seção');
    exists(rooms, item, ['chatRoom'], item.chatRoom, 'A sala de bate-papo');
    walk(item, item.children, ['children']);
  }

  const paths = new Set<string>();
  for (const entry of pack.library ?? []) {
    exists(sectionKeys, entry, ['section'], entry.section, 'A seção');
    const id = `${entry.section} ${entry.path}`;
    if (paths.has(id)) report(entry, ['path'], `Item de biblioteca repetido: ${entry.path}`);
    paths.add(id);
    const isFolder = entry.path.endsWith('/');
    if (isFolder && entry.file) report(entry, ['file'], 'Uma pasta (caminho terminado em "/") não tem arquivo');
    if (!isFolder && !entry.file)
      report(entry, ['file'], 'Informe o arquivo do item (ou termine o caminho com "/" para uma pasta)');
  }
  unique(pack.sectionMessages, (item) => item.key, 'key', 'Recado');
  for (const message of pack.sectionMessages ?? [])
    exists(sectionKeys, message, ['section'], message.section, 'A seção');
  unique(pack.announcements, (item) => item.key, 'key', 'Notificação');
  for (const entry of pack.announcements ?? []) exists(buckets, entry, ['app'], entry.app, 'O aplicativo');

  const plans = unique(pack.plans, (item) => item.key, 'key', 'Plano');
  unique(pack.appPlans, (item) => item.app, 'app', 'Plano do aplicativo');
  for (const entry of pack.appPlans ?? []) {
    exists(buckets, entry, ['app'], entry.app, 'O aplicativo');
    exists(plans, entry, ['plan'], entry.plan, 'O plano');
    if (entry.finishDate && isBefore(entry.finishDate, entry.startDate))
      report(entry, ['finishDate'], 'O fim vem antes do início');
  }
  unique(pack.planCampaigns, (item) => item.key, 'key', 'Campanha de plano');
  for (const campaign of pack.planCampaigns ?? []) {
    if (isBefore(campaign.finishDate, campaign.startDate))
      report(campaign, ['finishDate'], 'O fim vem antes do início');
    if (campaign.media && !campaign.mediaType) report(campaign, ['mediaType'], 'Diga o tipo da mídia da campanha');
  }
  unique(pack.notifications, (item) => item.type, 'type', 'Notificação');
  unique(pack.emailForms, (item) => item.form, 'form', 'Formulário');
  unique(pack.responsibilityTerms, (item) => item.key, 'key', 'Termo de responsabilidade');
}

/** Compares two pack dates (relative ones against the same moment). */
function isBefore(a: string, b: string): boolean {
  if (!packDate.safeParse(a).success || !packDate.safeParse(b).success) return false;
  const now = new Date();
  return resolvePackDate(a, now) < resolvePackDate(b, now);
}

/**
 * SCORM packages must be valid SCORM 1.2 or 2004 zips; question files must parse, with every item one of
 * the question types. Answers the questions each question file gives, by its evaluation.
 */
async function checkPackageFiles(
  pack: Pack,
  files: Map<string, string>,
  report: Report,
): Promise<Map<PackEvaluation, PackQuestionItem[]>> {
  const fileOf = (reference: string) => files.get(normalize(reference.slice(2)).split(sep).join('/'));
  for (const scorm of pack.scormPackages ?? []) {
    if (!scorm.file.startsWith('./')) {
      report(scorm, ['file'], 'O pacote SCORM deve ser um arquivo .zip do pacote (./scorm/curso.zip)');
      continue;
    }
    const zipPath = fileOf(scorm.file);
    if (!zipPath) continue;
    // The archive and manifest checks of an administrator's upload, without storing anything.
    try {
      await inspectPackage({ zipPath });
    } catch (error) {
      if (!(error instanceof PackageError)) throw error;
      report(scorm, ['file'], `${scorm.file}: ${error.message}`);
    }
  }
  const questions = new Map<PackEvaluation, PackQuestionItem[]>();
  for (const evaluation of pack.evaluations ?? []) {
    if (!evaluation.questions?.startsWith('./')) continue;
    const absolute = fileOf(evaluation.questions);
    if (!absolute) continue;
    // The parser of an administrator's question import, so a pack reads a file exactly as an upload does.
    const read = await readQuestionFile(absolute, evaluation.questionFormat);
    if (read.ok) questions.set(evaluation, read.items);
    else for (const problem of read.problems) report(evaluation, ['questions'], `${evaluation.questions}: ${problem}`);
  }
  return questions;
}
