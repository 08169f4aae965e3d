// An RFC 4180 reader for tests: quoted fields with commas, doubled quotes and line breaks, CRLF rows and
// a byte order mark. It throws on what a spreadsheet would misread (a stray quote, ragged rows), so a
// test that reads a CSV back also proves the file is well formed.

export function parseCsv(text: string): string[][] {
  const body = text.startsWith('\uFEFF') ? text.slice(1) : text;
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  let index = 0;
  while (index < body.length) {
    const character = body[index]!;
    if (quoted) {
      if (character === '"' && body[index + 1] === '"') {
        field += '"';
        index += 2;
        continue;
      }
      if (character === '"') {
        quoted = false;
        if (![',', '\r', undefined].includes(body[index + 1])) throw new Error(`text after a closing quote at ${index}`);
      } else field += character;
      index += 1;
      continue;
    }
    if (character === '"') {
      if (field !== '') throw new Error(`a quote inside an unquoted field at ${index}`);
      quoted = true;
    } else if (character === ',') {
      row.push(field);
      field = '';
    } else if (character === '\r' && body[index + 1] === '\n') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      index += 1;
    } else if (character === '\n' || character === '\r') {
      throw new Error(`a line break outside quotes without CRLF at ${index}`);
    } else field += character;
    index += 1;
  }
  if (quoted) throw new Error('an unterminated quoted field');
  if (field !== '' || row.length > 0) {
    row.push(field);
    rows.push(row);
  }
  const width = rows[0]?.length ?? 0;
  rows.forEach((cells, number) => {
    if (cells.length !== width) throw new Error(`row ${number + 1} has ${cells.length} fields, the header ${width}`);
  });
  return rows;
}
