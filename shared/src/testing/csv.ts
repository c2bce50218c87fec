/** The rows of a CSV file as Troo writes it (BOM, CRLF, quoted fields), as a spreadsheet reads them. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  const body = text.startsWith('\uFEFF') ? text.slice(1) : text;
  for (let i = 0; i < body.length; i++) {
    const char = body[i]!;
    if (quoted && char === '"' && body[i + 1] === '"') {
      field += '"';
      i++;
    } else if (char === '"') {
      quoted = !quoted;
    } else if (quoted || (char !== ',' && char !== '\n' && char !== '\r')) {
      field += char;
    } else if (char === ',') {
      row.push(field);
      field = '';
    } else if (char === '\n') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    }
  }
  if (field || row.length) {
    row.push(field);
    rows.push(row);
  }
  return rows;
}

/** CSV rows as objects by heading. */
export function csvRecords(text: string): Record<string, string>[] {
  const [headings, ...rows] = parseCsv(text);
  return rows.map((row) => Object.fromEntries(headings!.map((heading, i) => [heading, row[i] ?? ''])));
}
