import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { csvLine, parseCsv } from './csv';

describe('parseCsv', () => {
  it.each([
    [
      'semicolons with a BOM',
      '\uFEFFnome;email\nAna;ana@x.example\n',
      [
        ['nome', 'email'],
        ['Ana', 'ana@x.example'],
      ],
    ],
    [
      'commas chosen by the header',
      'nome,email\r\nAna,ana@x.example',
      [
        ['nome', 'email'],
        ['Ana', 'ana@x.example'],
      ],
    ],
    [
      'quoted separators and quotes',
      'a;b\n"x;y";"diz ""oi"""\n',
      [
        ['a', 'b'],
        ['x;y', 'diz "oi"'],
      ],
    ],
    [
      'blank lines skipped',
      'a;b\n\n1;2\n\n',
      [
        ['a', 'b'],
        ['1', '2'],
      ],
    ],
    [
      'empty fields kept',
      'a;b;c\n;;\n',
      [
        ['a', 'b', 'c'],
        ['', '', ''],
      ],
    ],
  ])('reads %s', (_name, text, expected) => {
    expect(parseCsv(text).map((record) => record.fields)).toEqual(expected);
  });

  it('keeps the line each record starts on, past quoted line breaks and blank lines', () => {
    const records = parseCsv('a;b\n"um\ndois";x\n\nfim;y\n');
    expect(records.map((record) => record.line)).toEqual([1, 2, 5]);
  });

  it('reads back what csvLine writes', () => {
    fc.assert(
      fc.property(
        fc.array(fc.array(fc.string(), { minLength: 2, maxLength: 5 }), { minLength: 1, maxLength: 5 }),
        (rows) => {
          const header = ['c1', 'c2'];
          const text = [csvLine(header), ...rows.map(csvLine)].join('\n');
          const parsed = parseCsv(text).map((record) => record.fields);
          const expected = [header, ...rows].filter((row) => !(row.length === 1 && row[0] === ''));
          expect(parsed).toEqual(expected);
        },
      ),
    );
  });
});
