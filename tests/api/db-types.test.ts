/**
 * src/types/database.ts is generated from the migrations (scripts/gen-db-types.ts); it must
 * match the schema the migrations produce today.
 */
import { readFileSync } from 'node:fs'

import { describe, expect, it } from 'vitest'

import { generateFromMigrations, TYPES_FILE } from '../../scripts/gen-db-types'

describe('generated database types', () => {
  it('match a fresh generation from the migrations', async () => {
    const fresh = await generateFromMigrations()
    expect(fresh).toContain('submit_complaint: {')
    expect(readFileSync(TYPES_FILE, 'utf8')).toBe(fresh)
    // A cold start of every migration: well under a minute alone, more beside other API files.
  }, 180_000)
})
