// CSV as spreadsheet programs open it: UTF-8 with a byte-order mark (so ₦ and accented names read
// right in Excel), CRLF line ends, fields quoted when they hold a comma, quote or line break, and
// amounts in naira with two decimals.

export type CsvCell = string | number | null;

/** A column: its heading and how a row fills it; `naira` formats with two decimals. */
export interface CsvColumn<T> {
  heading: string;
  value: (row: T) => CsvCell;
  naira?: true;
}

const BOM = '\uFEFF';

function cell(value: CsvCell, naira: boolean): string {
  if (value === null) return '';
  const text = naira && typeof value === 'number' ? value.toFixed(2) : String(value);
  // A leading =, +, - or @ would be read as a formula by a spreadsheet: quote it with a ' first.
  const safe = typeof value === 'string' && /^[=+\-@]/.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export function toCsv<T>(columns: CsvColumn<T>[], rows: T[]): string {
  const lines = [columns.map((column) => cell(column.heading, false)).join(',')];
  for (const row of rows) lines.push(columns.map((column) => cell(column.value(row), Boolean(column.naira))).join(','));
  return `${BOM}${lines.join('\r\n')}\r\n`;
}
