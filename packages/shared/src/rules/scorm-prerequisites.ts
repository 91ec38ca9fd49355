/**
 * SCORM 1.2 prerequisites (`adlcp:prerequisites type="aicc_script"`, CAM 2.3.2.5.1): an expression over
 * item identifiers with `&` (and), `|` (or), `~` (not), `=` and `<>` against a status, parentheses, and
 * sets `n*{a,b,c}` (at least n of them). An identifier alone is true when that item is passed or completed.
 */

/** SCORM 1.2 lesson statuses and their one-letter AICC abbreviations. */
const STATUS_WORDS: Record<string, string> = {
  p: 'passed',
  passed: 'passed',
  c: 'completed',
  completed: 'completed',
  f: 'failed',
  failed: 'failed',
  i: 'incomplete',
  incomplete: 'incomplete',
  b: 'browsed',
  browsed: 'browsed',
  n: 'not attempted',
  'not attempted': 'not attempted',
  'not-attempted': 'not attempted',
};

type Node =
  | { kind: 'id'; id: string }
  | { kind: 'compare'; id: string; status: string; equal: boolean }
  | { kind: 'not'; operand: Node }
  | { kind: 'and' | 'or'; left: Node; right: Node }
  | { kind: 'set'; atLeast: number; members: Node[] };

/** A parsed prerequisite expression, or the reason it could not be read. */
export type Prerequisites = { ok: true; expression: Node; identifiers: string[] } | { ok: false; error: string };

type Token = { type: 'word' | 'string' | 'op'; value: string };

function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  let index = 0;
  while (index < text.length) {
    const char = text[index] as string;
    if (/\s/.test(char)) {
      index++;
    } else if (char === '<' && text[index + 1] === '>') {
      tokens.push({ type: 'op', value: '<>' });
      index += 2;
    } else if ('&|~=(){},*'.includes(char)) {
      tokens.push({ type: 'op', value: char });
      index++;
    } else if (char === '"' || char === "'") {
      const end = text.indexOf(char, index + 1);
      if (end < 0) throw new Error('aspas sem fechamento');
      tokens.push({ type: 'string', value: text.slice(index + 1, end) });
      index = end + 1;
    } else {
      let end = index + 1;
      while (
        end < text.length &&
        !/[\s&|~=(){},*"']/.test(text[end] as string) &&
        !(text[end] === '<' && text[end + 1] === '>')
      ) {
        end++;
      }
      tokens.push({ type: 'word', value: text.slice(index, end) });
      index = end;
    }
  }
  return tokens;
}

/** Reads an aicc_script expression; `{ ok: false }` when it is not one (the item is then left unlocked). */
export function parsePrerequisites(text: string): Prerequisites {
  let tokens: Token[];
  try {
    tokens = tokenize(text);
  } catch (error) {
    return { ok: false, error: (error as Error).message };
  }
  if (tokens.length === 0) return { ok: false, error: 'expressão vazia' };
  let position = 0;
  const identifiers = new Set<string>();
  const peek = () => tokens[position];
  const take = (value?: string): Token => {
    const token = tokens[position];
    if (!token || (value !== undefined && (token.type !== 'op' || token.value !== value))) {
      throw new Error(value ? `esperado "${value}"` : 'expressão incompleta');
    }
    position++;
    return token;
  };

  const parseOr = (): Node => {
    let left = parseAnd();
    while (peek()?.type === 'op' && peek()?.value === '|') {
      take('|');
      left = { kind: 'or', left, right: parseAnd() };
    }
    return left;
  };
  const parseAnd = (): Node => {
    let left = parseUnary();
    while (peek()?.type === 'op' && peek()?.value === '&') {
      take('&');
      left = { kind: 'and', left, right: parseUnary() };
    }
    return left;
  };
  const parseUnary = (): Node => {
    const token = peek();
    if (token?.type === 'op' && token.value === '~') {
      take('~');
      return { kind: 'not', operand: parseUnary() };
    }
    if (token?.type === 'op' && token.value === '(') {
      take('(');
      const inner = parseOr();
      take(')');
      return inner;
    }
    if (token?.type === 'op' && token.value === '{') return parseSet(0);
    if (token?.type === 'word' && /^\d+$/.test(token.value) && tokens[position + 1]?.value === '*') {
      take();
      take('*');
      return parseSet(Number(token.value));
    }
    return parseTerm();
  };
  const parseSet = (atLeast: number): Node => {
    take('{');
    const members = [parseOr()];
    while (peek()?.type === 'op' && peek()?.value === ',') {
      take(',');
      members.push(parseOr());
    }
    take('}');
    // `{a,b}` without a count means all of them.
    return { kind: 'set', atLeast: atLeast || members.length, members };
  };
  const parseTerm = (): Node => {
    const token = take();
    if (token.type !== 'word') throw new Error(`identificador esperado em "${token.value}"`);
    identifiers.add(token.value);
    const next = peek();
    if (next?.type === 'op' && (next.value === '=' || next.value === '<>')) {
      take();
      const value = take();
      if (value.type === 'op') throw new Error('situação esperada após comparação');
      const status = STATUS_WORDS[value.value.trim().toLowerCase()];
      if (!status) throw new Error(`situação desconhecida "${value.value}"`);
      return { kind: 'compare', id: token.value, status, equal: next.value === '=' };
    }
    return { kind: 'id', id: token.value };
  };

  try {
    const expression = parseOr();
    if (position < tokens.length) throw new Error(`sobra "${tokens[position]?.value}"`);
    return { ok: true, expression, identifiers: [...identifiers] };
  } catch (error) {
    return { ok: false, error: (error as Error).message };
  }
}

/**
 * True when the prerequisites are met, given each item's SCORM 1.2 lesson status (`passed`, `completed`,
 * `not attempted`...). An unreadable expression is met: a package's typo must not lock a learner out.
 */
export function arePrerequisitesMet(
  prerequisites: Prerequisites,
  lessonStatusOf: (identifier: string) => string | null | undefined,
): boolean {
  if (!prerequisites.ok) return true;
  const statusOf = (id: string) => lessonStatusOf(id)?.trim().toLowerCase() || 'not attempted';
  const evaluate = (node: Node): boolean => {
    switch (node.kind) {
      case 'id': {
        const status = statusOf(node.id);
        return status === 'passed' || status === 'completed';
      }
      case 'compare':
        return (statusOf(node.id) === node.status) === node.equal;
      case 'not':
        return !evaluate(node.operand);
      case 'and':
        return evaluate(node.left) && evaluate(node.right);
      case 'or':
        return evaluate(node.left) || evaluate(node.right);
      case 'set':
        return node.members.filter(evaluate).length >= node.atLeast;
    }
  };
  return evaluate(prerequisites.expression);
}
