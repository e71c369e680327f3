import { describe, expect, it, vi } from 'vitest'

import { unique } from '@/test/backend'

import { faqFormDefaults, faqFormSchema } from './admin-schemas'
import { publishedFaqsQueryOptions } from './api/get-published-faqs'
import { faqsResource } from './faqs-resource'

vi.mock('@/lib/supabase', () => import('@/test/backend').then((m) => m.asEditor()))
vi.mock('@/lib/public-client', () =>
  import('@/test/backend').then((m) => ({ getPublicClient: async () => m.testClient('anon') })),
)

const save = (question: string, is_published: boolean) =>
  faqsResource.save({
    row: null,
    values: faqFormSchema.parse({
      ...faqFormDefaults(null),
      question: { id: question, en: '' },
      answer: { id: 'Jawaban.', en: '' },
      is_published,
    }),
  })

describe('the public FAQ list (publicCollection) against the embedded backend', () => {
  it('reads published rows only, in sort_order, as a visitor', async () => {
    const shown = await save(unique('Terbit'), true)
    const hidden = await save(unique('Draf'), false)
    const options = publishedFaqsQueryOptions()
    expect(options.queryKey).toEqual(['faqs', 'public', 'list'])

    const rows = await options.queryFn!({ signal: new AbortController().signal } as never)
    const ids = rows.map((row) => row.id)
    expect(ids).toContain(shown.id)
    expect(ids).not.toContain(hidden.id)
    const orders = rows.map((row) => row.sort_order)
    expect(orders).toEqual([...orders].sort((a, b) => a - b))

    await faqsResource.remove([shown.id, hidden.id])
  })
})
