import type { ImportedQuestion } from '@trilha/shared/api/learning-evaluations';
import type { QuestionBankFormat, SkippedItem } from '@trilha/shared/api/question-bank';
import { AppError } from '../../../platform/errors';
import { decodeXml, readXml } from '../../../platform/xml';
import { openZip, ZipError, type ZipLimits, type ZipProblem } from '../../../platform/zip';

/**
 * Reads questions from standard question banks into the eight question types: QTI 2.1 and QTI 3.0
 * items (one XML item, or a content package .zip with its imsmanifest.xml) and Moodle XML quizzes.
 * Every item that cannot be represented is reported with its identifier and the reason, never dropped.
 */

export type QuestionBank = {
  format: QuestionBankFormat;
  questions: ImportedQuestion[];
  unsupported: SkippedItem[];
  warnings: SkippedItem[];
};

/** Limits for uploaded packages: entries, size of one file and of all files once unzipped. */
const ZIP_LIMITS: ZipLimits = { maxEntries: 2000, maxFileBytes: 2 * 1024 * 1024, maxTotalBytes: 20 * 1024 * 1024 };

type XmlNode = { name: string; attrs: Record<string, string>; children: XmlChild[] };
type XmlChild = XmlNode | { text: string };

/** Reads a question bank from an uploaded file: XML (QTI item or Moodle quiz) or a QTI package (.zip). */
export async function readQuestionBank(data: Buffer): Promise<QuestionBank> {
  if (data.length >= 4 && data.readUInt32LE(0) === 0x04034b50) return readQtiPackage(data);
  const text = decodeXml(data);
  const root = parseXml(text);
  if (root.name === 'quiz') return readMoodleQuiz(root);
  if (root.name === 'assessmentItem') {
    const format = qtiVersion(text);
    const bank: QuestionBank = { format, questions: [], unsupported: [], warnings: [] };
    addQtiItem(bank, root, 'item');
    return bank;
  }
  throw invalid(
    root.name === 'questestinterop'
      ? 'Arquivo QTI 1.2 não é suportado. Exporte os itens em QTI 2.1 ou 3.0.'
      : root.name === 'assessmentTest'
        ? 'Este arquivo é um teste QTI, que só aponta para os itens. Envie o pacote .zip com os itens.'
        : undefined,
  );
}

// ---------------------------------------------------------------------------------------------- QTI

function qtiVersion(text: string): QuestionBankFormat {
  return /imsqtiasi_v3p0|<qti-assessment-item/i.test(text) ? 'QTI_3_0' : 'QTI_2_1';
}

async function readQtiPackage(data: Buffer): Promise<QuestionBank> {
  const files = await unzip(data);
  const manifest = [...files.keys()].find((path) => path.toLowerCase() === 'imsmanifest.xml');
  let itemPaths: string[];
  if (manifest) {
    const root = parseXml(decodeXml(files.get(manifest)!));
    itemPaths = descendants(root, 'resource')
      .filter((resource) => /^imsqti_item_xmlv(2p\d|3p\d)/i.test(resource.attrs.type ?? ''))
      .map((resource) => resolvePath(resource.attrs.href ?? ''))
      .filter(Boolean);
  } else {
    itemPaths = [...files.keys()].filter((path) => path.toLowerCase().endsWith('.xml')).sort();
  }
  const texts = itemPaths.map((path) => ({ path, text: files.has(path) ? decodeXml(files.get(path)!) : null }));
  const format = texts.some((entry) => entry.text && qtiVersion(entry.text) === 'QTI_3_0') ? 'QTI_3_0' : 'QTI_2_1';
  const bank: QuestionBank = { format, questions: [], unsupported: [], warnings: [] };
  for (const { path, text } of texts) {
    if (text === null) {
      bank.unsupported.push({ identifier: path, reason: 'O manifesto aponta para um arquivo que não está no pacote.' });
      continue;
    }
    let root: XmlNode;
    try {
      root = parseXml(text);
    } catch {
      bank.unsupported.push({ identifier: path, reason: 'XML inválido.' });
      continue;
    }
    if (root.name !== 'assessmentItem') {
      if (!manifest) continue;
      bank.unsupported.push({ identifier: path, reason: `Não é um item QTI (${root.name}).` });
      continue;
    }
    addQtiItem(bank, root, path);
  }
  if (bank.questions.length === 0 && bank.unsupported.length === 0) {
    throw invalid('O pacote não tem itens QTI.');
  }
  return bank;
}

