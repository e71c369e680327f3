import { describe, expect, it } from 'vitest'

import { attachmentsProblem, attachmentType, safeFileName } from './attachments'

// The bucket's upload policy and case_attachments_object_path_check (20261130120000).
const DB_NAME = /^[A-Za-z0-9][A-Za-z0-9 ._()-]{0,99}$/

describe('attachments', () => {
  it.each([
    'Bukti bayar (Juni).pdf',
    'surat keputusan – revisi #2.PDF',
    '..\\..\\etc/passwd.png',
    'ünïcödé.jpg',
    `${'x'.repeat(300)}.jpeg`,
    '.pdf',
  ])('makes %j an object name the database accepts, extension kept', (name) => {
    const safe = safeFileName(name, 0)
    expect(safe).toMatch(DB_NAME)
    if (/\.[a-z]+$/i.test(name) && name !== '.pdf')
      expect(safe.toLowerCase().endsWith(name.slice(name.lastIndexOf('.')).toLowerCase())).toBe(
        true,
      )
  })

  it('numbers the files of one upload, so equal names stay apart', () => {
    expect(safeFileName('a.pdf', 0)).not.toBe(safeFileName('a.pdf', 1))
  })

  it('takes the type from the extension only when the browser gave none', () => {
    expect(attachmentType({ name: 'a.pdf', size: 1, type: '' })).toBe('application/pdf')
    expect(attachmentType({ name: 'a.JPG', size: 1, type: 'application/octet-stream' })).toBe(
      'image/jpeg',
    )
    expect(attachmentType({ name: 'a.pdf', size: 1, type: 'text/html' })).toBe('')
  })

  it('says the first problem: count, type, empty, size', () => {
    const pdf = { name: 'a.pdf', size: 10, type: 'application/pdf' }
    expect(attachmentsProblem([pdf, pdf, pdf])).toBeUndefined()
    expect(attachmentsProblem([pdf, pdf, pdf, pdf])).toMatch(/tooMany/)
    expect(attachmentsProblem([{ ...pdf, type: 'text/html' }])).toMatch(/errors\.type/)
    expect(attachmentsProblem([{ ...pdf, size: 0 }])).toMatch(/errors\.empty/)
    expect(attachmentsProblem([{ ...pdf, size: 5 * 1024 * 1024 + 1 }])).toMatch(/errors\.size/)
  })
})
