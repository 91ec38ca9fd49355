import { createHash } from 'node:crypto';

/**
 * Where a package's files live in storage: one key per file under the package's prefix, named by a hash of
 * its path. Paths inside packages hold spaces, accents and parentheses that storage keys do not allow, and
 * can be long; a hash keeps every key short and valid, and the path never reaches the file system.
 */
export function packageFileKey(prefix: string, path: string): string {
  return `${prefix}/${createHash('sha256').update(path, 'utf8').digest('hex')}`;
}

/** The storage prefix of a package's files. */
export function packagePrefix(idCompany: number, idScormPackage: number): string {
  return `scorm/${idCompany}/${idScormPackage}`;
}

const CONTENT_TYPES: Record<string, string> = {
  html: 'text/html; charset=utf-8',
  htm: 'text/html; charset=utf-8',
  xhtml: 'application/xhtml+xml; charset=utf-8',
  js: 'text/javascript; charset=utf-8',
  mjs: 'text/javascript; charset=utf-8',
  css: 'text/css; charset=utf-8',
  json: 'application/json; charset=utf-8',
  xml: 'application/xml; charset=utf-8',
  xsd: 'application/xml; charset=utf-8',
  dtd: 'application/xml-dtd',
  txt: 'text/plain; charset=utf-8',
  csv: 'text/csv; charset=utf-8',
  vtt: 'text/vtt; charset=utf-8',
  srt: 'text/plain; charset=utf-8',
  svg: 'image/svg+xml',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  avif: 'image/avif',
  ico: 'image/x-icon',
  bmp: 'image/bmp',
  mp3: 'audio/mpeg',
  m4a: 'audio/mp4',
  wav: 'audio/wav',
  ogg: 'audio/ogg',
  oga: 'audio/ogg',
  mp4: 'video/mp4',
  m4v: 'video/mp4',
  webm: 'video/webm',
  ogv: 'video/ogg',
  mov: 'video/quicktime',
  m3u8: 'application/vnd.apple.mpegurl',
  ts: 'video/mp2t',
  woff: 'font/woff',
  woff2: 'font/woff2',
  ttf: 'font/ttf',
  otf: 'font/otf',
  eot: 'application/vnd.ms-fontobject',
  pdf: 'application/pdf',
  swf: 'application/x-shockwave-flash',
  wasm: 'application/wasm',
  zip: 'application/zip',
};

/** The media type a package file is served with, from its extension (octet-stream when unknown). */
export function contentTypeOf(path: string): string {
  const name = path.split('/').pop() ?? '';
  const extension = name.includes('.') ? (name.split('.').pop()?.toLowerCase() ?? '') : '';
  return CONTENT_TYPES[extension] ?? 'application/octet-stream';
}