const QTI_INTERACTIONS = [
  'choiceInteraction',
  'matchInteraction',
  'extendedTextInteraction',
  'textEntryInteraction',
  'inlineChoiceInteraction',
  'orderInteraction',
  'associateInteraction',
  'gapMatchInteraction',
  'hottextInteraction',
  'hotspotInteraction',
  'graphicOrderInteraction',
  'graphicAssociateInteraction',
  'graphicGapMatchInteraction',
  'selectPointInteraction',
  'positionObjectInteraction',
  'sliderInteraction',
  'uploadInteraction',
  'drawingInteraction',
  'mediaInteraction',
  'customInteraction',
  'endAttemptInteraction',
  'portableCustomInteraction',
];

function addQtiItem(bank: QuestionBank, item: XmlNode, fallbackId: string) {
  const identifier = item.attrs.identifier || fallbackId;
  const skip = (reason: string) => bank.unsupported.push({ identifier, reason });
  const body = child(item, 'itemBody');
  if (!body) return skip('O item não tem corpo (itemBody).');
  const interactions = descendants(body, (node) => QTI_INTERACTIONS.includes(node.name));
  if (interactions.length === 0) return skip('O item não tem interação com o aluno.');
  if (interactions.length > 1) {
    return skip(`O item tem ${interactions.length} interações; cada questão aceita uma só.`);
  }
  const interaction = interactions[0]!;
  const statement = joinText([statementText(body), textOf(child(interaction, 'prompt'))]);
  if (!statement) return skip('O item não tem enunciado.');
  if (descendants(body, 'img').length > 0 || descendants(body, 'object').length > 0) {
    bank.warnings.push({ identifier, reason: 'As imagens e mídias do enunciado não foram importadas.' });
  }
  const response = descendants(item, 'responseDeclaration').find(
    (declaration) => declaration.attrs.identifier === interaction.attrs.responseIdentifier,
  );
  const correctValues = response
    ? descendants(child(response, 'correctResponse') ?? emptyNode(), 'value').map((value) => textOf(value))
    : [];

  switch (interaction.name) {
    case 'choiceInteraction': {
      const choices = children(interaction, 'simpleChoice').map((choice) => ({
        id: choice.attrs.identifier ?? '',
        description: textOf(choice),
      }));
      if (choices.length < 2) return skip('A questão de escolha precisa de ao menos duas alternativas.');
      const multiple = response?.attrs.cardinality === 'multiple' || Number(interaction.attrs.maxChoices ?? 1) !== 1;
      let correct = new Set(correctValues);
      if (correct.size === 0 && response) {
        const mapped = descendants(response, 'mapEntry')
          .filter((entry) => Number(entry.attrs.mappedValue) > 0)
          .map((entry) => entry.attrs.mapKey ?? '');
        if (mapped.length > 0) {
          correct = new Set(mapped);
          bank.warnings.push({
            identifier,
            reason: 'A resposta correta veio da pontuação (mapping) do item; a nota é tudo ou nada.',
          });
        }
      }
      if (correct.size === 0) return skip('O item não informa a resposta correta (correctResponse).');
      if ([...correct].some((id) => !choices.some((choice) => choice.id === id))) {
        return skip('A resposta correta aponta para uma alternativa que não existe.');
      }
      if (!multiple && correct.size > 1) return skip('Escolha única com mais de uma resposta correta.');
      bank.questions.push({
        sourceIdentifier: identifier,
        questionType: multiple
          ? 'MULTI_OPTION'
          : isTrueFalse(choices.map((c) => c.description))
            ? 'TRUE_OR_FALSE'
            : 'SINGLE_OPTION',
        statement,
        options: choices.map((choice) => ({
          description: choice.description,
          isCorrect: correct.has(choice.id) ? 1 : 0,
        })),
        optionAnswers: [],
        scales: [],
      });
      return;
    }
    case 'matchInteraction': {
      const sets = children(interaction, 'simpleMatchSet');
      if (sets.length !== 2) return skip('A associação precisa de dois grupos (simpleMatchSet).');
      const read = (set: XmlNode) =>
        children(set, 'simpleAssociableChoice').map((choice) => ({
          id: choice.attrs.identifier ?? '',
          description: textOf(choice),
        }));
      const sources = read(sets[0]!);
      const targets = read(sets[1]!);
      const pairs = correctValues.map((value) => value.split(/\s+/));
      if (pairs.length === 0) return skip('O item não informa a resposta correta (correctResponse).');
      const targetOf = new Map<string, string>();
      for (const [source, target] of pairs) {
        if (!source || !target || !sources.some((s) => s.id === source) || !targets.some((t) => t.id === target)) {
          return skip('A resposta correta aponta para um item que não existe.');
        }
        if (targetOf.has(source)) return skip('Um item associado a mais de uma opção não é suportado.');
        targetOf.set(source, target);
      }
      return addCorrelate(bank, identifier, statement, sources, targets, targetOf, skip);
    }
    case 'extendedTextInteraction':
      return addComment(bank, identifier, statement);
    default:
      return skip(`Tipo de interação não suportado: ${interaction.name}.`);
  }
}

