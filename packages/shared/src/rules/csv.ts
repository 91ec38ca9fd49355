/**
 * Reads a CSV file as spreadsheets write it (RFC 4180): fields separated by `;` (Excel in Portuguese) or
 * `,` (chosen by the header line), `"` quoting with `""` inside, CRLF or LF line ends, an optional BOM.
 * Each record keeps the line it starts on, so an import can name the line of every problem.
 */
export type CsvRecord = { line: number; fields: string[] };

export function detectSeparator(headerLine: string): ';' | ',' {
  const semicolons = headerLine.split(';').length;
  const commas = headerLine.split(',').length;
  return semicolons >= commas ? ';' : ',';
}

export function parseCsv(text: string): CsvRecord[] {
  const source = text.startsWith('\uFEFF') ? text.slice(1) : text;
  const firstLine = source.split(/\r?\n/, 1)[0] ?? '';
  const separator = detectSeparator(firstLine);
  const records: CsvRecord[] = [];
  let fields: string[] = [];
  let field = '';
  let quoted = false;
  let line = 1;
  let recordLine = 1;
  let fieldStarted = false;
  const endRecord = () => {
    fields.push(field);
    if (!(fields.length === 1 && fields[0] === '' && !fieldStarted)) records.push({ line: recordLine, fields });
    fields = [];
    field = '';
    fieldStarted = false;
  };
  for (let i = 0; i < source.length; i++) {
    const char = source[i] as string;
    if (quoted) {
      if (char === '"') {
        if (source[i + 1] === '"') {
          field += '"';
          i++;
        } else quoted = false;
      } else {
        if (char === '\n') line++;
        field += char;
      }
      continue;
    }
    if (char === '"' && field === '') {
      quoted = true;
      fieldStarted = true;
    } else if (char === separator) {
      fields.push(field);
      field = '';
      fieldStarted = true;
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && source[i + 1] === '\n') i++;
      endRecord();
      line++;
      recordLine = line;
    } else {
      field += char;
      fieldStarted = true;
    }
  }
  if (field !== '' || fields.length > 0 || fieldStarted) endRecord();
  return records;
}

/** Writes one CSV line with `;`, quoting a field that holds the separator, a quote or a line break. */
export function csvLine(fields: Array<string | number | null | undefined>): string {
  return fields
    .map((value) => {
      const text = value === null || value === undefined ? '' : String(value);
      return /[;"\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
    })
    .join(';');
}
