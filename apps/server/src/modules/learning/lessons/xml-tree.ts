import { readXml, type XmlOrderedNode, XmlSyntaxError } from '../../../platform/xml';

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

type OrderedNode = XmlOrderedNode;

/** Parses a document into its root element; refuses malformed XML with `XmlSyntaxError`. */
export function parseXml(text: string): XmlElement {
  const nodes = readXml(text);
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