/** A question answered in the member's own words: nothing to choose from. */
function addComment(bank: QuestionBank, identifier: string, statement: string): void {
  bank.questions.push({
    sourceIdentifier: identifier,
    questionType: 'COMMENT',
    statement,
    options: [],
    optionAnswers: [],
    scales: [],
  });
}

/**
 * CORRELATE: the items to number are the sources, the numbered options the targets; every item needs
 * its option and (spec 3, 5) there are at least as many items as options.
 */
function addCorrelate(
  bank: QuestionBank,
  identifier: string,
  statement: string,
  sources: Array<{ id: string; description: string }>,
  targets: Array<{ id: string; description: string }>,
  targetOf: Map<string, string>,
  skip: (reason: string) => void,
) {
  if (sources.length === 0 || targets.length === 0) return skip('A associação não tem itens.');
  if (sources.some((source) => !targetOf.has(source.id))) {
    return skip('Todo item da associação precisa de uma resposta correta.');
  }
  if (targets.length > sources.length) {
    return skip('A associação tem mais opções do que itens (distratores), o que não é suportado.');
  }
  bank.questions.push({
    sourceIdentifier: identifier,
    questionType: 'CORRELATE',
    statement,
    options: targets.map((target) => ({ description: target.description, isCorrect: 0 })),
    optionAnswers: sources.map((source) => ({
      description: source.description,
      correctOptionIndex: targets.findIndex((target) => target.id === targetOf.get(source.id)),
    })),
    scales: [],
  });
}

/** The item body's own text: everything but the interactions (whose prompt is read apart). */
function statementText(body: XmlNode): string {
  const parts: string[] = [];
  const walk = (node: XmlNode) => {
    for (const entry of node.children) {
      if ('text' in entry) continue;
      if (QTI_INTERACTIONS.includes(entry.name) || entry.name === 'rubricBlock' || FEEDBACK.has(entry.name)) continue;
      if (BLOCKS.has(entry.name)) parts.push(textOf(entry, (n) => QTI_INTERACTIONS.includes(n.name)));
      else walk(entry);
    }
  };
  walk(body);
  const loose = body.children
    .filter((entry): entry is { text: string } => 'text' in entry)
    .map((entry) => entry.text)
    .join(' ');
  return joinText([clean(loose), ...parts]);
}

// ---------------------------------------------------------------------------------------- Moodle XML

const MOODLE_UNSUPPORTED: Record<string, string> = {
  shortanswer: 'resposta curta',
  numerical: 'numérica',
  calculated: 'calculada',
  calculatedsimple: 'calculada simples',
  calculatedmulti: 'calculada de múltipla escolha',
  multianswer: 'respostas embutidas (cloze)',
  ddwtos: 'arrastar e soltar no texto',
  gapselect: 'selecionar palavras que faltam',
  ddimageortext: 'arrastar e soltar na imagem',
  ddmarker: 'arrastar e soltar marcadores',
  randomsamatch: 'associação aleatória de respostas curtas',
  random: 'questão aleatória',
  description: 'descrição (não é uma pergunta)',
};

