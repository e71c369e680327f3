import { FunctionsHttpError } from '@supabase/supabase-js'
import type { TFunction } from 'i18next'
import { describe, expect, it } from 'vitest'

import { AUTH_ERROR_CODES } from '@/lib/auth-errors'
import { EdgeFunctionError, toEdgeFunctionError } from '@/lib/function-error'
import { createI18n } from '@/lib/i18n'
import { resources } from '@/lib/i18n-admin'

import {
  columnFromConstraint,
  ConflictError,
  errorText,
  FUNCTION_CODES,
  FUNCTION_FIELDS,
  mapDatabaseError,
} from './db-errors'

const i18n = {
  id: createI18n({ language: 'id', resources }),
  en: createI18n({ language: 'en', resources }),
}
const text = (error: unknown, language: 'id' | 'en' = 'id', options = {}) =>
  errorText(
    i18n[language].getFixedT(language, 'admin') as unknown as TFunction<'admin'>,
    mapDatabaseError(error, { language, ...options }),
  )

describe('mapDatabaseError', () => {
  it('puts a unique violation on the key column, named by its label', () => {
    const error = {
      code: '23505',
      message: 'duplicate key value violates unique constraint "articles_slug_key"',
      details: 'Key (slug)=(berita) already exists.',
    }
    expect(mapDatabaseError(error, { table: 'articles', fields: ['slug', 'title.id'] })).toEqual({
      field: 'slug',
      key: 'errors.rules.unique',
      label: 'news.fields.slug',
    })
    expect(text(error)).toBe('Slug ini sudah dipakai. Gunakan yang lain.')
    expect(text(error, 'en')).toBe('Slug is already taken. Use another one.')
  })

  it('puts a check violation on the constraint column, through an alias', () => {
    const error = {
      code: '23514',
      message: 'new row for relation "faqs" violates check constraint "faqs_question_check"',
    }
    expect(
      mapDatabaseError(error, {
        fields: ['question.id'],
        fieldAliases: { question: 'question.id' },
      }),
    ).toEqual({
      field: 'question.id',
      key: 'errors.rules.translatable',
      label: 'faq.fields.question',
      values: { max: 300 },
    })
    expect(text(error)).toBe(
      'Pertanyaan wajib diisi dalam bahasa Indonesia, paling banyak 300 karakter per bahasa.',
    )
  })

  it('uses the hint field and the message of the active language for raised errors', () => {
    const error = {
      code: '22023',
      message: 'Email tidak valid.',
      details: 'Invalid email.',
      hint: 'field:email',
    }
    expect(mapDatabaseError(error, { language: 'en' })).toMatchObject({
      field: 'email',
      text: 'Invalid email.',
    })
    expect(mapDatabaseError(error, { language: 'id' })).toMatchObject({
      field: 'email',
      text: 'Email tidak valid.',
    })
    const tree = {
      code: '23514',
      message: 'Menu hanya boleh dua tingkat: induk harus menu utama.',
      details: 'Menus have two levels at most: the parent must be a top-level item.',
      hint: 'field:parent_id',
    }
    expect(text(tree, 'en')).toBe(tree.details)
  })

  it('says a dead internal link in both languages, on its field', () => {
    const error = {
      code: '23514',
      message:
        'Tautan ke halaman yang tidak ada atau belum terbit (ID: /tidak-ada) tidak dapat diterbitkan: perbaiki atau hapus tautannya.',
      details:
        'A link to a page that does not exist or is not published (ID: /tidak-ada) cannot be published: fix or remove the link.',
      hint: 'dead_link;field:content',
    }
    expect(mapDatabaseError(error)).toMatchObject({
      field: 'content',
      key: 'teamEditing.errors.deadLink',
      values: { path: '/tidak-ada' },
    })
    expect(text(error, 'id')).toBe(
      'Tautan ke halaman yang tidak ada atau belum terbit (/tidak-ada) tidak dapat diterbitkan: perbaiki atau hapus tautannya.',
    )
    expect(text(error, 'en')).toBe(
      'A link to a page that does not exist or is not published (/tidak-ada) cannot be published: fix or remove the link.',
    )
  })

  it('tells a refused delete from a missing reference, and names permission errors', () => {
    const restrict = {
      code: '23001',
      message:
        'update or delete on table "rl_categories" violates RESTRICT setting of foreign key constraint "rl_subclass_category_id_fkey" on table "rl_subclass"',
    }
    expect(text(restrict)).toBe(
      'Klasifikasi ini masih memiliki subklasifikasi. Hapus atau pindahkan dulu.',
    )
    const missing = {
      code: '23503',
      message:
        'insert or update on table "navigation_menus" violates foreign key constraint "navigation_menus_parent_id_fkey"',
    }
    expect(mapDatabaseError(missing, { fields: ['parent_id'] })).toMatchObject({
      field: 'parent_id',
      key: 'errors.rules.reference',
    })
    expect(mapDatabaseError({ code: '42501', message: 'denied' }).key).toBe('errors.forbidden')
    expect(mapDatabaseError({ code: 'PGRST301', message: 'JWT expired' }).key).toBe(
      'errors.sessionExpired',
    )
    expect(mapDatabaseError(new TypeError('Failed to fetch')).key).toBe('errors.network')
    expect(mapDatabaseError({ code: '', message: 'TypeError: Failed to fetch' }).key).toBe(
      'errors.network',
    )
    expect(mapDatabaseError(new ConflictError(null)).key).toBe('errors.conflict')
  })

  it('gives unknown codes the generic message with a short technical detail', () => {
    expect(text({ code: '22012', message: 'division by zero' }, 'en')).toBe(
      'Something unexpected went wrong. Please try again; if it keeps happening, tell an admin. (Technical detail: 22012: division by zero)',
    )
    expect(text(new Error('boom'))).toMatch(/\(Detail teknis: boom\)$/)
  })

  it('maps GoTrue codes to the screen language, never the server English', () => {
    const wrong = {
      __isAuthError: true,
      name: 'AuthApiError',
      code: 'invalid_credentials',
      status: 400,
      message: 'Invalid login credentials',
    }
    expect(text(wrong)).toBe('Email atau password salah.')
    expect(text(wrong, 'en')).toBe('Wrong email or password.')
    const limited = {
      __isAuthError: true,
      name: 'AuthApiError',
      code: 'over_request_rate_limit',
      status: 429,
    }
    expect(text(limited)).toBe('Terlalu banyak percobaan. Tunggu beberapa menit lalu coba lagi.')
    const offline = { __isAuthError: true, name: 'AuthRetryableFetchError', status: 0 }
    expect(mapDatabaseError(offline).key).toBe('errors.network')
    const odd = { __isAuthError: true, name: 'AuthApiError', code: 'something_new', status: 418 }
    expect(text(odd, 'en')).toMatch(/\(Technical detail: something_new 418\)$/)
  })

  it('maps the edge functions\u2019 codes, per field for validation', async () => {
    const response = new Response(
      JSON.stringify({ error: 'Format email tidak valid.', code: 'validation', field: 'email' }),
      { status: 400 },
    )
    const refusal = await toEdgeFunctionError(new FunctionsHttpError(response))
    expect(refusal).toBeInstanceOf(EdgeFunctionError)
    expect(mapDatabaseError(refusal, { fields: ['email'] })).toEqual({
      field: 'email',
      key: 'errors.functions.invalid.email',
    })
    expect(text(refusal, 'en')).toBe('Invalid email format.')
    expect(
      text(new EdgeFunctionError(409, 'already_set_up', undefined, 'Sistem sudah …'), 'en'),
    ).toBe('The system already has users. The main admin can only be created once; please sign in.')
    expect(text(new EdgeFunctionError(0, 'network', undefined, 'Failed to fetch'))).toBe(
      'Tidak dapat terhubung ke server. Periksa koneksi Anda lalu coba lagi.',
    )
  })

  it('maps Storage statuses', () => {
    const tooBig = Object.assign(new Error('The object exceeded the maximum allowed size'), {
      name: 'StorageApiError',
      statusCode: '413',
    })
    expect(text(tooBig, 'en')).toBe('The file is too large for the storage.')
  })

  it('has words in both languages for every GoTrue and edge-function code it knows', () => {
    const refusals = [
      ...AUTH_ERROR_CODES.map((code) => ({ __isAuthError: true, name: 'AuthApiError', code })),
      ...FUNCTION_CODES.map((code) => new EdgeFunctionError(400, code, undefined, '')),
      ...FUNCTION_FIELDS.map((field) => new EdgeFunctionError(400, 'validation', field, '')),
    ]
    for (const refusal of refusals) {
      for (const language of ['id', 'en'] as const) {
        const said = text(refusal, language)
        expect(said, JSON.stringify(refusal)).not.toMatch(/errors\.|{{|Detail|detail/)
      }
      expect(text(refusal, 'id')).not.toBe(text(refusal, 'en'))
    }
  })

  it('reads columns from default constraint names', () => {
    expect(columnFromConstraint('rl_subclass_code_key', 'rl_subclass')).toBe('code')
    expect(columnFromConstraint('clients_website_url_check', 'clients')).toBe('website_url')
  })
})
