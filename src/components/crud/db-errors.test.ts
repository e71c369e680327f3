import { describe, expect, it } from 'vitest'

import { columnFromConstraint, mapDatabaseError } from './db-errors'

describe('mapDatabaseError', () => {
  it('puts a unique violation on the key column', () => {
    const error = {
      code: '23505',
      message: 'duplicate key value violates unique constraint "articles_slug_key"',
      details: 'Key (slug)=(berita) already exists.',
    }
    expect(mapDatabaseError(error, { table: 'articles', fields: ['slug', 'title.id'] })).toEqual({
      field: 'slug',
      key: 'crud.errors.unique',
    })
  })

  it('puts a check violation on the constraint column, through an alias', () => {
    const error = {
      code: '23514',
      message: 'new row violates check constraint "faqs_question_check"',
    }
    expect(
      mapDatabaseError(error, {
        table: 'faqs',
        fields: ['question.id'],
        fieldAliases: { question: 'question.id' },
      }),
    ).toEqual({ field: 'question.id', key: 'crud.errors.check' })
  })

  it('uses the hint field and the message of the active language for 22023', () => {
    const error = {
      code: '22023',
      message: 'Email tidak valid.',
      details: 'Invalid email.',
      hint: 'field:email',
    }
    expect(mapDatabaseError(error, { language: 'en' })).toEqual({
      field: 'email',
      text: 'Invalid email.',
    })
    expect(mapDatabaseError(error, { language: 'id' })).toEqual({
      field: 'email',
      text: 'Email tidak valid.',
    })
  })

  it('leaves unknown fields to a toast, and names foreign-key and permission errors', () => {
    expect(
      mapDatabaseError({ code: '23505', message: 'x "a_b_key"' }, { table: 'a', fields: ['c'] })
        .field,
    ).toBeNull()
    expect(mapDatabaseError({ code: '23503', message: 'fk' }).key).toBe('crud.errors.inUse')
    expect(mapDatabaseError({ code: '42501', message: 'denied' }).key).toBe('crud.errors.forbidden')
    expect(mapDatabaseError(new TypeError('Failed to fetch')).key).toBe('crud.errors.network')
  })

  it('reads columns from default constraint names', () => {
    expect(columnFromConstraint('rl_subclass_code_key', 'rl_subclass')).toBe('code')
    expect(columnFromConstraint('clients_website_url_check', 'clients')).toBe('website_url')
  })
})
