import ptBR from './pt-BR.json';

/**
 * Every visible text comes from `pt-BR.json`, looked up by its dotted path; the paths are typed from the
 * file, so a wrong key does not compile. A text may hold `{{name}}` placeholders, and a counted text comes
 * in `_one` / `_other` forms chosen by the Portuguese plural rules for `count`.
 */
type Messages = typeof ptBR;

type PluralBase<K extends string> = K extends `${infer Base}_one` | `${infer Base}_other` ? Base : K;

type Paths<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${PluralBase<K>}` : Paths<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

export type MessageKey = Paths<Messages>;
export type MessageValues = Record<string, string | number>;

const plurals = new Intl.PluralRules('pt-BR');
const placeholder = /\{\{\s*([\w.]+)\s*\}\}/g;

/**
 * The texts loaded so far: the whole catalog in development and tests; in the build, each group of texts is
 * shipped with the code that shows it (`build/split-texts.ts`) and added here when that code loads.
 */
const catalog: Record<string, unknown> = { ...ptBR };

/** Adds texts of a namespace as the code that shows them loads (called by the build's text modules). */
export function registerTexts(namespace: string, texts: Record<string, unknown>): void {
  catalog[namespace] = { ...(catalog[namespace] as Record<string, unknown> | undefined), ...texts };
}

function lookup(path: string): string | undefined {
  let node: unknown = catalog;
  for (const part of path.split('.')) {
    if (typeof node !== 'object' || node === null) return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/** The text of `key` with its placeholders filled; an unknown key shows itself, as a visible slip. */
export function t(key: MessageKey, values?: MessageValues): string {
  const count = values?.count;
  const text =
    (typeof count === 'number' ? (lookup(`${key}_${plurals.select(count)}`) ?? lookup(`${key}_other`)) : undefined) ??
    lookup(key) ??
    key;
  if (!values) return text;
  return text.replace(placeholder, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

const translation = { t };

/** The texts for a component: `const { t } = useTranslation();`. There is one language, so it never changes. */
export function useTranslation() {
  return translation;
}
