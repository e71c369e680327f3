/**
 * The RLS role matrix (docs/product.md#roles), through the REST API with supabase-js: for anon, a
 * signed-in user without profile, viewer, editor and admin × every table × select, insert,
 * update and delete, what is allowed succeeds and the rest is refused or sees nothing (and
 * changes nothing, checked with the service role). Runs on the seeded demo content, which
 * has drafts, unpublished rows and a scheduled article.
 */
import { isDeepStrictEqual } from 'node:util'

import type { SupabaseClient } from '@supabase/supabase-js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { EDITORIAL_TABLES } from '../../src/config/admin-screens'
import { type Account, type Persona, PERSONAS, personas, withoutReview } from './db-helpers'
import { startBackend, type TestBackend } from './helpers'

type Row = Record<string, unknown>
type Op = 'select' | 'insert' | 'update' | 'delete'

let t: TestBackend
let service: SupabaseClient
let clients: Record<Persona, SupabaseClient>
let accounts: Partial<Record<Persona, Account>>
let seq = 0
const next = () => ++seq

const EDITORS: Persona[] = ['editor', 'admin']
const ADMINS: Persona[] = ['admin']

interface TableSpec {
  /** A fresh, valid row (for inserts and as update/delete targets). */
  row: () => Row | Promise<Row>
  /** A change an allowed persona may make. */
  patch: () => Row
  /** Who sees rows, and which (a filter on the service role's view). */
  visible: Partial<Record<Persona, 'all' | 'none' | ((row: Row) => boolean)>>
  insert: Persona[]
  update: Persona[]
  delete: Persona[]
  /** Whether the service role can create throwaway rows for update/delete targets. */
  fixtures?: boolean
  /** The update/delete target when neither a fresh nor the first row will do. */
  target?: () => Promise<Row>
  /** The columns that identify a row (default `id`). */
  key?: string[]
}

const due = (at: unknown) => at == null || new Date(String(at)).getTime() <= Date.now()
const notEnded = (at: unknown) => at == null || new Date(String(at)).getTime() > Date.now()
/** Published, and within its publish/unpublish window where the table has one. */
const published = (r: Row) =>
  r.is_published === true && due(r.publish_at) && notEnded(r.unpublish_at)
/** A search document of a public record: visible from a time that has come, not yet ended. */
const publicDocument = (r: Row) =>
  r.visible_from != null &&
  (r.visible_from === '-infinity' || due(r.visible_from)) &&
  (r.visible_until === 'infinity' || notEnded(r.visible_until))
const content = (extra: Partial<TableSpec> & Pick<TableSpec, 'row' | 'patch'>): TableSpec => ({
  visible: { anon: 'all', noprofile: 'all', viewer: 'all', editor: 'all', admin: 'all' },
  insert: EDITORS,
  update: EDITORS,
  delete: EDITORS,
  ...extra,
})
const tr = (id: string) => ({ id, en: `${id} (en)` })
/** A presence heartbeat of the last 30 seconds (older ones count as gone). */
const live = (r: Row) => Date.now() - new Date(String(r.heartbeat_at)).getTime() < 29_000
const letters = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'

let categoryId = ''
let categorySeq = 0

const submission = (extra: Row = {}): Row => ({
  name: 'Pelapor Uji',
  email: `pelapor${next()}@contoh.test`,
  phone: '0812-0000-1111',
  subject: 'Perihal uji',
  ...extra,
})

// The certificate register: staff (and signed-in users without a profile, who count as
// viewers) read; editors and admins write; anon nothing (public reads go through RPCs); a
// certificate is never deleted (tests/api/register-integrity.test.ts tries every role);
// status events and chain checkpoints are written by the register's own functions only.
const register = (extra: Partial<TableSpec> & Pick<TableSpec, 'row' | 'patch'>): TableSpec => ({
  visible: { anon: 'none', noprofile: 'all', viewer: 'all', editor: 'all', admin: 'all' },
  insert: EDITORS,
  update: EDITORS,
  delete: EDITORS,
  ...extra,
})
let subclassId = ''
let seededCertificateId = ''
const company = (): Row => ({
  name: `Uji Register ${next()}`,
  nib: `8${String(Date.now() % 1e6).padStart(6, '0')}${String(next()).padStart(6, '0')}`,
  city: 'Bandung',
  province: 'Jawa Barat',
  pjbu_name: 'Direktur Uji',
})
const certificate = (companyId: string): Row => ({
  number: `SBU-UJI-2026-${String(next()).padStart(6, '0')}`,
  company_id: companyId,
  issued_on: '2026-01-05',
})
async function companyFixture(): Promise<string> {
  const { data, error } = await service
    .from('certified_companies')
    .insert(company())
    .select('id')
    .single()
  if (error) throw error
  return (data as { id: string }).id
}

