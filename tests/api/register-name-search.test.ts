/**
 * Finding a company as people type it (migration 20261201100000): name search in
 * check_certificate (Cek SBU) and directory ignores legal forms in any spelling, punctuation
 * and case, ranks exact, prefix, word prefix, elsewhere, and falls back to similar names
 * (pg_trgm) for typos without returning junk; names are stored without their legal form (the
 * trigger, and the migration's cleanup of existing rows); import_certificates reads legal forms
 * and provinces in any case and punctuation.
 */
import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'

import { createClient, type SupabaseClient } from '@supabase/supabase-js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import WebSocket from 'ws'

import { type Persona, personas } from './db-helpers'
import { startBackend, type TestBackend } from './helpers'

let t: TestBackend
let service: SupabaseClient
let clients: Record<Persona, SupabaseClient>
let ipSeq = 0

/** An anonymous visitor from its own address (the trusted proxy appends the right-most entry). */
function visitor(ip = `203.0.114.${++ipSeq}`): SupabaseClient {
  return createClient(t.url, t.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false },
    realtime: { transport: WebSocket as never },
    global: { headers: { 'x-forwarded-for': `198.51.100.7, ${ip}` } },
  })
}

interface CheckResult {
  match: string | null
  more: boolean
  results: { number: string; company: { name: string; legal_form: string } }[]
}

async function check(query: string): Promise<CheckResult> {
  const { data, error } = await visitor().rpc('check_certificate', { query })
  if (error) throw new Error(`${error.code} ${error.message}`)
  return data as CheckResult
}
const checkNames = async (query: string) => (await check(query)).results.map((r) => r.company.name)

async function directoryNames(q: string): Promise<string[]> {
  const { data, error } = await visitor().rpc('directory', { filters: { q }, page: 1 })
  if (error) throw new Error(`${error.code} ${error.message}`)
  return (data as { results: { name: string }[] }).results.map((r) => r.name)
}

let nib = 5550000000000
/** A listed company with an active certificate (found by both RPCs). */
async function company(name: string, legal_form = 'PT') {
  const { data, error } = await service
    .from('certified_companies')
    .insert({
      name,
      legal_form,
      nib: String(++nib),
      city: 'Bandung',
      province: 'Jawa Barat',
      pjbu_name: 'Direktur Uji',
      listed_in_directory: true,
    })
    .select('id, name')
    .single()
  if (error) throw error
  const cert = await service.from('certificates').insert({
    number: `SBU-NAM-2026-${String(nib).slice(-6)}`,
    company_id: data.id,
    issued_on: new Date(Date.now() - 30 * 86_400_000).toISOString().slice(0, 10),
  })
  if (cert.error) throw cert.error
  return data as { id: string; name: string }
}

beforeAll(async () => {
  t = await startBackend({ trustProxy: true })
  service = t.service()
  clients = await personas(t)
})
afterAll(async () => t?.stop())

