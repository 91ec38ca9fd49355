import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import * as constants from '@trilha/shared/constants';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * The specification's timings, breakpoints and text cuts live in `packages/shared/src/constants.ts`.
 * This test reads every web source (not tests) and fails where one of them is written as a bare value
 * in a place that means that value, naming the constant to use instead.
 *
 * What counts (anything else with the same number is left alone):
 * - timings (every `*_MS` constant but the server's `*_TTL_MS` lifetimes): a number given to `setTimeout`, `setInterval`, `AbortSignal.timeout`,
 *   `debounce`, `delay`, `sleep`...; a number assigned to a name ending in ms, duration, delay, timeout,
 *   interval, debounce or wait (`durationMs: 2000`, `const delay = 5000`, `timeout={8000}`, a default
 *   parameter, `options.durationMs ?? 5000`); a `'200ms'` string;
 * - breakpoints (`BREAKPOINT_*_PX`, the carousel's, the drawer's minimum): a media query in a string or a
 *   CSS file (`(min-width: 900px)`, `max-width: 899px`), a Tailwind width variant in a class name
 *   (`min-[900px]:`, `max-[767px]:`), `min-w-[800px]`, `minWidth: 800`, and a comparison with a width
 *   (`window.innerWidth >= 900`);
 * - the header scroll threshold: a comparison with `scrollY`, `scrollTop` or `pageYOffset`;
 * - the drawer's `50vw`;
 * - text limits (`*_MAX_LENGTH*` of 13 characters or more: cuts of 10 and 8 are everywhere for ISO
 *   dates): `maxLength`, and the end of `.slice(0, n)`, `.substring(0, n)`, `truncate(text, n)`.
 *
 * A line that really means an unrelated value can say so with a `constants-check-ignore: <reason>`
 * comment on it or on the line above.
 */

type Finding = { file: string; line: number; code: string; use: string[] };
type ValueIndex = Map<number, string[]>;

const WEB_SRC = resolve(import.meta.dirname);
const IGNORE_MARK = 'constants-check-ignore';
const TIMER_CALL =
  /^(setTimeout|setInterval|timeout|debounce|throttle|delay|sleep|wait|useTimeout|useInterval|useDebounce\w*)$/;
const DURATION_NAME = {
  test: (name: string) =>
    /(^ms|Ms|_MS|_ms)$/.test(name) || /(millis|duration|delay|timeout|interval|debounce|wait)$/i.test(name),
};
const WIDTH_NAME = /width$/i;
const SCROLL_NAME = /(scrollY|scrollTop|pageYOffset)$/;
const CUT_CALL = /^(slice|substring|substr|truncate|ellipsis|cut)$/;
const COMPARISON = new Set([
  ts.SyntaxKind.LessThanToken,
  ts.SyntaxKind.LessThanEqualsToken,
  ts.SyntaxKind.GreaterThanToken,
  ts.SyntaxKind.GreaterThanEqualsToken,
  ts.SyntaxKind.EqualsEqualsEqualsToken,
]);

/** Which values to look for, read from the constants themselves so a new one is checked at once. */
function buildIndexes(source: Record<string, unknown>) {
  const add = (index: ValueIndex, value: number, name: string) => index.set(value, [...(index.get(value) ?? []), name]);
  const timings: ValueIndex = new Map();
  const widths: ValueIndex = new Map();
  const drawerMinimums: ValueIndex = new Map();
  const scrolls: ValueIndex = new Map();
  const lengths: ValueIndex = new Map();
  for (const [name, value] of Object.entries(source)) {
    if (typeof value === 'number' && Number.isFinite(value)) {
      // Lifetimes the server enforces (`*_TTL_MS`: reset links, PINs) are not screen timings.
      if (name.endsWith('_MS') && !name.endsWith('_TTL_MS')) add(timings, value, name);
      if (/^BREAKPOINT_\w+_PX$/.test(name)) add(widths, value, name);
      if (name === 'DRAWER_MIN_WIDTH_DESKTOP_PX') add(drawerMinimums, value, name);
      if (name === 'HEADER_ACTIVE_SCROLL_PX') add(scrolls, value, name);
      if (/_MAX_LENGTH(_\w+)?$/.test(name) && value >= 13) add(lengths, value, name);
    }
  }
  const carousel = source.CAROUSEL_BREAKPOINTS as ReadonlyArray<{ minWidth: number }> | undefined;
  for (const step of carousel ?? []) add(widths, step.minWidth, 'CAROUSEL_BREAKPOINTS');
  const drawer = typeof source.DRAWER_WIDTH_DESKTOP === 'string' ? source.DRAWER_WIDTH_DESKTOP : null;
  return { timings, widths, drawerMinimums, scrolls, lengths, drawer };
}

type Indexes = ReturnType<typeof buildIndexes>;

/** A breakpoint a width means: itself, or just below it in a `max-width` (899, 899.98 for 900). */
function breakpointOf(widths: ValueIndex, value: number): string[] | undefined {
  for (const [width, names] of widths) if (value === width || (value < width && value >= width - 1)) return names;
  return undefined;
}

function toPx(value: string, unit: string): number {
  return unit === 'px' ? Number(value) : Number(value) * 16;
}

/** Width tokens in a string or a stylesheet: media queries, Tailwind width variants, `min-w-[800px]`. */
function scanText(text: string, indexes: Indexes, report: (code: string, use: string[]) => void): void {
  const widthPatterns = [
    /\((?:min|max)-width:\s*(\d+(?:\.\d+)?)(px|rem|em)\s*\)/g,
    /(?:^|[\s"'`])(?:min|max)-width:\s*(\d+(?:\.\d+)?)(px|rem|em)/g,
    /\b(?:min|max)-\[(\d+(?:\.\d+)?)(px|rem|em)\]:/g,
  ];
  for (const pattern of widthPatterns) {
    for (const match of text.matchAll(pattern)) {
      const names = breakpointOf(indexes.widths, toPx(match[1] as string, match[2] as string));
      if (names) report(match[0].trim(), names);
    }
  }
  for (const match of text.matchAll(/\bmin-w-\[(\d+(?:\.\d+)?)(px|rem|em)\]/g)) {
    const names = indexes.drawerMinimums.get(toPx(match[1] as string, match[2] as string));
    if (names) report(match[0], names);
  }
  for (const match of text.matchAll(/\b(\d[\d_]*)ms\b/g)) {
    const names = indexes.timings.get(Number((match[1] as string).replaceAll('_', '')));
    if (names) report(match[0], names);
  }
  if (indexes.drawer) {
    for (const match of text.matchAll(new RegExp(`(?<![\\w.])${indexes.drawer}\\b`, 'g'))) {
      report(match[0], ['DRAWER_WIDTH_DESKTOP']);
    }
  }
}

/** The name an expression ends in: `options.durationMs` -> durationMs, `window.innerWidth` -> innerWidth. */
function lastName(node: ts.Node): string {
  if (ts.isIdentifier(node) || ts.isPrivateIdentifier(node)) return node.text;
  if (ts.isPropertyAccessExpression(node)) return node.name.text;
  if (ts.isElementAccessExpression(node) && ts.isStringLiteralLike(node.argumentExpression)) {
    return node.argumentExpression.text;
  }
  if (ts.isCallExpression(node)) return lastName(node.expression);
  if (ts.isParenthesizedExpression(node) || ts.isNonNullExpression(node)) return lastName(node.expression);
  return '';
}

function propertyName(name: ts.PropertyName | ts.BindingName | ts.JsxAttributeName): string {
  if (ts.isIdentifier(name) || ts.isStringLiteral(name) || ts.isNumericLiteral(name)) return name.text;
  if (ts.isJsxNamespacedName(name)) return name.name.text;
  return '';
}

/** The value of a number, or of a product of numbers (`5 * 1000`). */
function numberValue(node: ts.Node): number | undefined {
  if (ts.isNumericLiteral(node)) return Number(node.getText().replaceAll('_', ''));
  if (ts.isParenthesizedExpression(node)) return numberValue(node.expression);
  if (ts.isBinaryExpression(node) && node.operatorToken.kind === ts.SyntaxKind.AsteriskToken) {
    const left = numberValue(node.left);
    const right = numberValue(node.right);
    return left !== undefined && right !== undefined ? left * right : undefined;
  }
  return undefined;
}

/** Climbs out of wrappers that pass the value through: parentheses, `??`, `||`, `a ? b : c`, `as`. */
function climb(node: ts.Node): ts.Node {
  let current = node;
  for (;;) {
    const parent = current.parent;
    if (
      ts.isParenthesizedExpression(parent) ||
      ts.isAsExpression(parent) ||
      ts.isSatisfiesExpression(parent) ||
      (ts.isConditionalExpression(parent) && parent.condition !== current) ||
      (ts.isBinaryExpression(parent) &&
        (parent.operatorToken.kind === ts.SyntaxKind.QuestionQuestionToken ||
          parent.operatorToken.kind === ts.SyntaxKind.BarBarToken))
    ) {
      current = parent;
      continue;
    }
    return current;
  }
}

/** The name a value is given to: a property, variable, parameter, JSX attribute or `x.name ?? value`. */
function receivingNames(node: ts.Node): string[] {
  const names: string[] = [];
  const direct = node.parent;
  if (ts.isBinaryExpression(direct) && direct.right === node) {
    const kind = direct.operatorToken.kind;
    if (kind === ts.SyntaxKind.QuestionQuestionToken || kind === ts.SyntaxKind.BarBarToken) {
      names.push(lastName(direct.left));
    }
  }
  const outer = climb(node);
  const parent = outer.parent;
  if (ts.isPropertyAssignment(parent) && parent.initializer === outer) names.push(propertyName(parent.name));
  if (ts.isVariableDeclaration(parent) && parent.initializer === outer) names.push(propertyName(parent.name));
  if (ts.isParameter(parent) && parent.initializer === outer) names.push(propertyName(parent.name));
  if (ts.isBindingElement(parent) && parent.initializer === outer) names.push(propertyName(parent.name));
  if (ts.isBinaryExpression(parent) && parent.operatorToken.kind === ts.SyntaxKind.EqualsToken) {
    names.push(lastName(parent.left));
  }
  if (ts.isJsxExpression(parent) && ts.isJsxAttribute(parent.parent)) names.push(propertyName(parent.parent.name));
  return names.filter(Boolean);
}

/** The call a value is an argument of, and its position. */
function callArgument(node: ts.Node): { callee: string; index: number } | undefined {
  const outer = climb(node);
  const parent = outer.parent;
  if (!ts.isCallExpression(parent)) return undefined;
  const index = parent.arguments.indexOf(outer as ts.Expression);
  return index < 0 ? undefined : { callee: lastName(parent.expression), index };
}

/** The other side of a comparison the value is in. */
function comparedWith(node: ts.Node): ts.Node | undefined {
  const outer = climb(node);
  const parent = outer.parent;
  if (!ts.isBinaryExpression(parent) || !COMPARISON.has(parent.operatorToken.kind)) return undefined;
  return parent.left === outer ? parent.right : parent.left;
}

/** The constants a number in this place means, if any. */
function constantsForNumber(node: ts.Node, value: number, indexes: Indexes): string[] | undefined {
  const names = receivingNames(node);
  const call = callArgument(node);
  const other = comparedWith(node);
  const timing = indexes.timings.get(value);
  if (timing && ((call && TIMER_CALL.test(call.callee)) || names.some((name) => DURATION_NAME.test(name)))) {
    return timing;
  }
  const width = breakpointOf(indexes.widths, value);
  if (width && other && WIDTH_NAME.test(lastName(other))) return width;
  const drawerMinimum = indexes.drawerMinimums.get(value);
  if (drawerMinimum && names.includes('minWidth')) return drawerMinimum;
  const scroll = indexes.scrolls.get(value);
  if (scroll && other && SCROLL_NAME.test(lastName(other))) return scroll;
  const length = indexes.lengths.get(value);
  if (length && names.some((name) => /^maxLength$/i.test(name))) return length;
  const isCut = call && CUT_CALL.test(call.callee) && (call.index > 0 || /^(truncate|ellipsis|cut)$/.test(call.callee));
  if (length && isCut) return length;
  return undefined;
}

/** Every stray value in one TypeScript or TSX source. */
function findStrayLiterals(file: string, text: string, indexes: Indexes): Finding[] {
  const lines = text.split('\n');
  const findings: Finding[] = [];
  const isIgnored = (line: number) =>
    Boolean(lines[line - 1]?.includes(IGNORE_MARK) || lines[line - 2]?.includes(IGNORE_MARK));
  const add = (node: ts.Node, code: string, use: string[]) => {
    const line = source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
    if (!isIgnored(line)) findings.push({ file, line, code, use });
  };
  const source = ts.createSourceFile(
    file,
    text,
    ts.ScriptTarget.Latest,
    true,
    file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  const visit = (node: ts.Node): void => {
    const value = numberValue(node);
    if (value !== undefined && !(ts.isBinaryExpression(node.parent) && numberValue(node.parent) !== undefined)) {
      const use = constantsForNumber(node, value, indexes);
      if (use) add(node, node.parent.getText(source).slice(0, 80), use);
    }
    if (
      ts.isStringLiteral(node) ||
      ts.isNoSubstitutionTemplateLiteral(node) ||
      ts.isTemplateHead(node) ||
      ts.isTemplateMiddle(node) ||
      ts.isTemplateTail(node)
    ) {
      scanText(node.text, indexes, (code, use) => add(node, code, use));
    }
    if (ts.isJsxText(node)) scanText(node.text, indexes, (code, use) => add(node, code, use));
    ts.forEachChild(node, visit);
  };
  visit(source);
  return findings;
}

/** Every stray breakpoint in a stylesheet; the `@theme` breakpoints are checked against the constants apart. */
function findStrayCss(file: string, text: string, indexes: Indexes): Finding[] {
  const findings: Finding[] = [];
  const lines = text.split('\n');
  lines.forEach((lineText, index) => {
    if (/^\s*--breakpoint-/.test(lineText) || lineText.includes(IGNORE_MARK) || lines[index - 1]?.includes(IGNORE_MARK))
      return;
    const timings = new Map<number, string[]>();
    scanText(lineText, { ...indexes, timings, drawer: null }, (code, use) =>
      findings.push({ file, line: index + 1, code, use }),
    );
  });
  return findings;
}

function listSources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return listSources(path);
    if (!/\.(ts|tsx|css)$/.test(entry.name) || /\.test\.tsx?$/.test(entry.name) || entry.name === 'test-setup.ts') {
      return [];
    }
    return [path];
  });
}

function describeFinding(finding: Finding): string {
  const names = finding.use.map((name) => `${name} (${JSON.stringify(constantValue(name))})`).join(' or ');
  return `${finding.file}:${finding.line} \`${finding.code}\`: use ${names} from @trilha/shared/constants`;
}

function constantValue(name: string): unknown {
  const value = (constants as Record<string, unknown>)[name];
  return Array.isArray(value) ? value.map((step) => step.minWidth) : value;
}

const indexes = buildIndexes(constants);
const check = (code: string, file = 'sample.tsx') => findStrayLiterals(file, code, indexes).map((f) => f.use);

describe('the search for stray constants finds', () => {
  it.each([
    ['setTimeout(close, 5000);', 'TOAST_MS'],
    ['window.setTimeout(() => setOpen(false), 9_000);', 'CAMPAIGN_POINTS_TOAST_MS'],
    ['const id = setInterval(save, 10000);', 'EVALUATION_TIME_SAVE_MS'],
    ['fetch(url, { signal: AbortSignal.timeout(30000) });', 'REQUEST_TIMEOUT_MS'],
    ['toast(text, { durationMs: 2000 });', 'RATING_THANKS_MS'],
    ['const delay = 9000;', 'CAMPAIGN_POINTS_TOAST_MS'],
    ['function Spinner({ timeoutMs = 7000 }) {}', 'IMAGE_SPINNER_MAX_MS'],
    ['const wait = options.durationMs ?? 5000;', 'TOAST_MS'],
    ['setTimeout(done, reduced ? 0 : 200);', 'PAGE_TRANSITION_MS'],
    ['setTimeout(done, 5 * 1000);', 'TOAST_MS'],
    ['<Toast duration={9000} />', 'CAMPAIGN_POINTS_TOAST_MS'],
    ["el.style.transition = 'opacity 200ms';", 'PAGE_TRANSITION_MS'],
    ["matchMedia('(min-width: 900px)');", 'BREAKPOINT_DESKTOP_PX'],
    ["matchMedia('(max-width: 767px)');", 'BREAKPOINT_PHONE_PX'],
    ["matchMedia('(max-width:799.98px)');", 'BREAKPOINT_LEARNING_PX'],
    ['<nav className="hidden min-[900px]:flex" />', 'BREAKPOINT_DESKTOP_PX'],
    // biome-ignore lint/suspicious/noTemplateCurlyInString: the sample is source code with a template literal.
    ['<div className={`p-4 ${x} max-[899px]:hidden`} />', 'BREAKPOINT_DESKTOP_PX'],
    ['<div className="min-[56.25rem]:grid" />', 'BREAKPOINT_DESKTOP_PX'],
    ['const wide = window.innerWidth >= 900;', 'BREAKPOINT_DESKTOP_PX'],
    ['if (768 > document.documentElement.clientWidth) {}', 'BREAKPOINT_PHONE_PX'],
    ['const slides = width >= 992 ? 3 : 1;', 'CAROUSEL_BREAKPOINTS'],
    ['const style = { width: "50vw", minWidth: 800 };', 'DRAWER_MIN_WIDTH_DESKTOP_PX'],
    ['<aside className="w-[50vw] min-w-[800px]" />', 'DRAWER_WIDTH_DESKTOP'],
    ['const active = window.scrollY > 50;', 'HEADER_ACTIVE_SCROLL_PX'],
    ['const active = element.scrollTop >= 50;', 'HEADER_ACTIVE_SCROLL_PX'],
    ['<input maxLength={500} />', 'RICH_TEXT_MAX_LENGTH'],
    ['const cut = title.slice(0, 40);', 'CONTENT_BREADCRUMB_MAX_LENGTH'],
    ['const cut = truncate(title, 25);', 'BREADCRUMB_MAX_LENGTH'],
  ])('%s (%s)', (code, constant) => {
    expect(check(code).flat()).toContain(constant);
  });

  it.each([
    ['const items = list.slice(0, 50);'],
    ['const day = iso.slice(0, 10);'],
    ['const pages = total / 200;'],
    ['const size = 900;'],
    ['<img width={800} height={450} />'],
    ['<div className="max-w-[900px] w-[800px]" />'],
    ['const half = count > 50;'],
    ['const cents = price * 100 + 5000;'],
    ['queryClient.setQueryData(key, { total: 5000 });'],
    ['setTimeout(next, 150);'],
    ['const CHECK_INTERVAL_MS = 60 * 60 * 1000;'],
    ['setTimeout(close, TOAST_MS);'],
    ['// constants-check-ignore: a retry pause unrelated to the toast\nsetTimeout(retry, 5000);'],
    ['const label = "5000 pontos";'],
  ])('nothing in %s', (code) => {
    expect(check(code)).toEqual([]);
  });

  it('a media query in a stylesheet, but not the Tailwind breakpoints defined from the constants', () => {
    const css = '@theme {\n  --breakpoint-desktop: 56.25rem;\n}\n@media (min-width: 800px) { .x { color: red } }\n';
    expect(findStrayCss('styles.css', css, indexes)).toEqual([
      {
        file: 'styles.css',
        line: 4,
        code: '(min-width: 800px)',
        use: ['BREAKPOINT_LEARNING_PX', 'CAROUSEL_BREAKPOINTS'],
      },
    ]);
  });
});

describe('web sources', () => {
  it('write no timing, breakpoint, scroll threshold or text cut of the constants as a bare value', () => {
    const findings = listSources(WEB_SRC).flatMap((path) => {
      const file = relative(resolve(WEB_SRC, '../../..'), path);
      const text = readFileSync(path, 'utf8');
      return path.endsWith('.css') ? findStrayCss(file, text, indexes) : findStrayLiterals(file, text, indexes);
    });
    expect(findings.map(describeFinding), 'values that belong in @trilha/shared/constants').toEqual([]);
  });

  it('define the Tailwind width variants with the breakpoint constants', () => {
    const css = readFileSync(join(WEB_SRC, 'styles.css'), 'utf8');
    const defined = Object.fromEntries(
      [...css.matchAll(/--breakpoint-([\w-]+):\s*(\d+(?:\.\d+)?)(rem|px)/g)].map((match) => [
        match[1],
        toPx(match[2] as string, match[3] as string),
      ]),
    );
    expect(defined).toMatchObject({
      tablet: constants.BREAKPOINT_PHONE_PX,
      wide: constants.BREAKPOINT_LEARNING_PX,
      desktop: constants.BREAKPOINT_DESKTOP_PX,
    });
  });
});