const specs: Record<string, TableSpec> = {
  hero_slides: content({
    row: () => ({ title: tr(`Slide ${next()}`), is_published: false }),
    patch: () => ({ sort_order: 42 }),
    visible: { anon: published, noprofile: 'all', viewer: 'all', editor: 'all', admin: 'all' },
  }),
  cms_pages: content({
    row: () => ({ slug: `uji-${next()}`, title: tr('Halaman uji'), is_published: false }),
    // the search fields with the title: same rows, same rights
    patch: () => ({
      title: tr(`Diubah ${next()}`),
      meta_title: tr(`Judul meta ${seq}`),
      share_image_url: `/media/kartu-${seq}.png`,
    }),
    visible: { anon: published, noprofile: 'all', viewer: 'all', editor: 'all', admin: 'all' },
  }),
  articles: content({
    row: () => ({ slug: `artikel-uji-${next()}`, title: tr('Artikel uji'), status: 'draft' }),
    patch: () => ({
      title: tr(`Diubah ${next()}`),
      meta_title: tr(`Judul meta ${seq}`),
      meta_description: tr(`Deskripsi meta ${seq}`),
      share_image_url: `/media/kartu-${seq}.png`,
    }),
    visible: {
      anon: (r) =>
        r.status === 'published' &&
        new Date(String(r.published_at)).getTime() <= Date.now() &&
        notEnded(r.unpublish_at),
      noprofile: 'all',
      viewer: 'all',
      editor: 'all',
      admin: 'all',
    },
  }),
  clients: content({
    row: () => ({ name: `PT Uji ${next()}`, is_published: false }),
    patch: () => ({ sector: { id: 'Bangunan Gedung', en: 'Buildings' } }),
    visible: { anon: published, noprofile: 'all', viewer: 'all', editor: 'all', admin: 'all' },
  }),
  testimonials: content({
    row: () => ({
      company: `PT Uji ${next()}`,
      person_name: 'Ir. Uji Coba',
      quote: tr('Prosesnya jelas.'),
      is_published: false,
    }),
    patch: () => ({ person_role: { id: 'Direktur', en: 'Director' } }),
    visible: { anon: published, noprofile: 'all', viewer: 'all', editor: 'all', admin: 'all' },
  }),
  faqs: content({
    row: () => ({ question: tr(`Tanya ${next()}?`), answer: tr('Jawab.'), is_published: false }),
    patch: () => ({ sort_order: 7 }),
    visible: { anon: published, noprofile: 'all', viewer: 'all', editor: 'all', admin: 'all' },
  }),
  rl_categories: content({
    row: () => {
      const n = ++categorySeq
      return {
        code: `${'XYZ'[Math.floor(n / 26) % 3]}${letters[n % 26]}`,
        name: tr('Kategori uji'),
      }
    },
    patch: () => ({ sort_order: 99 }),
  }),
  rl_subclass: content({
    row: () => ({
      category_id: categoryId,
      code: `XQ${String(next()).padStart(3, '0')}`,
      name: tr('Subklas uji'),
      kbli: '41011',
    }),
    patch: () => ({ qualifications: ['Kecil'] }),
  }),
  legacy_subclass_codes: content({
    row: () => ({
      old_code: `ZZ${String(next()).padStart(3, '0')}`,
      old_name: tr('Kode lama uji'),
      subclass_id: subclassId,
    }),
    patch: () => ({ old_name: tr('Kode lama uji, diubah') }),
  }),
  // The counterfeit radar: staff read, only admins dismiss (delete); counted by a function only
  // (tests/api/register-radar.test.ts).
  register_radar: register({
    row: () => ({ number: `SBU-KMN-2099-${String(next()).padStart(6, '0')}` }),
    patch: () => ({ count: 77 }),
    insert: [],
    update: [],
    delete: ADMINS,
  }),
  // Register API keys: staff read names and usage (never the hash: it is in a private table);
  // created by public.create_register_api_key only; admins revoke, edit and delete
  // (tests/api/register-bulk-api.test.ts).
  register_api_keys: register({
    row: () => ({ name: `Kunci uji ${next()}`, prefix: `lsbu_${next()}` }),
    patch: () => ({ quota_per_hour: 77 }),
    insert: [],
    update: ADMINS,
    delete: ADMINS,
  }),
  // Redirects: what the site answers, so anyone reads the served columns (anon has no other
  // column: the key here is the source); editors and admins write (tests/api/redirects.test.ts).
  redirects: content({
    row: () => ({ source_path: `/uji-matriks-${next()}`, target: '/' }),
    patch: () => ({ status_code: 302 }),
    key: ['source_path'],
  }),
  // The 404 log: written by the servers only (a function), read and cleared by editors and admins.
  not_found_log: {
    row: () => ({ path: `/uji-404-${next()}` }),
    patch: () => ({ hits: 77 }),
    visible: { anon: 'none', noprofile: 'none', viewer: 'none', editor: 'all', admin: 'all' },
    insert: [],
    update: [],
    delete: EDITORS,
  },
  // The weekly link check: staff read its last runs and results; only its functions write.
  link_check_runs: register({
    row: () => ({ checked: next() }),
    patch: () => ({ checked: 77 }),
    insert: [],
    update: [],
    delete: [],
  }),
  link_check_results: register({
    row: async () => {
      const { data, error } = await service.from('link_check_runs').insert({}).select('id').single()
      if (error) throw error
      return {
        run_id: (data as { id: string }).id,
        table_name: 'articles',
        row_id: crypto.randomUUID(),
        url: `/uji-${next()}`,
        kind: 'internal',
        outcome: 'ok',
      }
    },
    patch: () => ({ outcome: 'broken' }),
    insert: [],
    update: [],
    delete: [],
  }),
  legal_products: content({
    row: () => ({ title: tr(`Peraturan uji ${next()}`), category: 'Lainnya', year: 2024 }),
    patch: () => ({ number: `U-${next()}` }),
  }),
  struktur_organisasi: content({
    row: () => ({ name: `Pegawai Uji ${next()}`, position: tr('Staf') }),
    patch: () => ({ order: 77 }),
  }),
  alur_sertifikasi: content({
    row: () => ({ step_order: 50 + (next() % 50), title: tr('Langkah uji') }),
    patch: () => ({ duration_note: tr('1 hari') }),
  }),
  legalitas: content({
    row: () => ({
      title: tr(`Dokumen uji ${next()}`),
      issued_at: '2024-01-01',
      valid_until: '2025-01-01',
    }),
    patch: () => ({ issuer: 'Penerbit uji' }),
  }),
  navigation_menus: content({
    row: () => ({ label: tr(`Menu ${next()}`), url: '/uji', is_published: false }),
    patch: () => ({ sort_order: 33 }),
    visible: { anon: published, noprofile: 'all', viewer: 'all', editor: 'all', admin: 'all' },
    insert: ADMINS,
    update: ADMINS,
    delete: ADMINS,
  }),
  site_settings: {
    row: () => ({ site_name: 'Situs kedua' }),
    patch: () => ({ site_name: `LSBU Karya Mandiri Nusantara ${next()}` }),
    visible: { anon: 'all', noprofile: 'all', viewer: 'all', editor: 'all', admin: 'all' },
    insert: [],
    update: ADMINS,
    delete: [],
    fixtures: false,
  },
  contact_submissions: {
    row: () => submission({ message: 'Pesan uji yang cukup panjang.' }),
    patch: () => ({ status: 'dibaca', notes: 'Catatan internal' }),
    visible: { anon: 'none', noprofile: 'none', viewer: 'none', editor: 'all', admin: 'all' },
    insert: [],
    update: EDITORS,
    delete: ADMINS,
  },
  complaints: {
    row: () => submission({ description: 'Uraian keluhan uji yang cukup panjang.' }),
    // Internal notes are a thread of their own (case_notes); the old column is not writable.
    patch: () => ({ status: 'diproses', resolution: 'Sedang ditangani' }),
    visible: { anon: 'none', noprofile: 'none', viewer: 'none', editor: 'all', admin: 'all' },
    insert: [],
    update: EDITORS,
    delete: ADMINS,
  },
  appeals: {
    row: () =>
      submission({
        company_name: 'PT Banding Uji',
        description: 'Alasan banding uji yang cukup panjang.',
      }),
    patch: () => ({ status: 'selesai', resolution: 'Banding diterima' }),
    visible: { anon: 'none', noprofile: 'none', viewer: 'none', editor: 'all', admin: 'all' },
    insert: [],
    update: EDITORS,
    delete: ADMINS,
  },
  app_users: {
    row: async () => {
      const { data } = await service.auth.admin.createUser({
        email: `cadangan${next()}@lsbu.test`,
        password: 'Cadangan-staf-9183!',
        email_confirm: true,
      })
      return { id: data.user!.id, full_name: 'Staf cadangan', role: 'viewer' }
    },
    patch: () => ({ full_name: `Nama baru ${next()}` }),
    visible: {
      anon: 'none',
      noprofile: 'none',
      viewer: (r) => r.id === accounts.viewer!.id,
      editor: (r) => r.id === accounts.editor!.id,
      admin: 'all',
    },
    insert: ADMINS,
    update: ADMINS,
    delete: ADMINS,
  },
  holidays: {
    row: () => ({
      date: `2030-${String((next() % 12) + 1).padStart(2, '0')}-${String((next() % 28) + 1).padStart(2, '0')}`,
      name: tr('Libur uji'),
    }),
    patch: () => ({ name: tr(`Libur ${next()}`) }),
    visible: { anon: 'none', noprofile: 'all', viewer: 'all', editor: 'all', admin: 'all' },
    insert: ADMINS,
    update: ADMINS,
    delete: ADMINS,
  },
  outbox: {
    row: () => ({
      audience: 'submitter',
      kind: 'received',
      language: 'id',
      to_address: `penerima${next()}@contoh.test`,
      sender_name: 'LSBU',
      subject: 'Uji',
      body_text: 'Uji',
      body_html: '<p>Uji</p>',
    }),
    patch: () => ({ status: 'sent' }),
    visible: { anon: 'none', noprofile: 'none', viewer: 'none', editor: 'none', admin: 'all' },
    insert: [],
    update: [],
    delete: [],
  },
  // Watchers' emails are personal data: admins read; written only by the watch RPCs
  // (tests/api/register-watch.test.ts).
  register_watches: {
    row: () => ({
      email: `pemantau${next()}@contoh.test`,
      certificate_id: seededCertificateId,
      confirm_token_hash: next().toString(16).padStart(64, '0'),
    }),
    patch: () => ({ language: 'en' }),
    visible: { anon: 'none', noprofile: 'none', viewer: 'none', editor: 'none', admin: 'all' },
    insert: [],
    update: [],
    delete: [],
  },
  // Changes waiting for review (docs/decisions/030): editors and admins read; written only by
  // the review RPCs (tests/api/review.test.ts).
  content_reviews: {
    row: () => ({
      table_name: 'cms_pages',
      record_id: crypto.randomUUID(),
      data: { title: tr('Perubahan uji') },
    }),
    patch: () => ({ status: 'withdrawn' }),
    visible: { anon: 'none', noprofile: 'none', viewer: 'none', editor: 'all', admin: 'all' },
    insert: [],
    update: [],
    delete: [],
  },
  notifications: {
    row: () => ({
      user_id: accounts.admin!.id,
      kind: 'new_submission',
      entity: 'complaints',
      record_id: crypto.randomUUID(),
    }),
    patch: () => ({ read_at: '2026-01-01T00:00:00+00:00' }),
    visible: {
      anon: 'none',
      noprofile: 'none',
      viewer: 'none',
      editor: (r) => r.user_id === accounts.editor!.id,
      admin: (r) => r.user_id === accounts.admin!.id,
    },
    insert: [],
    update: ADMINS,
    delete: [],
  },
  certified_companies: register({
    row: () => company(),
    patch: () => ({ listed_in_directory: true }),
  }),
  certificates: register({
    row: async () => certificate(await companyFixture()),
    patch: () => ({ last_surveillance_on: '2026-01-15' }),
    delete: [],
  }),
  certificate_subclasses: register({
    row: async () => {
      const { data, error } = await service
        .from('certificates')
        .insert(certificate(await companyFixture()))
        .select('id')
        .single()
      if (error) throw error
      return { certificate_id: data.id, subclass_id: subclassId, qualification: 'kecil' }
    },
    patch: () => ({ qualification: 'menengah' }),
  }),
  certificate_status_events: register({
    row: () => ({
      certificate_id: seededCertificateId,
      to_status: 'aktif',
      changed_on: '2026-01-01',
    }),
    patch: () => ({ changed_on: '2020-01-01' }),
    insert: [],
    update: [],
    delete: [],
    fixtures: false,
  }),
  // Signed by the server (supabase/local/register): one is signed when the backend starts.
  certificate_chain_checkpoints: register({
    row: () => ({
      event_count: 0,
      head_hash: '0'.repeat(64),
      signed_at: new Date().toISOString(),
      key_id: 'A'.repeat(43),
      signature: 'A'.repeat(86),
    }),
    patch: () => ({ event_count: 1 }),
    insert: [],
    update: [],
    delete: [],
    fixtures: false,
  }),
  // Written by the revision trigger only; every save of the seeded content made some.
  content_revisions: {
    row: () => ({
      table_name: 'faqs',
      record_id: crypto.randomUUID(),
      version: 1,
      action: 'insert',
      data: {},
    }),
    patch: () => ({ version: 77 }),
    visible: { anon: 'none', noprofile: 'all', viewer: 'all', editor: 'all', admin: 'all' },
    insert: [],
    update: [],
    delete: [],
    fixtures: false,
  },
  // Internal notes on cases: read by those who read cases, added by editors and admins in their
  // own name (tests/api/db-case-notes.test.ts); never changed or deleted.
  case_notes: {
    row: async () => {
      const { data, error } = await service
        .from('complaints')
        .insert(submission({ description: 'Uraian keluhan uji untuk catatan.' }))
        .select('id')
        .single()
      if (error) throw error
      return { complaint_id: (data as Row).id, body: `Catatan ${next()}` }
    },
    patch: () => ({ body: 'Diubah' }),
    visible: { anon: 'none', noprofile: 'none', viewer: 'none', editor: 'all', admin: 'all' },
    insert: EDITORS,
    update: [],
    delete: [],
  },
  // Files attached to cases: read by those who read cases; written only by the submit RPCs
  // (tests/api/db-case-attachments.test.ts); never changed or deleted through the API.
  case_attachments: {
    row: async () => {
      const { data, error } = await service
        .from('complaints')
        .insert(submission({ description: 'Uraian keluhan uji untuk lampiran.' }))
        .select('id')
        .single()
      if (error) throw error
      return {
        complaint_id: (data as Row).id,
        object_path: `incoming/${crypto.randomUUID()}/bukti-${next()}.pdf`,
        file_name: 'bukti.pdf',
        mime_type: 'application/pdf',
        size_bytes: 1234,
      }
    },
    patch: () => ({ file_name: 'diubah.pdf' }),
    visible: { anon: 'none', noprofile: 'none', viewer: 'none', editor: 'all', admin: 'all' },
    insert: [],
    update: [],
    delete: [],
  },
  // Replies to messages: read by those who read messages; written only by reply_to_message()
  // (tests/api/db-message-replies.test.ts); never changed or deleted.
  contact_message_replies: {
    row: async () => {
      const { data, error } = await service
        .from('contact_submissions')
        .insert(submission({ message: 'Pesan uji untuk balasan.' }))
        .select('id')
        .single()
      if (error) throw error
      return { message_id: (data as Row).id, body: `Balasan ${next()}`, author_name: 'Uji' }
    },
    patch: () => ({ body: 'Diubah' }),
    visible: { anon: 'none', noprofile: 'none', viewer: 'none', editor: 'all', admin: 'all' },
    insert: [],
    update: [],
    delete: [],
  },
  preview_links: {
    row: () => ({ table_name: 'articles', data: { title: tr(`Pratinjau ${next()}`) } }),
    patch: () => ({ table_name: 'cms_pages' }),
    visible: { anon: 'none', noprofile: 'none', viewer: 'none', editor: 'all', admin: 'all' },
    insert: EDITORS,
    update: [],
    delete: EDITORS,
  },
  // The media library: rows come and go with the bucket's objects (storage triggers); staff
  // read, editors and admins change the alt text only (tests/api/db-media.test.ts).
  media_files: {
    row: () => ({
      object_name: `matriks/berkas-${next()}.svg`,
      name: 'berkas.svg',
      mime_type: 'image/svg+xml',
    }),
    patch: () => ({ alt: tr(`Teks alt ${next()}`) }),
    visible: { anon: 'none', noprofile: 'all', viewer: 'all', editor: 'all', admin: 'all' },
    insert: [],
    update: EDITORS,
    delete: [],
  },
  // The search index: written by triggers on its sources only; everyone reads the documents of
  // public records (drafts and unpublished pages have documents nobody reads).
  search_documents: {
    key: ['source_id', 'lang'],
    row: () => ({
      kind: 'faq',
      source_id: crypto.randomUUID(),
      lang: 'id',
      key: 'palsu',
      title: 'Palsu',
      body: 'Palsu',
      visible_from: '2000-01-01T00:00:00Z',
      vec: 'palsu',
    }),
    patch: () => ({ title: 'Diubah' }),
    visible: {
      anon: publicDocument,
      noprofile: publicDocument,
      viewer: publicDocument,
      editor: publicDocument,
      admin: publicDocument,
    },
    insert: [],
    update: [],
    delete: [],
    fixtures: false,
  },
  // Each staff member's alerts: only their own row, written by editors and admins (viewers get
  // none); nobody deletes one (it goes with the account). The editor has a row; the admin's is
  // the one inserted.
  notification_settings: {
    key: ['user_id'],
    row: () => ({
      user_id: accounts.admin!.id,
      new_submissions: true,
      overdue_digest: false,
      by_email: false,
    }),
    patch: () => ({ by_email: true }),
    visible: {
      anon: 'none',
      noprofile: 'none',
      viewer: (r) => r.user_id === accounts.viewer!.id,
      editor: (r) => r.user_id === accounts.editor!.id,
      admin: (r) => r.user_id === accounts.admin!.id,
    },
    insert: ADMINS,
    update: ['editor'],
    delete: [],
    target: async () => {
      const { data, error } = await service
        .from('notification_settings')
        .upsert({
          user_id: accounts.editor!.id,
          new_submissions: true,
          overdue_digest: false,
          by_email: false,
        })
        .select('*')
        .single()
      if (error) throw error
      return data as Row
    },
  },
  // Autosaved form copies: only their owner reads, writes and deletes them; editors and admins
  // make their own (tests/api/editing.test.ts). The target is the editor's.
  editing_drafts: {
    key: ['user_id', 'table_name', 'item_key'],
    row: () => ({ table_name: 'faqs', item_key: crypto.randomUUID(), data: { n: next() } }),
    patch: () => ({ data: { changed: true } }),
    visible: {
      anon: 'none',
      noprofile: 'none',
      viewer: 'none',
      editor: (r) => r.user_id === accounts.editor!.id,
      admin: (r) => r.user_id === accounts.admin!.id,
    },
    insert: EDITORS,
    update: ['editor'],
    delete: ['editor'],
    target: async () => {
      const { data, error } = await service
        .from('editing_drafts')
        .insert({
          user_id: accounts.editor!.id,
          table_name: 'faqs',
          item_key: crypto.randomUUID(),
          data: {},
        })
        .select('*')
        .single()
      if (error) throw error
      return data as Row
    },
  },
  // Who has an item open: staff read heartbeats of the last 30 seconds; written only through
  // editing_heartbeat / editing_take_over / editing_leave.
  editing_presence: {
    key: ['table_name', 'row_id', 'user_id'],
    row: () => ({
      table_name: 'faqs',
      row_id: crypto.randomUUID(),
      user_id: accounts.editor!.id,
      user_name: 'Uji',
      mode: 'edit',
    }),
    patch: () => ({ mode: 'read' }),
    visible: {
      anon: 'none',
      noprofile: live,
      viewer: live,
      editor: live,
      admin: live,
    },
    insert: [],
    update: [],
    delete: [],
  },
  // Per item and translatable field, kept by a trigger of each editorial table; staff read it.
  translation_status: {
    key: ['table_name', 'row_id', 'field'],
    row: () => ({
      table_name: 'faqs',
      row_id: crypto.randomUUID(),
      field: 'question',
      id_changed_at: new Date().toISOString(),
      en_missing: false,
    }),
    patch: () => ({ en_missing: true }),
    visible: { anon: 'none', noprofile: 'all', viewer: 'all', editor: 'all', admin: 'all' },
    insert: [],
    update: [],
    delete: [],
    fixtures: false,
  },
  audit_log: {
    row: () => ({ action: 'insert', table_name: 'palsu', record_id: 'x', changes: {} }),
    patch: () => ({ table_name: 'diubah' }),
    visible: { anon: 'none', noprofile: 'none', viewer: 'none', editor: 'none', admin: 'all' },
    insert: [],
    update: [],
    delete: [],
    fixtures: false,
  },
}

