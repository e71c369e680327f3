/**
 * reorder_rows (ADR 021): a list's new order is saved in one call and one
 * transaction — every row takes its place or none does, whatever fails half-way (a trigger, a
 * check constraint, a row deleted meanwhile, a row the caller may not change).
 */
import type { SupabaseClient } from '@supabase/supabase-js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { type Persona, personas } from './db-helpers'
import { startBackend, type TestBackend } from './helpers'

let t: TestBackend
let service: SupabaseClient
let clients: Record<Persona, SupabaseClient>
let seq = 0

/** Five fresh FAQs at positions 1010, 1020 … 1050; returns their ids in that order. */
async function faqs(): Promise<string[]> {
  const base = 1000 + (++seq % 50) * 100
  const { data, error } = await service
    .from('faqs')
    .insert(
      [1, 2, 3, 4, 5].map((n) => ({
        question: { id: `Urutan ${seq}.${n}?` },
        answer: { id: 'Jawab.' },
        sort_order: base + n * 10,
      })),
    )
    .select('id, sort_order')
  if (error) throw error
  return (data as { id: string; sort_order: number }[])
    .sort((a, b) => a.sort_order - b.sort_order)
    .map((r) => r.id)
}

async function positions(ids: string[]): Promise<number[]> {
  const { data, error } = await service.from('faqs').select('id, sort_order').in('id', ids)
  if (error) throw error
  const byId = new Map(
    (data as { id: string; sort_order: number }[]).map((r) => [r.id, r.sort_order]),
  )
  return ids.map((id) => byId.get(id)!)
}

/** The ids reversed at positions 10, 20 … */
const reversed = (ids: string[]) =>
  [...ids].reverse().map((id, index) => ({ id, position: (index + 1) * 10 }))

beforeAll(async () => {
  t = await startBackend()
  service = t.service()
  clients = await personas(t)
})
afterAll(async () => t?.stop())