describe('name search as people type it', () => {
  it('finds a seeded company in Cek SBU whatever legal form, punctuation and case surround it', async () => {
    for (const query of [
      'PT. Beton Nusantara Jaya',
      'PT Beton Nusantara Jaya',
      'P.T. Beton Nusantara Jaya',
      'P T Beton Nusantara Jaya',
      'pt.beton nusantara jaya',
      'Beton Nusantara Jaya, PT.',
      'PT. BETON-NUSANTARA JAYA Tbk.',
      '(Persero) Beton Nusantara Jaya',
    ]) {
      const result = await check(query)
      expect(result.match, query).toBe('name')
      expect(result.results[0]?.company, query).toMatchObject({
        name: 'Beton Nusantara Jaya',
        legal_form: 'PT',
      })
    }
  })

  it('finds "PT. Adhi Baja", "adhi baja enginering" and "Adi Baja" in Cek SBU and the directory', async () => {
    expect(await checkNames('PT. Adhi Baja')).toContain('Adhi Baja Engineering')
    expect(await directoryNames('PT. Adhi Baja')).toContain('Adhi Baja Engineering')
    expect(await directoryNames('PT. Beton Nusantara Jaya')).toEqual(['Beton Nusantara Jaya'])
    // typos: no company contains the query, the most similar come first
    for (const query of ['adhi baja enginering', 'CV. adhi baja enginering']) {
      expect((await checkNames(query))[0], query).toBe('Adhi Baja Engineering')
      expect((await directoryNames(query))[0], query).toBe('Adhi Baja Engineering')
    }
    for (const names of [await checkNames('Adi Baja'), await directoryNames('Adi Baja')]) {
      expect(names).toContain('Adhi Baja Engineering')
      expect(names[0]).toMatch(/^Adhi Baja /)
      for (const name of names) expect(name).toMatch(/Baja/)
    }
  })

  it('ranks an exact match first, then a prefix, a word prefix, elsewhere; similar names only when none contains it', async () => {
    // created in an order that is neither the ranking nor the alphabet
    await company('Prozebrakom Jaya')
    await company('Prima Zebrakom')
    await company('Zebrakom Prima', 'CV')
    await company('Zebrakom')
    const ranked = ['Zebrakom', 'Zebrakom Prima', 'Prima Zebrakom', 'Prozebrakom Jaya']
    expect(await checkNames('PT. Zebrakom')).toEqual(ranked)
    expect(await directoryNames('zebrakom')).toEqual(ranked)
    expect(await checkNames('C.V. Zebrakom Prima')).toEqual(['Zebrakom Prima'])
    // a typo finds the closest first
    expect((await checkNames('Zebrakon Prima'))[0]).toBe('Zebrakom Prima')
    expect((await directoryNames('zebra kom prima'))[0]).toBe('Zebrakom Prima')
  })

  it('returns no junk: a word finds only the names holding it, an unrelated query nothing', async () => {
    const { count: companies } = await service
      .from('certified_companies')
      .select('id', { count: 'exact', head: true })
    const beton = await check('Beton')
    expect(beton.results.length).toBeGreaterThan(1)
    expect(beton.results.length).toBeLessThan(companies!)
    for (const r of beton.results) expect(r.company.name).toMatch(/beton/i)
    expect(beton.results[0]!.company.name).toBe('Beton Nusantara Jaya') // the prefix first
    for (const name of await directoryNames('Beton')) expect(name).toMatch(/beton/i)

    for (const query of ['tidak ada perusahaan seperti ini', 'Qwerty Xylofon', 'PT. Zzyzx']) {
      expect(await check(query), query).toEqual({ match: null, more: false, results: [] })
      expect(await directoryNames(query), query).toEqual([])
    }
    // too short for similarity: "abc" is not "Abadi"
    expect(await checkNames('abc')).toEqual([])
    // a legal form alone is not a name
    for (const query of ['P.T. C.V.', 'PT. Tbk.']) {
      const { error } = await visitor().rpc('check_certificate', { query })
      expect(error, query).toMatchObject({ code: '22023', hint: 'field:query' })
      const dir = await visitor().rpc('directory', { filters: { q: query }, page: 1 })
      expect(dir.error, query).toMatchObject({ code: '22023', hint: 'field:q' })
    }
  })

  it('keeps numbers and NIBs exact', async () => {
    const { data } = await service
      .from('certificate_register')
      .select('number, nib')
      .eq('company_name', 'Beton Nusantara Jaya')
      .single()
    expect((await check(data!.number.replace(/-/g, ' '))).match).toBe('number')
    expect((await check(data!.nib)).match).toBe('nib')
    // one digit off is not a near match
    const wrong = data!.nib.slice(0, -1) + String((Number(data!.nib.at(-1)) + 1) % 10)
    expect(await check(wrong)).toEqual({ match: null, more: false, results: [] })
  })

  it('searches the staff list by the name without its legal form (the view has name_key)', async () => {
    const { data, error } = await clients.viewer
      .from('certificate_register')
      .select('company_name')
      .ilike('name_key', '%adhi baja%')
    expect(error).toBeNull()
    expect(data!.map((r) => r.company_name)).toContain('Adhi Baja Engineering')
  })
})

