/** Artwork of the learning demo, drawn as SVG in every card format (spec 3, 9: `-format-{format}` variants). */

export type ArtMotif = 'chart' | 'shield' | 'people' | 'star' | 'book' | 'handshake' | 'calendar' | 'play';

export type Art = { title: string; subtitle?: string; colors: [string, string]; motif: ArtMotif };

/** Every format a card can ask for, with its size; the image without a suffix is the square one. */
export const ART_FORMATS = {
  '': [800, 800],
  portrait: [600, 900],
  'landscape-large': [1600, 600],
  'landscape-middle': [1200, 600],
  'landscape-small': [900, 600],
  'landscape-xsmall': [600, 400],
} as const satisfies Record<string, readonly [number, number]>;

const escapeXml = (text: string) =>
  text.replace(
    /[<>&"']/g,
    (char) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[char] ?? char,
  );

function wrap(text: string, maxChars: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    if (line && `${line} ${word}`.length > maxChars) {
      lines.push(line);
      line = word;
    } else {
      line = line ? `${line} ${word}` : word;
    }
  }
  if (line) lines.push(line);
  return lines.slice(0, 3);
}

function motif(kind: ArtMotif, cx: number, cy: number, r: number): string {
  const s = (n: number) => (n * r).toFixed(1);
  const at = `translate(${cx.toFixed(1)} ${cy.toFixed(1)})`;
  const stroke = `fill="none" stroke="#ffffff" stroke-width="${s(0.08)}" stroke-linecap="round" stroke-linejoin="round"`;
  switch (kind) {
    case 'chart':
      return `<g transform="${at}" ${stroke}><path d="M${s(-0.8)} ${s(0.7)}H${s(0.8)}"/><path d="M${s(-0.6)} ${s(0.3)}L${s(-0.2)} ${s(-0.1)}L${s(0.15)} ${s(0.15)}L${s(0.65)} ${s(-0.55)}"/><circle cx="${s(0.65)}" cy="${s(-0.55)}" r="${s(0.08)}" fill="#fff"/></g>`;
    case 'shield':
      return `<g transform="${at}" ${stroke}><path d="M0 ${s(-0.8)}L${s(0.65)} ${s(-0.5)}V${s(0.05)}C${s(0.65)} ${s(0.45)} ${s(0.3)} ${s(0.7)} 0 ${s(0.85)}C${s(-0.3)} ${s(0.7)} ${s(-0.65)} ${s(0.45)} ${s(-0.65)} ${s(0.05)}V${s(-0.5)}Z"/><path d="M${s(-0.28)} ${s(0.02)}L${s(-0.05)} ${s(0.25)}L${s(0.32)} ${s(-0.2)}"/></g>`;
    case 'people':
      return `<g transform="${at}" ${stroke}><circle cx="${s(-0.3)}" cy="${s(-0.35)}" r="${s(0.22)}"/><circle cx="${s(0.35)}" cy="${s(-0.3)}" r="${s(0.18)}"/><path d="M${s(-0.75)} ${s(0.6)}C${s(-0.7)} ${s(0.1)} ${s(0.1)} ${s(0.1)} ${s(0.15)} ${s(0.6)}"/><path d="M${s(0.25)} ${s(0.12)}C${s(0.55)} ${s(0)} ${s(0.8)} ${s(0.2)} ${s(0.8)} ${s(0.55)}"/></g>`;
    case 'star':
      return `<g transform="${at}" ${stroke}><path d="M0 ${s(-0.75)}L${s(0.22)} ${s(-0.22)}L${s(0.78)} ${s(-0.2)}L${s(0.34)} ${s(0.15)}L${s(0.48)} ${s(0.72)}L0 ${s(0.4)}L${s(-0.48)} ${s(0.72)}L${s(-0.34)} ${s(0.15)}L${s(-0.78)} ${s(-0.2)}L${s(-0.22)} ${s(-0.22)}Z"/></g>`;
    case 'book':
      return `<g transform="${at}" ${stroke}><path d="M0 ${s(-0.45)}C${s(-0.3)} ${s(-0.65)} ${s(-0.6)} ${s(-0.65)} ${s(-0.8)} ${s(-0.5)}V${s(0.6)}C${s(-0.6)} ${s(0.45)} ${s(-0.3)} ${s(0.45)} 0 ${s(0.65)}C${s(0.3)} ${s(0.45)} ${s(0.6)} ${s(0.45)} ${s(0.8)} ${s(0.6)}V${s(-0.5)}C${s(0.6)} ${s(-0.65)} ${s(0.3)} ${s(-0.65)} 0 ${s(-0.45)}Z"/><path d="M0 ${s(-0.45)}V${s(0.65)}"/></g>`;
    case 'handshake':
      return `<g transform="${at}" ${stroke}><path d="M${s(-0.85)} ${s(-0.2)}L${s(-0.45)} ${s(-0.45)}L${s(-0.05)} ${s(-0.3)}L${s(0.45)} ${s(-0.45)}L${s(0.85)} ${s(-0.2)}"/><path d="M${s(-0.55)} ${s(0)}L${s(-0.1)} ${s(0.45)}C${s(0)} ${s(0.55)} ${s(0.15)} ${s(0.5)} ${s(0.2)} ${s(0.4)}L${s(0.55)} ${s(0)}"/><path d="M${s(-0.05)} ${s(-0.3)}L${s(-0.3)} ${s(0)}C${s(-0.2)} ${s(0.12)} ${s(0)} ${s(0.1)} ${s(0.1)} ${s(-0.05)}"/></g>`;
    case 'calendar':
      return `<g transform="${at}" ${stroke}><rect x="${s(-0.75)}" y="${s(-0.6)}" width="${s(1.5)}" height="${s(1.3)}" rx="${s(0.12)}"/><path d="M${s(-0.75)} ${s(-0.2)}H${s(0.75)}M${s(-0.4)} ${s(-0.8)}V${s(-0.45)}M${s(0.4)} ${s(-0.8)}V${s(-0.45)}"/><path d="M${s(-0.35)} ${s(0.2)}H${s(-0.15)}M${s(0.15)} ${s(0.2)}H${s(0.35)}M${s(-0.35)} ${s(0.45)}H${s(-0.15)}"/></g>`;
    default:
      return `<g transform="${at}" ${stroke}><circle r="${s(0.78)}"/><path d="M${s(-0.22)} ${s(-0.38)}L${s(0.42)} 0L${s(-0.22)} ${s(0.38)}Z" fill="#fff"/></g>`;
  }
}