function readMoodleQuiz(quiz: XmlNode): QuestionBank {
  const bank: QuestionBank = { format: 'MOODLE_XML', questions: [], unsupported: [], warnings: [] };
  let number = 0;
  for (const question of children(quiz, 'question')) {
    const type = question.attrs.type ?? '';
    if (type === 'category') continue;
    number += 1;
    const name = moodleText(child(question, 'name'));
    const identifier = name ? `#${number} ${name}` : `#${number}`;
    const skip = (reason: string) => bank.unsupported.push({ identifier, reason });
    const statementHtml = rawText(child(child(question, 'questiontext') ?? emptyNode(), 'text'));
    const statement = htmlToText(statementHtml);
    if (/<img\b/i.test(statementHtml)) {
      bank.warnings.push({ identifier, reason: 'As imagens do enunciado não foram importadas.' });
    }
    if (type in MOODLE_UNSUPPORTED) {
      skip(`Tipo de questão do Moodle não suportado: ${type} (${MOODLE_UNSUPPORTED[type]}).`);
      continue;
    }
    if (!statement) {
      skip('A questão não tem enunciado.');
      continue;
    }
    const answers = children(question, 'answer').map((answer) => ({
      description: moodleText(answer),
      fraction: Number(answer.attrs.fraction ?? 0),
    }));
    switch (type) {
      case 'multichoice': {
        const single = (textOf(child(question, 'single')) || 'true').toLowerCase() !== 'false';
        if (answers.length < 2) {
          skip('A questão de múltipla escolha precisa de ao menos duas alternativas.');
          continue;
        }
        const correct = single ? answers.map((a) => a.fraction >= 100) : answers.map((a) => a.fraction > 0);
        if (!correct.some(Boolean)) {
          skip(single ? 'Nenhuma alternativa vale 100%.' : 'Nenhuma alternativa tem nota positiva.');
          continue;
        }
        if (answers.some((a) => a.fraction !== 0 && a.fraction !== 100)) {
          bank.warnings.push({
            identifier,
            reason:
              'A pontuação parcial do Moodle virou tudo ou nada: a questão vale quando todas as corretas são marcadas.',
          });
        }
        bank.questions.push({
          sourceIdentifier: identifier,
          questionType: single
            ? isTrueFalse(answers.map((a) => a.description))
              ? 'TRUE_OR_FALSE'
              : 'SINGLE_OPTION'
            : 'MULTI_OPTION',
          statement,
          options: answers.map((a, index) => ({ description: a.description, isCorrect: correct[index] ? 1 : 0 })),
          optionAnswers: [],
          scales: [],
        });
        continue;
      }
      case 'truefalse': {
        const right = answers.find((a) => a.fraction >= 100)?.description.toLowerCase();
        if (right !== 'true' && right !== 'false') {
          skip('A questão verdadeiro ou falso não informa a resposta correta.');
          continue;
        }
        bank.questions.push({
          sourceIdentifier: identifier,
          questionType: 'TRUE_OR_FALSE',
          statement,
          options: [
            { description: 'Verdadeiro', isCorrect: right === 'true' ? 1 : 0 },
            { description: 'Falso', isCorrect: right === 'false' ? 1 : 0 },
          ],
          optionAnswers: [],
          scales: [],
        });
        continue;
      }
      case 'matching': {
        const subquestions = children(question, 'subquestion').map((sub) => ({
          text: htmlToText(rawText(child(sub, 'text'))),
          answer: moodleText(child(sub, 'answer')),
        }));
        const items = subquestions.filter((sub) => sub.text);
        const targetTexts = [...new Set(subquestions.map((sub) => sub.answer).filter(Boolean))];
        const targets = targetTexts.map((description, index) => ({ id: String(index), description }));
        const sources = items.map((sub, index) => ({ id: String(index), description: sub.text }));
        const targetOf = new Map(items.map((sub, index) => [String(index), String(targetTexts.indexOf(sub.answer))]));
        addCorrelate(bank, identifier, statement, sources, targets, targetOf, skip);
        continue;
      }
      case 'essay':
        addComment(bank, identifier, statement);
        continue;
      default:
        skip(`Tipo de questão do Moodle não suportado: ${type || 'sem tipo'}.`);
    }
  }
  if (number === 0) throw invalid('O arquivo Moodle XML não tem questões.');
  return bank;
}