beforeAll(async () => {
  t = await startBackend()
  await t.backend.registerJobs.settled()
  service = t.service()
  // Who may write which table; review before publishing has its own tests (review.test.ts).
  await withoutReview(t)
  const p = await personas(t)
  clients = p
  accounts = p.accounts
  // Alerts of the editor and the viewer (written by the service role: viewers may not).
  await service.from('notification_settings').insert(
    [accounts.editor!.id, accounts.viewer!.id].map((user_id) => ({
      user_id,
      new_submissions: true,
      overdue_digest: false,
      by_email: false,
    })),
  )
  // Someone else's bell: nobody but its owner sees it.
  await service.from('notifications').insert({
    user_id: accounts.editor!.id,
    kind: 'assigned',
    entity: 'complaints',
    record_id: crypto.randomUUID(),
  })
  const { data } = await service.from('rl_categories').select('id').eq('code', 'BG').single()
  categoryId = (data as { id: string }).id
  const { data: subclass } = await service
    .from('rl_subclass')
    .select('id')
    .eq('code', 'BG001')
    .single()
  subclassId = (subclass as { id: string }).id
  const { data: seeded } = await service.from('certificates').select('id').limit(1).single()
  seededCertificateId = (seeded as { id: string }).id
  // Rows only staff may see: unpublished or draft, for every table with such a rule.
  for (const table of [
    'hero_slides',
    'cms_pages',
    'articles',
    'clients',
    'testimonials',
    'faqs',
    'navigation_menus',
    'preview_links',
    'media_files',
    'contact_message_replies',
    'case_notes',
    'case_attachments',
    'register_radar',
    'register_api_keys',
    'register_watches',
    'redirects',
    'not_found_log',
    'link_check_runs',
    'link_check_results',
    'content_reviews',
    'editing_drafts',
    'editing_presence',
  ])
    await target(table)
  // The admin's draft: nobody else sees it.
  await service.from('editing_drafts').insert({
    user_id: accounts.admin!.id,
    table_name: 'faqs',
    item_key: 'new',
    data: {},
  })
  // A heartbeat from a minute ago: gone for everyone.
  await service.from('editing_presence').insert({
    ...(specs.editing_presence.row() as Row),
    heartbeat_at: new Date(Date.now() - 60_000).toISOString(),
  })
  // Published but outside their schedule: a slide not yet due, a page already ended.
  const later = new Date(Date.now() + 86_400_000).toISOString()
  const earlier = new Date(Date.now() - 86_400_000).toISOString()
  await service
    .from('hero_slides')
    .insert({ title: tr('Slide terjadwal'), is_published: true, publish_at: later })
  await service.from('cms_pages').insert({
    slug: 'uji-berakhir',
    title: tr('Halaman berakhir'),
    is_published: true,
    publish_at: new Date(Date.now() - 2 * 86_400_000).toISOString(),
    unpublish_at: earlier,
  })
})
afterAll(async () => t?.stop())