/** One picture of the artwork at a size: a brand gradient, soft shapes, the motif and the title. */
export function artSvg(art: Art, width: number, height: number): string {
  const min = Math.min(width, height);
  // Wide formats put the title beside the motif; the others put it under.
  const landscape = width / height >= 1.9;
  const fontSize = Math.round(min / (landscape ? 7.5 : 10));
  const pad = Math.round(min * 0.09);
  const maxChars = Math.max(8, Math.floor((landscape ? width * 0.55 : width - pad * 2) / (fontSize * 0.56)));
  const lines = wrap(art.title, maxChars);
  const textTop = landscape
    ? height / 2 - ((lines.length - 1) * fontSize * 1.15) / 2
    : height - pad - (lines.length - 1) * fontSize * 1.15 - (art.subtitle ? fontSize : 0);
  const motifR = landscape ? height * 0.26 : min * 0.2;
  const motifX = landscape ? width - height * 0.55 : width - pad - motifR;
  const motifY = landscape ? height / 2 : pad + motifR;
  const id = `g${Math.abs([...art.title].reduce((h, c) => (h * 31 + c.charCodeAt(0)) | 0, 7))}`;
  const text = lines
    .map(
      (line, index) =>
        `<text x="${pad}" y="${(textTop + index * fontSize * 1.15).toFixed(1)}" font-size="${fontSize}" font-weight="700">${escapeXml(line)}</text>`,
    )
    .join('');
  const subtitle = art.subtitle
    ? `<text x="${pad}" y="${(textTop + lines.length * fontSize * 1.15 + fontSize * 0.1).toFixed(1)}" font-size="${Math.round(fontSize * 0.5)}" opacity="0.9">${escapeXml(art.subtitle)}</text>`
    : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" role="img" aria-label="${escapeXml(art.title)}"><defs><linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${art.colors[0]}"/><stop offset="1" stop-color="${art.colors[1]}"/></linearGradient></defs><rect width="${width}" height="${height}" fill="url(#${id})"/><circle cx="${width * 0.85}" cy="${height * 0.1}" r="${min * 0.45}" fill="#ffffff" opacity="0.08"/><circle cx="${width * 0.1}" cy="${height * 0.95}" r="${min * 0.35}" fill="#000000" opacity="0.08"/>${motif(art.motif, motifX, motifY, motifR)}<g fill="#ffffff" font-family="DejaVu Sans, Arial, sans-serif">${text}${subtitle}</g></svg>`;
}