/** The text of a Moodle `<x><text>...</text></x>` field, HTML turned into plain text. */
function moodleText(node: XmlNode | undefined): string {
  if (!node) return '';
  const text = child(node, 'text');
  return htmlToText(text ? rawText(text) : rawText(node));
}

// ------------------------------------------------------------------------------------------- helpers

/** Question types whose two options read as true and false. */
function isTrueFalse(descriptions: string[]): boolean {
  if (descriptions.length !== 2) return false;
  const set = new Set(descriptions.map((d) => d.trim().toLowerCase().replace(/[.!]$/, '')));
  return (
    (set.has('verdadeiro') && set.has('falso')) ||
    (set.has('true') && set.has('false')) ||
    (set.has('certo') && set.has('errado'))
  );
}

/** QTI feedback shown after answering: never part of a statement or an option. */
const FEEDBACK = new Set(['feedbackInline', 'feedbackBlock', 'modalFeedback']);

const BLOCKS = new Set([
  'p',
  'div',
  'li',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'blockquote',
  'pre',
  'table',
  'ul',
  'ol',
]);

/** Plain text of a node: blocks on their own lines, inline text joined, skipped nodes left out. */
function textOf(node: XmlNode | undefined, skip?: (node: XmlNode) => boolean): string {
  if (!node) return '';
  const lines: string[] = [];
  let line = '';
  const walk = (current: XmlNode) => {
    for (const entry of current.children) {
      if ('text' in entry) {
        line += entry.text;
        continue;
      }
      if (FEEDBACK.has(entry.name) || skip?.(entry)) continue;
      if (entry.name === 'br') {
        lines.push(line);
        line = '';
      } else if (BLOCKS.has(entry.name)) {
        lines.push(line);
        line = '';
        walk(entry);
        lines.push(line);
        line = '';
      } else {
        walk(entry);
      }
    }
  };
  walk(node);
  lines.push(line);
  return joinText(lines.map(clean));
}

/** The raw characters of a node (CDATA included), for fields that hold HTML as text. */
function rawText(node: XmlNode | undefined): string {
  if (!node) return '';
  return node.children.map((entry) => ('text' in entry ? entry.text : rawText(entry))).join('');
}

/** HTML (as Moodle and some QTI banks store it) to plain text with one line per block. */
export function htmlToText(html: string): string {
  const text = html
    .replace(/<(script|style)\b[\s\S]*?<\/\1>/gi, '')
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/(p|div|li|h[1-6]|tr|blockquote|pre)>/gi, '\n')
    .replace(/<[^>]*>/g, '');
  return joinText(decodeEntities(text).split('\n').map(clean));
}

const NAMED_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  aacute: 'á',
  agrave: 'à',
  acirc: 'â',
  atilde: 'ã',
  eacute: 'é',
  ecirc: 'ê',
  iacute: 'í',
  oacute: 'ó',
  ocirc: 'ô',
  otilde: 'õ',
  uacute: 'ú',
  uuml: 'ü',
  ccedil: 'ç',
  Aacute: 'Á',
  Agrave: 'À',
  Acirc: 'Â',
  Atilde: 'Ã',
  Eacute: 'É',
  Ecirc: 'Ê',
  Iacute: 'Í',
  Oacute: 'Ó',
  Ocirc: 'Ô',
  Otilde: 'Õ',
  Uacute: 'Ú',
  Ccedil: 'Ç',
  ndash: '–',
  mdash: '—',
  hellip: '…',
  laquo: '«',
  raquo: '»',
  ordm: 'º',
  ordf: 'ª',
  deg: '°',
};

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, entity: string) => {
    if (entity.startsWith('#x') || entity.startsWith('#X'))
      return safeCodePoint(Number.parseInt(entity.slice(2), 16), whole);
    if (entity.startsWith('#')) return safeCodePoint(Number.parseInt(entity.slice(1), 10), whole);
    return NAMED_ENTITIES[entity] ?? whole;
  });
}

