import { XMLParser, XMLValidator } from 'fast-xml-parser';

/** An element with its namespace resolved, so documents are read the same whatever prefixes they chose. */
export type XmlElement = {
  /** The name as written (`adlcp:masteryscore`). */
  name: string;
  /** The name without its prefix (`masteryscore`). */
  local: string;
  /** The namespace URI in scope for the element, or null. */
  namespace: string | null;
  /** Attributes by local name (`xml:base` is `base`), and the namespace URIs the element declares or inherits. */
  attributes: Map<string, string>;
  namespaces: Map<string, string>;
  children: XmlElement[];
  /** The element's own text (CDATA included), whitespace collapsed. */
  text: string;
};

/** Thrown for text that is not well-formed XML; `line` points at the problem. */
export class XmlSyntaxError extends Error {
  constructor(readonly line: number | null) {
    super(line ? `XML inválido na linha ${line}` : 'XML inválido');
  }
}

type OrderedNode = Record<string, unknown> & { ':@'?: Record<string, string>; '#text'?: string };

const parser = new XMLParser({
  preserveOrder: true,
  ignoreAttributes: false,
  attributeNamePrefix: '',
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: false,
  ignoreDeclaration: true,
  ignorePiTags: true,
  allowBooleanAttributes: true,
  // Entity definitions are bounded, so a "billion laughs" document cannot blow up.
  processEntities: { enabled: true, maxEntityCount: 50, maxTotalExpansions: 1000, maxExpandedLength: 100_000 },
  maxNestedTags: 200,
});

/**
 * Decodes an XML file's bytes: a UTF-8 or UTF-16 byte order mark decides first, then the `encoding` of the
 * XML declaration (authoring tools still write ISO-8859-1 and Windows-1252 manifests), then UTF-8.
 */
export function decodeXml(bytes: Buffer): string {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) return bytes.subarray(3).toString('utf8');
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return new TextDecoder('utf-16le').decode(bytes.subarray(2));
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return new TextDecoder('utf-16be').decode(bytes.subarray(2));
  if (bytes[0] === 0x3c && bytes[1] === 0x00) return new TextDecoder('utf-16le').decode(bytes);
  if (bytes[0] === 0x00 && bytes[1] === 0x3c) return new TextDecoder('utf-16be').decode(bytes);
  const declared = /^<\?xml[^>]*encoding\s*=\s*["']([A-Za-z0-9._-]+)["']/.exec(
    bytes.subarray(0, 200).toString('latin1'),
  );
  const label = declared?.[1]?.toLowerCase();
  if (label && label !== 'utf-8' && label !== 'utf8') {
    try {
      return new TextDecoder(label).decode(bytes);
    } catch {
      // An unknown label: read it as UTF-8 below.
    }
  }
  return bytes.toString('utf8');
}

/** Parses a document into its root element; refuses malformed XML with `XmlSyntaxError`. */
export function parseXml(text: string): XmlElement {
  const validation = XMLValidator.validate(text, { allowBooleanAttributes: true });
  if (validation !== true) throw new XmlSyntaxError(validation.err.line ?? null);
  let nodes: OrderedNode[];
  try {
    nodes = parser.parse(text) as OrderedNode[];
  } catch {
    throw new XmlSyntaxError(null);
  }
  const root = nodes.find((node) => elementName(node) !== undefined);
  if (!root) throw new XmlSyntaxError(null);
  return toElement(root, new Map());
}

function elementName(node: OrderedNode): string | undefined {
  return Object.keys(node).find((key) => key !== ':@' && key !== '#text' && !key.startsWith('?'));
}

function toElement(node: OrderedNode, inherited: Map<string, string>): XmlElement {
  const name = elementName(node) as string;
  const raw = node[':@'] ?? {};
  const namespaces = new Map(inherited);
  for (const [key, value] of Object.entries(raw)) {
    if (key === 'xmlns') namespaces.set('', value);
    else if (key.startsWith('xmlns:')) namespaces.set(key.slice(6), value);
  }
  const attributes = new Map<string, string>();
  for (const [key, value] of Object.entries(raw)) {
    if (key === 'xmlns' || key.startsWith('xmlns:')) continue;
    attributes.set(localName(key), String(value));
  }
  const colon = name.indexOf(':');
  const prefix = colon >= 0 ? name.slice(0, colon) : '';
  const children: XmlElement[] = [];
  let text = '';
  for (const child of (node[name] as OrderedNode[] | undefined) ?? []) {
    if (child['#text'] !== undefined) text += String(child['#text']);
    else if (elementName(child) !== undefined) children.push(toElement(child, namespaces));
  }
  return {
    name,
    local: localName(name),
    namespace: namespaces.get(prefix) ?? null,
    attributes,
    namespaces,
    children,
    text: text.replace(/\s+/g, ' ').trim(),
  };
}

const localName = (name: string) => name.slice(name.indexOf(':') + 1);

/** Direct children named `local` (any prefix, any letter case). */
export function childrenNamed(element: XmlElement | undefined, local: string): XmlElement[] {
  const wanted = local.toLowerCase();
  return element ? element.children.filter((child) => child.local.toLowerCase() === wanted) : [];
}

/** The first direct child named `local`. */
export function childNamed(element: XmlElement | undefined, local: string): XmlElement | undefined {
  return childrenNamed(element, local)[0];
}

/** An attribute by local name, any letter case (`scormtype` and `scormType` alike); empty values are absent. */
export function attribute(element: XmlElement | undefined, local: string): string | undefined {
  if (!element) return undefined;
  const wanted = local.toLowerCase();
  for (const [key, value] of element.attributes) {
    if (key.toLowerCase() === wanted) return value.trim() === '' ? undefined : value.trim();
  }
  return undefined;
}
