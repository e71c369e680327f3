/** One CSV column: its header and how to read the cell from a row. */
export interface CsvColumn<T> {
  header: string
  value: (row: T) => unknown
}

/** Spreadsheet apps run cells starting with these as formulas (CSV injection). */
const FORMULA_START = /^[=+\-@\t\r]/

/** Quotes one cell per RFC 4180 and neutralises formula-looking text. */
export function csvCell(value: unknown): string {
  if (value === null || value === undefined) return ''
  let text = Array.isArray(value) ? value.join('; ') : String(value)
  if (FORMULA_START.test(text)) text = `'${text}`
  return /[",\n\r;]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text
}

/**
 * Rows to CSV text (comma separated, CRLF line ends, header row first). Starts with a BOM so
 * spreadsheet apps read UTF-8 (Indonesian and English text) correctly.
 */
export function toCsv<T>(rows: readonly T[], columns: readonly CsvColumn<T>[]): string {
  const lines = [columns.map((c) => csvCell(c.header)).join(',')]
  for (const row of rows) lines.push(columns.map((c) => csvCell(c.value(row))).join(','))
  return `\uFEFF${lines.join('\r\n')}\r\n`
}

/** Offers CSV text as a file download (browser only; call from an event handler). */
export function downloadCsv(filename: string, csv: string): void {
  const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }))
  const link = document.createElement('a')
  link.href = url
  link.download = filename.endsWith('.csv') ? filename : `${filename}.csv`
  document.body.append(link)
  link.click()
  link.remove()
  setTimeout(() => URL.revokeObjectURL(url), 1000)
}
