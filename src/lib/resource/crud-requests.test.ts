import { describe, expect, it } from 'vitest'

import { testClient, unique } from '@/test/backend'
import type { Tables } from '@/types/database'

import {
  deleteRows,
  fetchInOrder,
  fetchList,
  saveOrder,
  saveRow,
  searchTerm,
  sortColumns,
  updateIfUnchanged,
} from './crud-requests'
import { ConflictError } from './db-errors'
import { parseListParams } from './list-params'

type Faq = Tables<'faqs'>
type Client = Tables<'clients'>
const editor = testClient('editor')
const config = {
  search: ['question->>id'],
  sortable: { question: 'question->>id', sort_order: 'sort_order' },
  defaultSort: { id: 'sort_order', desc: false },
}
/** A list as a screen asks for it, two rows a page (the URL allows only the screen sizes). */
const list = (query: Record<string, string>, all = false) =>
  fetchList<Faq>(
    editor,
    'faqs',
    { ...parseListParams(new URLSearchParams(query), []), size: 2 },
    config,
    undefined,
    { all },
  )
const faq = (question: string) => ({ question: { id: question }, answer: { id: 'Jawaban.' } })

describe("the kit's requests against the embedded backend (FAQs, as an editor)", () => {
  it('search, sort and page a list with the exact count, or read it all for CSV', async () => {
    const tag = unique('Permintaan kit')
    const made: Faq[] = []
    for (const letter of ['C', 'A', 'B'])
      made.push(await saveRow<Faq>(editor, 'faqs', null, faq(`${tag} ${letter}`), {}))
    const page = await list({ q: tag, sort: '-question' })
    expect(page.count).toBe(3)
    expect(page.rows.map((row) => (row.question as { id: string }).id)).toEqual([
      `${tag} C`,
      `${tag} B`,
    ])
    const second = await list({ q: tag, sort: '-question', page: '2' })
    expect(second.rows.map((row) => (row.question as { id: string }).id)).toEqual([`${tag} A`])
    expect((await list({ q: tag }, true)).rows).toHaveLength(3)
    // A search with PostgREST grammar in it is a plain search, not a broken filter.
    expect(searchTerm('a,b(c)*%:"x".')).toBe('a b c x')
    expect((await list({ q: `${tag}),or(id.not.is.null` })).count).toBe(0)
    await deleteRows(
      editor,
      'faqs',
      made.map((row) => row.id),
    )
  })

  it('put a new ordered row last, and save an order writing only the rows that move', async () => {
    // Clients: an ordered table no other test reorders as a whole while this one runs.
    const tag = unique('PT Urutan Kit')
    const made: Client[] = []
    for (const n of [1, 2, 3])
      made.push(await saveRow<Client>(editor, 'clients', null, { name: `${tag} ${n}` }, {}))
    const [x, y, z] = made as [Client, Client, Client]
    expect(y.sort_order).toBeGreaterThan(x.sort_order)
    expect(z.sort_order).toBeGreaterThan(y.sort_order)
    const mine = async () => {
      const { data } = await editor
        .from('clients')
        .select('id, sort_order, updated_at')
        .in('id', [x.id, y.id, z.id])
      return new Map((data ?? []).map((row) => [row.id, row]))
    }
    await saveOrder(editor, 'clients', [x, y, z])
    const first = await mine()
    expect([x, y, z].map((row) => first.get(row.id)?.sort_order)).toEqual([10, 20, 30])
    // x, z, y: x keeps 10 and is not written (its updated_at stays); z and y move.
    await saveOrder(
      editor,
      'clients',
      [x, z, y].map((row) => ({ ...row, ...first.get(row.id)! })),
    )
    const second = await mine()
    expect([x, z, y].map((row) => second.get(row.id)?.sort_order)).toEqual([10, 20, 30])
    expect(second.get(x.id)?.updated_at).toBe(first.get(x.id)?.updated_at)
    expect(second.get(z.id)?.updated_at).not.toBe(first.get(z.id)?.updated_at)
    const inOrder = (await fetchInOrder<Client>(editor, 'clients', {}))
      .map((row) => row.id)
      .filter((id) => second.has(id))
    expect(inOrder).toEqual([x.id, z.id, y.id])
    await deleteRows(editor, 'clients', [x.id, y.id, z.id])
  })

  it('update only the version loaded; a stale copy gets a conflict naming who saved', async () => {
    const row = await saveRow<Faq>(editor, 'faqs', null, faq(unique('Konflik kit')), {})
    const saved = await updateIfUnchanged<Faq>(editor, 'faqs', row.id, row.updated_at, {
      category: 'biaya',
    })
    expect(saved.category).toBe('biaya')
    const stale = await saveRow<Faq>(editor, 'faqs', row, { category: 'umum' }).catch((e) => e)
    expect(stale).toBeInstanceOf(ConflictError)
    expect((stale as ConflictError).change).toMatchObject({ action: 'update' })
    expect((stale as ConflictError).change?.actor_name).toBeTruthy()
    await deleteRows(editor, 'faqs', [row.id])
  })

  it('fail loudly when row level security deletes nothing', async () => {
    const row = await saveRow<Faq>(editor, 'faqs', null, faq(unique('Hapus kit')), {})
    await expect(deleteRows(testClient('anon'), 'faqs', [row.id])).rejects.toMatchObject({
      code: '42501',
    })
    expect(await deleteRows(editor, 'faqs', [row.id])).toBe(1)
  })
})

describe('sortColumns', () => {
  it('names each listed column by itself, a json path by its column; a map stays as it is', () => {
    expect(sortColumns(['title->>id', 'status'])).toEqual({ title: 'title->>id', status: 'status' })
    expect(sortColumns({ company: 'company_name' })).toEqual({ company: 'company_name' })
  })
})