/**
 * Reads are ordered by the table's key: a table past the API's 1000-row cap (the audit log, after
 * the tests' writes) then gives every caller the same first rows, whatever plan the engine picks.
 */
const inKeyOrder = <Q extends { order: (column: string) => Q }>(table: string, query: Q): Q =>
  keyOf(table).reduce((q, column) => q.order(column), query)

async function allRows(table: string): Promise<Row[]> {
  const { data, error } = await inKeyOrder(table, service.from(table).select('*'))
  if (error) throw error
  return data as Row[]
}

/** A throwaway row made by the service role, or an existing one for fixture-less tables. */
async function target(table: string): Promise<Row> {
  const spec = specs[table]
  if (spec.target) return spec.target()
  if (spec.fixtures === false) return (await allRows(table))[0]
  const { data, error } = await service
    .from(table)
    .insert(await spec.row())
    .select('*')
    .single()
  if (error) throw new Error(`fixture for ${table}: ${error.message}`)
  return data as Row
}

const keyOf = (table: string) => specs[table].key ?? ['id']
/** The row's identity as text (its key columns). */
const identity = (table: string, row: Row) =>
  keyOf(table)
    .map((k) => String(row[k]))
    .join('/')
/** The filters that pick `row` by its key columns. */
const byKey = (table: string, row: Row) =>
  Object.fromEntries(keyOf(table).map((k) => [k, row[k]])) as Record<string, unknown>

