/**
 * CSV as spreadsheets read it (RFC 4180): one table a file, its header row first, rows ended by CRLF. Used by the
 * account export and the progress downloads.
 */

/** One CSV field: quoted when it holds a separator, a quote or a line break; formulas defused. */
export function csvField(value: unknown): string {
  let text =
    value === null || value === undefined
      ? ''
      : value instanceof Date
        ? value.toISOString()
        : typeof value === 'object'
          ? JSON.stringify(value)
          : String(value);
  // A spreadsheet would run a cell starting with = + - @ as a formula.
  if (typeof value === 'string' && /^[=+\-@]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** CSV lines, each ended by CRLF (so pages of rows can be appended one after another). */
export function csvLines(rows: unknown[][]): string {
  return rows.map((row) => `${row.map(csvField).join(',')}\r\n`).join('');
}

/** A whole CSV file: the header row, then the rows. */
export function toCsv(header: string[], rows: unknown[][]): string {
  return csvLines([header, ...rows]);
}
