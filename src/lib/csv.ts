import Papa from 'papaparse'

import { DEFAULT_TIME_ZONE, isoToZonedInput } from './time-zone'

/** One CSV column: its header and how to read the cell from a row. */
export interface CsvColumn<T> {
  header: string
  value: (row: T) => unknown
}

/*
 * CSV injection. A spreadsheet app runs a cell as a formula when its text starts with `=`, `+`,
 * `-` or `@` (also the full-width forms some locales accept). It is not enough to look at the
 * cell's first character: a file written with `,` and opened with `;` as the separator (the
 * default of Excel in Indonesian), or split on tabs or lines, starts a new cell after every
 * such character inside a cell once an unquoted cell before it has thrown the quoting off. So
 * every "segment" is checked: the cell's start and the text after each `,` `;` tab, CR or LF.
 * A segment whose first non-space character (after any apostrophes) is a formula character
 * gets one apostrophe in front, which spreadsheets show as text. Leading whitespace does not
 * hide a formula either: the segment after the tab or line break is checked on its own.
 *
 * A segment that is a plain number (`-5`, `+3.25`, `-1` in `-1,5`) is written as it is: it
 * cannot call anything, and a spreadsheet reading it as a number is what the user expects.
 *
 * Adding the apostrophe is reversible (`restoreCsvText`): a segment that already starts with
 * apostrophes before a formula character gets one more, so removing one on the way back gives
 * exactly the original text. The certificate import reads files this writer made (its
 * template, a re-saved export) that way.
 */
const SEPARATOR = '[,;\\t\\r\\n]'
const FORMULA_CHAR = '[=+\\-@\\uFF1D\\uFF0B\\uFF0D\\uFF20]'
/** Spaces that are not separators (a space, a no-break space, …). */
const SPACE = '[^\\S\\t\\r\\n]'
/** A plain number up to the end of its segment: sign, digits, decimal points. */
const PLAIN_NUMBER = `${SPACE}*[+\\-]?${SPACE}*\\d[\\d.]*${SPACE}*(?:${SEPARATOR}|$)`
const ESCAPE_POINT = new RegExp(
  `(^|${SEPARATOR})(?='*${SPACE}*${FORMULA_CHAR})(?!'*${PLAIN_NUMBER})`,
  'g',
)
const ESCAPED_POINT = new RegExp(
  `(^|${SEPARATOR})'(?='*${SPACE}*${FORMULA_CHAR})(?!'*${PLAIN_NUMBER})`,
  'g',
)

/** The text with an apostrophe before every segment a spreadsheet would run as a formula. */
export function neutraliseFormulas(text: string): string {
  return text.replace(ESCAPE_POINT, "$1'")
}

/** Undoes `neutraliseFormulas`: the text as it was before it was written to a CSV file. */
export function restoreCsvText(text: string): string {
  return text.replace(ESCAPED_POINT, '$1')
}

/** A timestamp as the API sends it: `2026-11-29T07:05:00.123+00:00` or `…Z`. */
const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:\d{2})$/

/**
 * A moment as CSV files write it: the wall-clock time in the site's time zone (WIB by default),
 * `2026-11-29 14:05`. Calendar dates (`2026-11-29`) stay as they are: that is the form the
 * certificate import reads.
 */
export function csvDateTime(iso: string, timeZone: string = DEFAULT_TIME_ZONE): string {
  return isoToZonedInput(iso, timeZone).replace('T', ' ') || iso
}

/** A cell's text: arrays joined with "; ", nothing for null, moments in the time zone, formulas neutralised. */
function cellText(value: unknown, timeZone: string): string {
  if (value === null || value === undefined) return ''
  if (typeof value === 'string' && TIMESTAMP.test(value)) return csvDateTime(value, timeZone)
  return neutraliseFormulas(Array.isArray(value) ? value.join('; ') : String(value))
}

/**
 * Rows to CSV text (papaparse: comma separated, RFC 4180 quoting, CRLF line ends, header row
 * first). Cells holding `;` or a tab are quoted too, for readers that split on those. Starts
 * with a BOM so spreadsheet apps read UTF-8 (Indonesian and English text) correctly.
 * papaparse's own `escapeFormulae` looks at a cell's first character only, so the cells are
 * neutralised here (`neutraliseFormulas`) before papaparse writes them. A timestamp value
 * (`2026-11-29T07:05:00+00:00`) is written in `timeZone` (the site's; WIB by default) as
 * `2026-11-29 14:05` (`csvDateTime`); dates stay `2026-11-29`.
 */
export function toCsv<T>(
  rows: readonly T[],
  columns: readonly CsvColumn<T>[],
  { timeZone = DEFAULT_TIME_ZONE }: { timeZone?: string } = {},
): string {
  const csv = Papa.unparse(
    [
      columns.map((c) => cellText(c.header, timeZone)),
      ...rows.map((row) => columns.map((c) => cellText(c.value(row), timeZone))),
    ],
    {
      newline: '\r\n',
      escapeFormulae: false,
      quotes: (value: unknown) => /[;\t]/.test(String(value)),
    },
  )
  return `\uFEFF${csv}\r\n`
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