async function fetchByKey(table: string, row: Row): Promise<Row | null> {
  const { data, error } = await service
    .from(table)
    .select('*')
    .match(byKey(table, row))
    .maybeSingle()
  if (error) throw error
  return data as Row | null
}

function allowed(table: string, persona: Persona, op: Exclude<Op, 'select'>) {
  return specs[table][op].includes(persona)
}

const tables = Object.keys(specs)

describe('the matrix', () => {
  it('covers every table of the public schema (a new table must be added above)', async () => {
    const { rows } = await t.backend.db.pg.query<{ name: string }>(
      `select tablename as name from pg_tables where schemaname = 'public' order by 1`,
    )
    expect(rows.map((r) => r.name)).toEqual([...tables].sort())
  })
})

describe.each(tables)('%s', (table) => {
  it.each(PERSONAS)(`%s reads exactly the ${table} rows the matrix allows`, async (persona) => {
    const rows = await allRows(table)
    expect(rows.length).toBeGreaterThan(0)
    const rule = specs[table].visible[persona] ?? 'none'
    const expected = rows
      // Rows in the trash are hidden from every API role (docs/decisions/031-trash.md).
      .filter((r) => r.deleted_at == null)
      .filter((r) => (rule === 'all' ? true : rule === 'none' ? false : rule(r)))
      .map((r) => identity(table, r))
      .sort()
    const { data, error } = await inKeyOrder(
      table,
      clients[persona].from(table).select(keyOf(table).join(',')),
    )
    if (expected.length === 0) {
      // Refused outright (no privilege) or sees nothing.
      expect(error ? [] : (data ?? [])).toEqual([])
    } else {
      expect(error).toBeNull()
      expect(((data ?? []) as unknown as Row[]).map((r) => identity(table, r)).sort()).toEqual(
        expected,
      )
      if (rule !== 'all') expect(expected.length).toBeLessThan(rows.length)
    }
  })

  it.each(PERSONAS)(`%s inserts into ${table} only if allowed`, async (persona) => {
    const row = await specs[table].row()
    const before = (await allRows(table)).length
    const { error } = await clients[persona].from(table).insert(row)
    const after = (await allRows(table)).length
    if (allowed(table, persona, 'insert')) {
      expect(error).toBeNull()
      expect(after).toBe(before + 1)
    } else {
      expect(error).not.toBeNull()
      expect(after).toBe(before)
    }
  })

  it.each(PERSONAS)(`%s updates ${table} only if allowed`, async (persona) => {
    const row = await target(table)
    const patch = specs[table].patch()
    const { data, error } = await clients[persona]
      .from(table)
      .update(patch)
      .match(byKey(table, row))
      .select(keyOf(table).join(','))
    const now = await fetchByKey(table, row)
    const changed = Object.entries(patch).every(([k, v]) => isDeepStrictEqual(now?.[k], v))
    if (allowed(table, persona, 'update')) {
      expect(error).toBeNull()
      expect(data).toHaveLength(1)
      expect(changed).toBe(true)
    } else {
      expect(error ? [] : data).toEqual([])
      expect(changed).toBe(false)
    }
  })

  it.each(PERSONAS)(`%s deletes from ${table} only if allowed`, async (persona) => {
    const row = await target(table)
    const { error } = await clients[persona].from(table).delete().match(byKey(table, row))
    const still = await fetchByKey(table, row)
    if (allowed(table, persona, 'delete')) {
      expect(error).toBeNull()
      // An editorial table's delete moves the row to the trash (docs/decisions/031-trash.md).
      if (EDITORIAL_TABLES.includes(table)) expect(still?.deleted_at).toEqual(expect.any(String))
      else expect(still).toBeNull()
    } else {
      expect(still).not.toBeNull()
      expect(still?.deleted_at ?? null).toBeNull()
    }
  })
})