describe('reorder_rows', () => {
  it('saves a whole order in one call, audited row by row', async () => {
    const ids = await faqs()
    const { data, error } = await clients.editor.rpc('reorder_rows', {
      target: 'faqs',
      items: reversed(ids),
    })
    expect(error).toBeNull()
    expect(data).toBe(5)
    expect(await positions(ids)).toEqual([50, 40, 30, 20, 10])
    const { data: audit } = await clients.admin
      .from('audit_log')
      .select('record_id, changes')
      .eq('table_name', 'faqs')
      .in('record_id', ids)
      .eq('action', 'update')
    expect(audit).toHaveLength(5)
  })

  it('leaves the old order when a row fails half-way (a trigger refuses the third)', async () => {
    const ids = await faqs()
    const before = await positions(ids)
    const owner = t.backend.db.pg
    await owner.exec(`
      create function public.uji_gagal() returns trigger language plpgsql as $$
      begin
        if new.id = '${ids[2]}' then raise exception 'gagal disengaja'; end if;
        return new;
      end $$;
      create trigger uji_gagal before update on public.faqs for each row execute function public.uji_gagal();`)
    try {
      const { error } = await clients.editor.rpc('reorder_rows', {
        target: 'faqs',
        items: reversed(ids),
      })
      expect(error?.message).toContain('gagal disengaja')
      expect(await positions(ids)).toEqual(before)
    } finally {
      await owner.exec('drop trigger uji_gagal on public.faqs; drop function public.uji_gagal()')
    }
  })

  it('leaves the old order when a position breaks a check constraint', async () => {
    const ids = await faqs()
    const before = await positions(ids)
    const items = reversed(ids)
    items[3]!.position = 20000
    const { error } = await clients.editor.rpc('reorder_rows', { target: 'faqs', items })
    expect(error?.code).toBe('23514')
    expect(await positions(ids)).toEqual(before)
  })

  it('refuses an order naming a row deleted meanwhile, changing nothing', async () => {
    const ids = await faqs()
    const before = await positions(ids)
    const { error } = await clients.editor.rpc('reorder_rows', {
      target: 'faqs',
      items: [...reversed(ids), { id: crypto.randomUUID(), position: 60 }],
    })
    expect(error).toMatchObject({ code: 'P0002', hint: 'list_changed' })
    expect(await positions(ids)).toEqual(before)
  })

  it.each(['viewer', 'noprofile'] as Persona[])(
    'refuses a %s and changes nothing',
    async (persona) => {
      const ids = await faqs()
      const before = await positions(ids)
      const { error } = await clients[persona].rpc('reorder_rows', {
        target: 'faqs',
        items: reversed(ids),
      })
      expect(error?.code).toBe('42501')
      expect(await positions(ids)).toEqual(before)
    },
  )

  it('refuses anonymous callers', async () => {
    const ids = await faqs()
    const { error } = await clients.anon.rpc('reorder_rows', {
      target: 'faqs',
      items: reversed(ids),
    })
    expect(error).not.toBeNull()
  })

  it('refuses unknown lists and malformed items', async () => {
    const ids = await faqs()
    const cases: [string, unknown][] = [
      ['audit_log', reversed(ids)],
      ['faqs', []],
      ['faqs', [{ id: ids[0], position: 'satu' }]],
      ['faqs', [{ id: 'bukan-uuid', position: 1 }]],
      [
        'faqs',
        [
          { id: ids[0], position: 10 },
          { id: ids[0], position: 20 },
        ],
      ],
      ['faqs', [{ id: ids[0], position: 10, parent_id: null }]],
    ]
    for (const [target, items] of cases) {
      const { error } = await clients.editor.rpc('reorder_rows', { target, items })
      expect(error?.code, JSON.stringify([target, items])).toBe('22023')
    }
  })

  it('moves a menu item under another parent with its siblings renumbered, for admins only', async () => {
    const { data: rows } = await service
      .from('navigation_menus')
      .insert([
        { label: { id: 'Induk uji' }, url: '#', sort_order: 9000 },
        { label: { id: 'Lepas uji' }, url: '/uji', sort_order: 9010 },
      ])
      .select('id, label')
    const parent = (rows as { id: string; label: { id: string } }[]).find(
      (r) => r.label.id === 'Induk uji',
    )!
    const loose = (rows as { id: string; label: { id: string } }[]).find(
      (r) => r.label.id === 'Lepas uji',
    )!
    const items = [{ id: loose.id, position: 10, parent_id: parent.id }]
    const byEditor = await clients.editor.rpc('reorder_rows', { target: 'navigation_menus', items })
    expect(byEditor.error?.code).toBe('42501')
    const byAdmin = await clients.admin.rpc('reorder_rows', { target: 'navigation_menus', items })
    expect(byAdmin.error).toBeNull()
    const { data: moved } = await service
      .from('navigation_menus')
      .select('parent_id, sort_order')
      .eq('id', loose.id)
      .single()
    expect(moved).toEqual({ parent_id: parent.id, sort_order: 10 })
    // Back to the top level (an explicit null), and the parent's own position unchanged.
    await clients.admin.rpc('reorder_rows', {
      target: 'navigation_menus',
      items: [{ id: loose.id, position: 9020, parent_id: null }],
    })
    const { data: back } = await service
      .from('navigation_menus')
      .select('parent_id, sort_order')
      .in('id', [loose.id, parent.id])
      .order('sort_order')
    expect(back).toEqual([
      { parent_id: null, sort_order: 9000 },
      { parent_id: null, sort_order: 9020 },
    ])
  })

  it('numbers the certification steps by step_order', async () => {
    const { data: steps } = await service.from('alur_sertifikasi').select('id').order('step_order')
    const ids = (steps as { id: string }[]).map((s) => s.id)
    const items = [...ids].reverse().map((id, index) => ({ id, position: index + 1 }))
    const { error } = await clients.editor.rpc('reorder_rows', {
      target: 'alur_sertifikasi',
      items,
    })
    expect(error).toBeNull()
    const { data: after } = await service.from('alur_sertifikasi').select('id').order('step_order')
    expect((after as { id: string }[]).map((s) => s.id)).toEqual([...ids].reverse())
  })
})
