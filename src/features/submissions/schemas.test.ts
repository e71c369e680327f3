import { describe, expect, it } from 'vitest'

import { appealSchema, complaintSchema, contactSchema, decisionDate, trackSchema } from './schemas'

const messages = (result: {
  success: boolean
  error?: { issues: { path: PropertyKey[]; message: string }[] }
}) => Object.fromEntries((result.error?.issues ?? []).map((i) => [String(i.path[0]), i.message]))

const complaint = {
  name: 'Budi Santoso',
  company_name: '',
  email: 'budi@contoh.example',
  phone: '0812-3456-7890',
  certificate_number: '',
  subject: 'Verifikasi tertunda',
  description: 'Dokumen kami sudah lengkap sejak dua minggu lalu.',
}

describe('public form schemas (the database rules)', () => {
  it('accepts a complete complaint and trims what it sends', () => {
    const parsed = complaintSchema.parse({ ...complaint, name: '  Budi Santoso  ' })
    expect(parsed.name).toBe('Budi Santoso')
  })

  it('reports every problem at once, each on its own field', () => {
    const result = complaintSchema.safeParse({
      ...complaint,
      name: ' B ',
      email: 'budi@contoh',
      phone: '1234-567',
      certificate_number: 'AB',
      subject: 'Tes',
      description: 'Pendek',
    })
    expect(messages(result)).toEqual({
      name: 'i18n:forms.errors.min|{"count":2}',
      email: 'i18n:forms.errors.email',
      phone: 'i18n:forms.errors.phone',
      certificate_number: 'i18n:forms.errors.min|{"count":3}',
      subject: 'i18n:forms.errors.min|{"count":5}',
      description: 'i18n:forms.errors.min|{"count":20}',
    })
  })

  it('counts phone digits like the database (8–15, separators allowed)', () => {
    const phone = (value: string) =>
      complaintSchema.safeParse({ ...complaint, phone: value }).success
    expect(phone('021-5550123')).toBe(true)
    expect(phone('+62 (21) 7990.1234')).toBe(true)
    expect(phone('0812 345')).toBe(false)
    expect(phone('0812-3456-7890-12345')).toBe(false)
    expect(phone('0812-abc-7890')).toBe(false)
  })

  it('requires the company and a decision date for an appeal', () => {
    const result = appealSchema.safeParse({ ...complaint, decision_date: '' })
    expect(messages(result)).toEqual({
      company_name: 'i18n:forms.errors.required',
      decision_date: 'i18n:forms.errors.required',
    })
  })

  it('takes a contact message without phone and with a short subject', () => {
    expect(
      contactSchema.safeParse({
        name: 'Rina',
        email: 'rina@contoh.example',
        phone: '',
        subject: 'SBU',
        message: 'Berapa biayanya?',
      }).success,
    ).toBe(true)
  })

  it('checks the decision date against the appeal window', () => {
    const schema = decisionDate(() => '2026-11-20')
    const issue = (value: string) => schema.safeParse(value).error?.issues[0]?.message
    expect(issue('2026-11-20')).toBeUndefined()
    expect(issue('2026-11-02')).toBeUndefined()
    expect(issue('2026-11-01')).toBe('i18n:forms.errors.dateWindow|{"count":14}')
    expect(issue('2026-11-21')).toBe('i18n:forms.errors.dateFuture')
    expect(issue('2026-02-30')).toBe('i18n:forms.errors.date')
  })

  it('checks the shape of a reference number', () => {
    const ok = (reference: string) =>
      trackSchema.safeParse({ reference, email: 'a@contoh.example' }).success
    expect(ok('KEL-2026-00001')).toBe(true)
    expect(ok('bdg-2026-00012')).toBe(true)
    expect(ok('XYZ-2026-00001')).toBe(false)
    expect(ok('KEL-2026-0001')).toBe(false)
  })

  it('reads a reference typed with spaces or other dashes in its one spelling', () => {
    const reference = (typed: string) =>
      trackSchema.parse({ reference: typed, email: 'a@contoh.example' }).reference
    expect(reference('KEL 2026 00003')).toBe('KEL-2026-00003')
    expect(reference('  kel–2026–00003 ')).toBe('KEL-2026-00003')
    expect(reference('bdg - 2026 - 00012')).toBe('BDG-2026-00012')
    expect(reference('MSG_2026.00007')).toBe('MSG-2026-00007')
  })
})