describe('names stored without their legal form', () => {
  it('strips a leading or trailing legal form in any spelling on insert and update, for every writer', async () => {
    const created = await company('PT. Jalan Tol Uji')
    expect(created.name).toBe('Jalan Tol Uji')
    for (const [written, stored] of [
      ['P.T Jalan Tol Uji', 'Jalan Tol Uji'],
      ['Jalan Tol Uji, PT.', 'Jalan Tol Uji'],
      ['pt pt Jalan Tol Uji', 'Jalan Tol Uji'],
      ['CV. Jalan Tol Uji (Persero) Tbk', 'Jalan Tol Uji (Persero) Tbk'],
      ['Fabrikasi Kopi Jaya', 'Fabrikasi Kopi Jaya'],
    ]) {
      const { data, error } = await clients.editor
        .from('certified_companies')
        .update({ name: written })
        .eq('id', created.id)
        .select('name, legal_form')
        .single()
      expect(error, written).toBeNull()
      expect(data, written).toEqual({ name: stored, legal_form: 'PT' })
    }
    await clients.editor
      .from('certified_companies')
      .update({ name: 'PT Jalan Tol Uji' })
      .eq('id', created.id)
    // shown once: "PT Jalan Tol Uji", never "PT PT Jalan Tol Uji"
    expect((await check('PT PT Jalan Tol Uji')).results[0]?.company).toMatchObject({
      name: 'Jalan Tol Uji',
      legal_form: 'PT',
    })
  })

  it("the migration's cleanup strips the legal form from rows stored before the trigger", async () => {
    const { id } = await company('Ganda Nama Uji')
    // written around the trigger, as the rows stored before the migration were
    await t.backend.db.asOwner(async (tx) => {
      await tx.query(`set local session_replication_role = replica`)
      await tx.query(
        `update public.certified_companies set name = 'PT. Ganda Nama Uji' where id = $1`,
        [id],
      )
    })
    const before = await service.from('certified_companies').select('name').eq('id', id).single()
    expect(before.data?.name).toBe('PT. Ganda Nama Uji')
    const migration = readFileSync(
      resolve('supabase/migrations/20261201100000_company_name_search.sql'),
      'utf8',
    )
    const cleanup = /^update public\.certified_companies[^;]+;/m.exec(migration)?.[0]
    expect(cleanup).toBeDefined()
    await t.backend.db.asOwner((tx) => tx.query(cleanup!))
    const after = await service.from('certified_companies').select('name').eq('id', id).single()
    expect(after.data?.name).toBe('Ganda Nama Uji')
  })
})

describe('import_certificates reads spellings as the screen does', () => {
  const row = (n: number, extra: Record<string, string>) => ({
    line: String(n + 1),
    number: `SBU-EJA-2026-${String(n).padStart(6, '0')}`,
    company_name: `Ejaan Impor ${n}`,
    legal_form: 'PT',
    nib: `66600000${String(n).padStart(5, '0')}`,
    city: 'Medan',
    province: 'Sumatera Utara',
    pjbu_name: 'Direktur Impor',
    issued_on: '2026-02-01',
    subclasses: 'BG001:kecil',
    ...extra,
  })

  it('accepts legal forms and provinces in any case and punctuation, and stores names without the legal form', async () => {
    const rows = [
      row(1, { legal_form: 'pt', province: 'dki jakarta' }),
      row(2, { legal_form: 'Pt.', province: ' JAWA  barat ' }),
      row(3, {
        legal_form: 'c.v.',
        province: 'D.I. Yogyakarta',
        company_name: 'CV. Ejaan Impor 3',
      }),
      row(4, { legal_form: '', company_name: 'CV Ejaan Impor 4' }),
      row(5, { legal_form: 'koperasi', company_name: 'PT. Ejaan Impor 5' }),
    ]
    const checked = await clients.editor.rpc('import_certificates', { rows, apply: false })
    expect(checked.error).toBeNull()
    expect(checked.data).toMatchObject({ rows: 5, valid: 5, errors: [] })
    const applied = await clients.editor.rpc('import_certificates', { rows, apply: true })
    expect(applied.error).toBeNull()
    expect(applied.data).toMatchObject({ created: 5 })
    const { data } = await service
      .from('certificate_register')
      .select('company_name, legal_form, province')
      .like('number', 'SBU-EJA-2026-%')
      .order('number')
    expect(data).toEqual([
      { company_name: 'Ejaan Impor 1', legal_form: 'PT', province: 'DKI Jakarta' },
      { company_name: 'Ejaan Impor 2', legal_form: 'PT', province: 'Jawa Barat' },
      { company_name: 'Ejaan Impor 3', legal_form: 'CV', province: 'DI Yogyakarta' },
      { company_name: 'Ejaan Impor 4', legal_form: 'CV', province: 'Sumatera Utara' },
      { company_name: 'Ejaan Impor 5', legal_form: 'Koperasi', province: 'Sumatera Utara' },
    ])
  })

  it('still reports an unknown legal form or province, and a name that is only a legal form', async () => {
    const { data, error } = await clients.editor.rpc('import_certificates', {
      rows: [
        row(11, { legal_form: 'Persekutuan' }),
        row(12, { province: 'Atlantis' }),
        row(13, { company_name: 'P' }),
      ],
      apply: false,
    })
    expect(error).toBeNull()
    expect(
      (data.errors as { line: number; field: string }[]).map((e) => `${e.line}:${e.field}`),
    ).toEqual(['12:legal_form', '13:province', '14:company_name'])
  })
})