describe('column limits for editors on submissions', () => {
  it.each(['complaints', 'appeals', 'contact_submissions'])(
    'refuses changes to what the submitter sent in %s, for editors and admins alike',
    async (table) => {
      const row = await target(table)
      for (const persona of ['editor', 'admin'] as Persona[]) {
        const { error } = await clients[persona]
          .from(table)
          .update({ email: 'lain@contoh.test' })
          .eq('id', row.id)
        expect(error?.code).toBe('42501')
      }
      expect((await fetchByKey(table, row))?.email).toBe(row.email)
    },
  )

  it('lets an editor assign a case to themselves', async () => {
    const row = await target('complaints')
    const { error } = await clients.editor
      .from('complaints')
      .update({ handled_by: accounts.editor!.id })
      .eq('id', row.id)
    expect(error).toBeNull()
    expect((await fetchByKey('complaints', row))?.handled_by).toBe(accounts.editor!.id)
  })
})

describe('public visibility details', () => {
  it('hides a published article scheduled in the future from anon but not from staff', async () => {
    const { data: scheduled } = await service
      .from('articles')
      .select('slug')
      .gt('published_at', new Date().toISOString())
      .eq('status', 'published')
    expect(scheduled!.length).toBeGreaterThan(0)
    const slug = (scheduled![0] as Row).slug as string
    expect((await clients.anon.from('articles').select('id').eq('slug', slug)).data).toEqual([])
    expect((await clients.viewer.from('articles').select('id').eq('slug', slug)).data).toHaveLength(
      1,
    )
  })

  it('keeps exactly one site_settings row even for the service role', async () => {
    const { error } = await service.from('site_settings').insert({ site_name: 'Kedua' })
    expect(error?.code).toBe('23505')
    expect(await allRows('site_settings')).toHaveLength(1)
  })
})