function safeCodePoint(code: number, fallback: string): string {
  return Number.isInteger(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : fallback;
}

function clean(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

function joinText(parts: string[]): string {
  return parts.filter((part) => part.length > 0).join('\n');
}

/**
 * Parses XML into a small tree. Element and attribute names lose their namespace prefix and QTI 3's
 * `qti-` kebab-case becomes QTI 2.1's camelCase, so one reader handles both versions.
 */
function parseXml(text: string): XmlNode {
  let parsed: unknown[];
  try {
    parsed = readXml(text, { removeNamespacePrefix: true, cdataName: '#cdata', commentName: '#comment' });
  } catch {
    throw invalid();
  }
  const nodes = convert(parsed);
  const root = nodes.find((node): node is XmlNode => 'name' in node && !node.name.startsWith('?'));
  if (!root) throw invalid();
  return root;
}

function convert(entries: unknown[]): XmlChild[] {
  const out: XmlChild[] = [];
  for (const entry of entries) {
    if (!entry || typeof entry !== 'object') continue;
    const record = entry as Record<string, unknown>;
    for (const [key, value] of Object.entries(record)) {
      if (key === ':@' || key === '#comment') continue;
      if (key === '#text') {
        out.push({ text: String(value) });
      } else if (key === '#cdata') {
        const inner = convert(value as unknown[]);
        out.push({ text: inner.map((c) => ('text' in c ? c.text : '')).join('') });
      } else {
        const attrs: Record<string, string> = {};
        for (const [name, attr] of Object.entries((record[':@'] as Record<string, unknown>) ?? {})) {
          attrs[camel(name)] = String(attr);
        }
        out.push({ name: qtiName(key), attrs, children: convert(value as unknown[]) });
      }
    }
  }
  return out;
}

function qtiName(name: string): string {
  return name.startsWith('qti-') ? camel(name.slice(4)) : name;
}

function camel(name: string): string {
  return name.replace(/-([a-z0-9])/g, (_, letter: string) => letter.toUpperCase());
}

function children(node: XmlNode, name: string): XmlNode[] {
  return node.children.filter((entry): entry is XmlNode => 'name' in entry && entry.name === name);
}

function child(node: XmlNode, name: string): XmlNode | undefined {
  return children(node, name)[0];
}

function descendants(node: XmlNode, match: string | ((node: XmlNode) => boolean)): XmlNode[] {
  const test = typeof match === 'string' ? (n: XmlNode) => n.name === match : match;
  const found: XmlNode[] = [];
  const walk = (current: XmlNode) => {
    for (const entry of current.children) {
      if (!('name' in entry)) continue;
      if (test(entry)) found.push(entry);
      walk(entry);
    }
  };
  walk(node);
  return found;
}

function emptyNode(): XmlNode {
  return { name: '', attrs: {}, children: [] };
}

function resolvePath(href: string): string {
  return decodeURIComponent(href.replace(/^\.\//, '').split('#')[0] ?? '');
}

function invalid(message?: string): AppError {
  return new AppError('QUESTION_IMPORT_INVALID', message ? { message } : {});
}

/** The .xml files of a zip by path, each at most 2 MB and 20 MB together; anything larger is refused. */
async function unzip(data: Buffer): Promise<Map<string, Buffer>> {
  try {
    const zip = await openZip(data, { limits: ZIP_LIMITS, keep: (path) => /\.xml$/i.test(path) });
    try {
      const files = new Map<string, Buffer>();
      for (const file of zip.files) files.set(file.path, await zip.read(file));
      return files;
    } finally {
      zip.close();
    }
  } catch (error) {
    if (error instanceof ZipError) throw invalid(packageMessage(error.problem));
    throw error;
  }
}

function packageMessage(problem: ZipProblem): string {
  switch (problem.reason) {
    case 'TOO_MANY_ENTRIES':
      return 'O pacote tem arquivos demais.';
    case 'FILE_TOO_LARGE':
      return `O arquivo ${problem.path} é grande demais.`;
    case 'TOTAL_TOO_LARGE':
      return 'O pacote é grande demais.';
    default:
      return 'Pacote .zip inválido.';
  }
}
