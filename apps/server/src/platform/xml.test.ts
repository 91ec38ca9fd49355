import { describe, expect, it } from 'vitest';
import { decodeXml, readXml, XmlSyntaxError } from './xml';

describe('readXml', () => {
  it('reads elements, attributes and text in order, values kept as text', () => {
    const [root] = readXml('<?xml version="1.0"?><a x="01"><b>007</b><![CDATA[<i>]]></a>');
    expect(root).toEqual({ a: [{ b: [{ '#text': '007' }] }, { '#text': '<i>' }], ':@': { x: '01' } });
  });

  it('drops prefixes and keeps CDATA apart when the reader asks', () => {
    const [root] = readXml('<q:item xmlns:q="urn:q" q:id="1"><![CDATA[x]]></q:item>', {
      removeNamespacePrefix: true,
      cdataName: '#cdata',
    });
    expect(Object.keys(root ?? {})).toContain('item');
    expect(root?.[':@']).toEqual({ id: '1' });
  });

  it('refuses malformed XML with the line of the problem', () => {
    expect(() => readXml('<a>\n<b></a>')).toThrow(XmlSyntaxError);
    try {
      readXml('<a>\n<b></a>');
    } catch (error) {
      expect((error as XmlSyntaxError).line).toBe(2);
    }
  });

  it('does not blow up a "billion laughs" document (10^10 letters if expanded)', () => {
    const entities = Array.from(
      { length: 10 },
      (_, index) => `<!ENTITY l${index + 1} "${`&l${index};`.repeat(10)}">`,
    ).join('');
    const bomb = `<?xml version="1.0"?><!DOCTYPE r [<!ENTITY l0 "ha">${entities}]><r>&l10;</r>`;
    let size = 0;
    try {
      size = JSON.stringify(readXml(bomb)).length;
    } catch (error) {
      expect(error).toBeInstanceOf(XmlSyntaxError);
    }
    expect(size).toBeLessThan(200_000);
  });

  it('never reads an external entity', () => {
    const nodes = (() => {
      try {
        return readXml('<?xml version="1.0"?><!DOCTYPE r [<!ENTITY x SYSTEM "file:///etc/passwd">]><r>&x;</r>');
      } catch (error) {
        expect(error).toBeInstanceOf(XmlSyntaxError);
        return [];
      }
    })();
    expect(JSON.stringify(nodes)).not.toContain('root:');
  });
});

describe('decodeXml', () => {
  it('follows the byte order mark, then the declared encoding, then UTF-8', () => {
    expect(decodeXml(Buffer.from('\uFEFF<a>é</a>', 'utf8'))).toBe('<a>é</a>');
    expect(decodeXml(Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from('<a>é</a>', 'utf16le')]))).toBe('<a>é</a>');
    expect(decodeXml(Buffer.from('<?xml version="1.0" encoding="ISO-8859-1"?><a>é</a>', 'latin1'))).toContain(
      '<a>é</a>',
    );
    expect(decodeXml(Buffer.from('<a>é</a>', 'utf8'))).toBe('<a>é</a>');
  });
});
