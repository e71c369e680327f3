import { describe, expect, it, vi } from 'vitest'

import { ConflictError } from '@/lib/resource/db-errors'
import { parseListParams } from '@/lib/resource/list-params'
import { unique } from '@/test/backend'

import { faqFormDefaults, faqFormSchema, type FaqFormValues } from './admin-schemas'
import { faqsResource } from './faqs-resource'

vi.mock('@/lib/supabase', () => import('@/test/backend').then((m) => m.asEditor()))

const list = (query: string) =>
  faqsResource.getList(parseListParams(new URLSearchParams(query), ['category', 'is_published']))

const values = (question: string, change: Partial<FaqFormValues> = {}) =>
  faqFormSchema.parse({
    ...faqFormDefaults(null),
    question: { id: question, en: '' },
    answer: { id: 'Jawaban **tebal**.', en: 'A **bold** answer.' },
    category: 'biaya',
    ...change,
  })

describe('faqs resource against the embedded backend', () => {
  it('creates a FAQ last in order, finds it by search and filters, and deletes it', async () => {
    const question = unique('Berapa biaya sertifikasi')
    const row = await faqsResource.save({ row: null, values: values(question) })
    expect(row.question).toEqual({ id: question })
    expect(row.answer).toEqual({ id: 'Jawaban **tebal**.', en: 'A **bold** answer.' })

    const inOrder = await faqsResource.getInOrder()
    expect(inOrder.at(-1)?.id).toBe(row.id)
    expect(row.sort_order).toBe((inOrder.at(-2)?.sort_order ?? 0) + 10)

    const found = await list(`q=${encodeURIComponent(question)}&category=biaya&is_published=true`)
    expect(found.rows.map((r) => r.id)).toEqual([row.id])
    expect(found.count).toBe(1)
    expect((await list(`q=${encodeURIComponent(question)}&category=umum`)).count).toBe(0)

    await faqsResource.remove([row.id])
    expect((await list(`q=${encodeURIComponent(question)}`)).count).toBe(0)
  })

  it('updates only the version it loaded: a stale copy gets a conflict naming who saved', async () => {
    const question = unique('Dokumen apa saja')
    const loaded = await faqsResource.save({ row: null, values: values(question) })
    const saved = await faqsResource.save({
      row: loaded,
      values: values(question, { is_published: false }),
    })
    expect(saved.is_published).toBe(false)

    const stale = faqsResource.save({ row: loaded, values: values(`${question} lagi`) })
    await expect(stale).rejects.toBeInstanceOf(ConflictError)
    await expect(stale).rejects.toMatchObject({ change: { action: 'update' } })
    await faqsResource.remove([loaded.id])
  })

  it('reorders every FAQ as 10, 20, 30 … in the order given', async () => {
    const first = await faqsResource.save({ row: null, values: values(unique('Pertama')) })
    const before = await faqsResource.getInOrder()
    const moved = [first, ...before.filter((r) => r.id !== first.id)]
    await faqsResource.reorder(moved.map((r) => ({ id: r.id, sort_order: r.sort_order })))
    const after = await faqsResource.getInOrder()
    expect(after.map((r) => r.id)).toEqual(moved.map((r) => r.id))
    expect(after.map((r) => r.sort_order)).toEqual(after.map((_, i) => (i + 1) * 10))
    await faqsResource.remove([first.id])
  })
})

describe('faqFormSchema', () => {
  it('requires the Indonesian question and answer and limits their length', () => {
    const result = faqFormSchema.safeParse({
      ...faqFormDefaults(null),
      question: { id: '', en: 'Only English' },
      answer: { id: 'x'.repeat(5001), en: '' },
    })
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['question.id', 'crud.validation.requiredId'],
      ['answer.id', 'crud.validation.tooLong:5000'],
    ])
  })
})
