import type { ExternalOrigin, ExternalOriginKind } from '@trilha/shared/api/learning-scorm';

/** Text files worth reading for outside addresses, and the largest one read (bigger ones are media or data). */
const SCANNED = /\.(html?|xhtml|css|js|mjs|svg)$/i;
export const ORIGIN_SCAN_MAX_BYTES = 4 * 1024 * 1024;

/** True for a package file whose outside addresses are looked for. */
export const isScannedFile = (path: string, size: number) => SCANNED.test(path) && size <= ORIGIN_SCAN_MAX_BYTES;

type Found = { origin: string; kind: ExternalOriginKind };

/** The origin of an absolute or protocol-relative address, or null for anything inside the package. */
function originOf(address: string): string | null {
  const text = address.trim().replace(/^["']|["']$/g, '');
  if (!/^(https?:)?\/\/[^/]/i.test(text)) return null;
  try {
    const url = new URL(text.startsWith('//') ? `https:${text}` : text);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : null;
  } catch {
    return null;
  }
}

const ATTRIBUTE = (name: string) => new RegExp(`\\b${name}\\s*=\\s*("[^"]*"|'[^']*'|[^\\s>]+)`, 'i');

/** The outside addresses of HTML (and SVG): scripts, styles, frames, media, images, and CSS inside it. */
function scanHtml(text: string): Found[] {
  const found: Found[] = [];
  const add = (value: string | undefined, kind: ExternalOriginKind) => {
    const origin = value ? originOf(value) : null;
    if (origin) found.push({ origin, kind });
  };
  for (const tag of text.matchAll(/<([a-z][a-z0-9-]*)\b([^>]*)>/gi)) {
    const name = (tag[1] as string).toLowerCase();
    const attributes = tag[2] as string;
    const attribute = (attr: string) =>
      ATTRIBUTE(attr)
        .exec(attributes)?.[1]
        ?.replace(/^["']|["']$/g, '');
    switch (name) {
      case 'script':
        add(attribute('src'), 'script');
        break;
      case 'link': {
        const rel = (attribute('rel') ?? '').toLowerCase();
        const as = (attribute('as') ?? '').toLowerCase();
        const kind: ExternalOriginKind =
          as === 'font'
            ? 'font'
            : as === 'script' || rel.includes('modulepreload')
              ? 'script'
              : rel.includes('icon')
                ? 'image'
                : 'style';
        add(attribute('href'), kind);
        break;
      }
      case 'iframe':
      case 'frame':
        add(attribute('src'), 'frame');
        break;
      case 'img':
      case 'input':
      case 'image':
        add(attribute('src') ?? attribute('href') ?? attribute('xlink:href'), 'image');
        for (const candidate of (attribute('srcset') ?? '').replace(/^["']|["']$/g, '').split(',')) {
          add(candidate.trim().split(/\s+/)[0], 'image');
        }
        break;
      case 'video':
      case 'audio':
      case 'source':
      case 'track':
      case 'embed':
        add(attribute('src'), 'media');
        if (name === 'video') add(attribute('poster'), 'image');
        break;
      case 'object':
        add(attribute('data'), 'media');
        break;
      case 'form':
        add(attribute('action'), 'connect');
        break;
    }
    const style = attribute('style');
    if (style) found.push(...scanCss(style.replace(/^["']|["']$/g, '')));
  }
  for (const block of text.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi)) found.push(...scanCss(block[1] as string));
  for (const block of text.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/gi))
    found.push(...scanScript(block[1] as string));
  return found;
}

/** The outside addresses of CSS: `@import`, and `url(...)` (fonts in `@font-face`, images elsewhere). */
function scanCss(text: string): Found[] {
  const found: Found[] = [];
  for (const match of text.matchAll(/@import\s+(?:url\()?\s*("[^"]*"|'[^']*'|[^\s;)]+)/gi)) {
    const origin = originOf(match[1] as string);
    if (origin) found.push({ origin, kind: 'style' });
  }
  // What an @import loads is a style sheet, not an image.
  const rest = text.replace(/@import[^;\n]*;?/gi, '');
  const fontFaces = [...rest.matchAll(/@font-face\s*\{[^}]*\}/gi)].map((match) => [
    match.index,
    match.index + match[0].length,
  ]);
  for (const match of rest.matchAll(/url\(\s*("[^"]*"|'[^']*'|[^)]*)\s*\)/gi)) {
    const origin = originOf(match[1] as string);
    if (!origin) continue;
    const inFontFace = fontFaces.some(
      ([start, end]) => (match.index as number) >= (start as number) && (match.index as number) < (end as number),
    );
    const isFont = inFontFace || /\.(woff2?|ttf|otf|eot)(\?|#|["']?$)/i.test(match[1] as string);
    found.push({ origin, kind: isFont ? 'font' : 'image' });
  }
  return found;
}

/**
 * The outside addresses a script loads or calls for certain: module imports, `importScripts`, scripts it
 * adds (`.src =` on a script), and `fetch` / `XMLHttpRequest.open` / `WebSocket` / `EventSource`. Other
 * addresses in strings (documentation links, XML namespaces) are not counted.
 */
function scanScript(text: string): Found[] {
  const found: Found[] = [];
  const patterns: [RegExp, ExternalOriginKind][] = [
    [/\bimport\s*(?:[\w*{}\s,]+from\s*)?\(?\s*(["'`])((?:https?:)?\/\/[^"'`]+)\1/g, 'script'],
    [/\bimportScripts\s*\(\s*(["'`])((?:https?:)?\/\/[^"'`]+)\1/g, 'script'],
    [/\.src\s*=\s*(["'`])((?:https?:)?\/\/[^"'`]+)\1/g, 'script'],
    [/\bfetch\s*\(\s*(["'`])((?:https?:)?\/\/[^"'`]+)\1/g, 'connect'],
    [/\.open\s*\(\s*["'`][A-Za-z]+["'`]\s*,\s*(["'`])((?:https?:)?\/\/[^"'`]+)\1/g, 'connect'],
    [/\bnew\s+(?:EventSource|WebSocket)\s*\(\s*(["'`])((?:https?:|wss?:)?\/\/[^"'`]+)\1/g, 'connect'],
  ];
  for (const [pattern, kind] of patterns) {
    for (const match of text.matchAll(pattern)) {
      const origin = originOf((match[2] as string).replace(/^wss?:/i, 'https:'));
      if (origin) found.push({ origin, kind });
    }
  }
  return found;
}

/** The outside origins a package file references, by what it loads from them. */
export function externalOriginsOfFile(path: string, text: string): Found[] {
  if (/\.(html?|xhtml|svg)$/i.test(path)) return scanHtml(text);
  if (/\.css$/i.test(path)) return scanCss(text);
  if (/\.m?js$/i.test(path)) return scanScript(text);
  return [];
}

/** Collects the outside origins of a package's files: each origin once, with every kind it is used for. */
export function createOriginCollector() {
  const byOrigin = new Map<string, Set<ExternalOriginKind>>();
  return {
    add(path: string, text: string) {
      for (const { origin, kind } of externalOriginsOfFile(path, text)) {
        const kinds = byOrigin.get(origin) ?? new Set<ExternalOriginKind>();
        kinds.add(kind);
        byOrigin.set(origin, kinds);
      }
    },
    list(): ExternalOrigin[] {
      return [...byOrigin.entries()]
        .map(([origin, kinds]) => ({ origin, kinds: [...kinds].sort() }))
        .sort((a, b) => a.origin.localeCompare(b.origin));
    },
  };
}
