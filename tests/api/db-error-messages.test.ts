/**
 * Every refusal the database can give reads as a sentence in the user's language:
 * each constraint the migrations create has its line in src/lib/resource/db-constraints.ts
 * and texts in both languages; real refusals through the API (supabase-js, as an editor) map to
 * those texts, and raised refusals to the language of the screen.
 */
import type { SupabaseClient } from '@supabase/supabase-js'
import type { i18n as I18n, TFunction } from 'i18next'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { createI18n } from '../../src/lib/i18n'
import { resources } from '../../src/lib/i18n-admin'
import { CONSTRAINTS } from '../../src/lib/resource/db-constraints'
import { errorText, mapDatabaseError } from '../../src/lib/resource/db-errors'
import { createAccount } from './db-helpers'
import { startBackend, type TestBackend } from './helpers'

let t: TestBackend
let editor: SupabaseClient
let admin: SupabaseClient
const i18n: Record<'id' | 'en', I18n> = {
  id: createI18n({ language: 'id', resources }),
  en: createI18n({ language: 'en', resources }),
}
const tr = (language: 'id' | 'en') =>
  i18n[language].getFixedT(language, 'admin') as unknown as TFunction<'admin'>

/** The message in both languages, checked to be a real sentence in each. */
function say(error: unknown, options: Parameters<typeof mapDatabaseError>[1] = {}) {
  const out = {} as Record<'id' | 'en', string> & { field: string | null; key: string }
  for (const language of ['id', 'en'] as const) {
    const mapped = mapDatabaseError(error, { ...options, language })
    const text = errorText(tr(language), mapped)
    expect(text, `${mapped.key} (${language})`).not.toMatch(/{{|errors\.|undefined/)
    if (mapped.label) expect(i18n[language].exists(mapped.label, { ns: 'admin' })).toBe(true)
    expect(i18n[language].exists(mapped.key, { ns: 'admin' }), mapped.key).toBe(true)
    out[language] = text
    out.field = mapped.field
    out.key = mapped.key
  }
  expect(out.id).not.toBe(out.en)
  return out
}

interface ConstraintRow {
  table: string
  name: string
  type: 'c' | 'u' | 'f' | 'x'
  definition: string
}

beforeAll(async () => {
  t = await startBackend()
  editor = (await createAccount(t, 'editor')).client
  admin = (await createAccount(t, 'admin')).client
})
afterAll(async () => t?.stop())

describe('every constraint of the migrations has a message', () => {
  let constraints: ConstraintRow[]
  beforeAll(async () => {
    const { rows } = await t.backend.db.pg.query<ConstraintRow>(`
      select c.conrelid::regclass::text as table, c.conname as name, c.contype as type,
        pg_get_constraintdef(c.oid) as definition
      from pg_constraint c join pg_namespace n on n.oid = c.connamespace
      where n.nspname in ('public', 'private') and c.contype in ('c', 'u', 'f', 'x')
      order by c.conname`)
    constraints = rows
  })

  it('is listed in db-constraints.ts, and nothing listed there is gone', () => {
    expect(constraints.length).toBeGreaterThan(150)
    const names = constraints.map((c) => c.name)
    const missing = names.filter((name) => !Object.hasOwn(CONSTRAINTS, name))
    expect(missing, 'add these to src/lib/resource/db-constraints.ts').toEqual([])
    const gone = Object.keys(CONSTRAINTS).filter((name) => !names.includes(name))
    expect(gone, 'these constraints no longer exist').toEqual([])
  })

  it('reads as its own sentence in Indonesian and English, as Postgres reports it', () => {
    const generic = new Set([
      'errors.generic',
      'errors.rules.checkUnknown',
      'errors.rules.uniqueUnknown',
    ])
    for (const c of constraints) {
      const table = c.table.replace(/^\w+\./, '')
      const error =
        c.type === 'u'
          ? { code: '23505', message: `duplicate key value violates unique constraint "${c.name}"` }
          : c.type === 'f'
            ? {
                code: '23503',
                message: `insert or update on table "${table}" violates foreign key constraint "${c.name}"`,
              }
            : {
                code: '23514',
                message: `new row for relation "${table}" violates check constraint "${c.name}"`,
                details: 'Failing row contains (…).',
              }
      const said = say(error)
      expect(generic.has(said.key), `${c.name}: ${c.definition}`).toBe(false)
      if (c.type === 'f' && /ON DELETE RESTRICT/.test(c.definition)) {
        const refused = say({
          code: '23001',
          message: `update or delete on table "x" violates RESTRICT setting of foreign key constraint "${c.name}" on table "${table}"`,
        })
        expect(generic.has(refused.key)).toBe(false)
      }
    }
  })
})

describe('real refusals through the API', () => {
  it('a taken slug, a reserved slug and a bad slug go next to the slug field', async () => {
    const insert = (slug: string) =>
      editor
        .from('cms_pages')
        .insert({ slug, title: { id: 'Uji' } })
        .select()
        .single()
    const taken = await insert('tentang')
    expect(say(taken.error, { table: 'cms_pages', fields: ['slug'] })).toMatchObject({
      field: 'slug',
      id: 'Slug ini sudah dipakai. Gunakan yang lain.',
      en: 'Slug is already taken. Use another one.',
    })
    const reserved = await insert('layanan')
    expect(say(reserved.error, { fields: ['slug'] })).toMatchObject({
      field: 'slug',
      key: 'errors.constraints.cms_pages_slug_not_reserved',
    })
    const bad = await insert('Bukan Slug')
    expect(say(bad.error, { fields: ['slug'] }).id).toBe(
      'Slug hanya boleh berisi huruf kecil a–z, angka dan tanda hubung, paling banyak 80 karakter.',
    )
  })

  it('a classification with subclassifications: the count, in the screen language', async () => {
    const category = await editor
      .from('rl_categories')
      .insert({ code: 'ZQ', name: { id: 'Uji' } })
      .select()
      .single()
    expect(category.error).toBeNull()
    for (const code of ['ZQ001', 'ZQ002', 'ZQ003']) {
      const sub = await editor
        .from('rl_subclass')
        .insert({ code, category_id: category.data.id, name: { id: code } })
      expect(sub.error).toBeNull()
    }
    const refused = await editor.from('rl_categories').delete().eq('id', category.data.id)
    expect(say(refused.error)).toMatchObject({
      id: 'Klasifikasi ZQ masih memiliki 3 subklasifikasi. Hapus atau pindahkan dulu.',
      en: 'Classification ZQ still has 3 subclassification(s). Delete or move them first.',
    })
    await editor.from('rl_subclass').delete().eq('category_id', category.data.id)
    expect(
      (await editor.from('rl_categories').delete().eq('id', category.data.id)).error,
    ).toBeNull()
  })

  it('a date order, a language column and the last admin', async () => {
    const legal = await editor
      .from('legalitas')
      .insert({ title: { id: 'Uji' }, issued_at: '2026-05-01', valid_until: '2026-01-01' })
    expect(say(legal.error, { table: 'legalitas', fields: ['valid_until'] })).toMatchObject({
      field: 'valid_until',
      id: 'Tanggal berlaku sampai tidak boleh sebelum tanggal terbit.',
    })
    const slide = await editor.from('hero_slides').insert({ title: { id: 'x'.repeat(161) } })
    expect(say(slide.error).en).toBe(
      'Title is required in Indonesian, at most 160 characters per language.',
    )
    const { data: admins } = await admin.from('app_users').select('id').eq('role', 'admin')
    const others = admins!.slice(1).map((row) => row.id)
    // Only when this backend has a single admin can the last one be refused; make it so.
    if (others.length)
      await t.service().from('app_users').update({ role: 'viewer' }).in('id', others)
    const last = await admin.from('app_users').update({ role: 'viewer' }).eq('id', admins![0]!.id)
    expect(say(last.error).key).toBe('errors.functions.last_admin')
  })

  it('unknown codes: the generic message with a short technical detail', () => {
    const said = say({ code: 'XX000', message: 'internal error in something' })
    expect(said.id).toMatch(
      /^Terjadi kesalahan yang tidak terduga.*\(Detail teknis: XX000: internal error in something\)$/,
    )
    expect(said.en).toMatch(/^Something unexpected went wrong.*\(Technical detail: XX000/)
  })
})
