import { XMLParser, XMLValidator } from 'fast-xml-parser';

/**
 * The one XML reader of the server (SCORM manifests, QTI and Moodle XML question files). Documents come from
 * uploads, so the parser is configured once to be safe whatever a reader asks: external entities and DTDs
 * are never fetched (the parser has no network or file access), internal entity definitions are bounded so
 * a "billion laughs" document cannot blow up, nesting is bounded, and values are kept as text.
 */

/** Thrown for text that is not well-formed XML; `line` points at the problem when known. */
export class XmlSyntaxError extends Error {
  constructor(readonly line: number | null) {
    super(line ? `XML inválido na linha ${line}` : 'XML inválido');
  }
}

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

/** How a reader wants the document: prefixes dropped from names, CDATA and comments kept apart. */
export type XmlReadOptions = {
  /** Drop namespace prefixes from element and attribute names (and the `xmlns` attributes). */
  removeNamespacePrefix?: boolean;
  /** The property name of CDATA sections; they join the text when omitted. */
  cdataName?: string;
  /** The property name of comments; they are dropped when omitted. */
  commentName?: string;
};

/** One element or text of the document in order, as fast-xml-parser gives it with `preserveOrder`. */
export type XmlOrderedNode = Record<string, unknown> & { ':@'?: Record<string, string>; '#text'?: string };

const parsers = new Map<string, XMLParser>();

function parserFor(options: XmlReadOptions): XMLParser {
  const key = JSON.stringify(options);
  let parser = parsers.get(key);
  if (!parser) {
    parser = new XMLParser({
      preserveOrder: true,
      ignoreAttributes: false,
      attributeNamePrefix: '',
      removeNSPrefix: options.removeNamespacePrefix ?? false,
      parseTagValue: false,
      parseAttributeValue: false,
      trimValues: false,
      ignoreDeclaration: true,
      ignorePiTags: true,
      allowBooleanAttributes: true,
      ...(options.cdataName ? { cdataPropName: options.cdataName } : {}),
      ...(options.commentName ? { commentPropName: options.commentName } : {}),
      processEntities: { enabled: true, maxEntityCount: 50, maxTotalExpansions: 1000, maxExpandedLength: 100_000 },
      maxNestedTags: 200,
    });
    parsers.set(key, parser);
  }
  return parser;
}

/** Parses a document into its ordered nodes; refuses malformed XML with `XmlSyntaxError`. */
export function readXml(text: string, options: XmlReadOptions = {}): XmlOrderedNode[] {
  const validation = XMLValidator.validate(text, { allowBooleanAttributes: true });
  if (validation !== true) throw new XmlSyntaxError(validation.err.line ?? null);
  try {
    return parserFor(options).parse(text) as XmlOrderedNode[];
  } catch {
    throw new XmlSyntaxError(null);
  }
}
