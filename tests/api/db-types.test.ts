/**
 * src/types/database.ts is generated from the migrations (scripts/gen-db-types.ts); it must
 * match the schema the migrations produce today: the run's template is that schema (its folder is
 * keyed by a hash of every migration, tests/support/db-template.ts).
 */
import { readFileSync } from 'node:fs'

import { describe, expect, it } from 'vitest'

import { generateFromMigrations, TYPES_FILE } from '../../scripts/gen-db-types'
import { openTemplateCopy } from '../support/db-template'

describe('generated database types', () => {
  it('match a fresh generation from the migrations', async () => {
    const { db, close } = await openTemplateCopy()
    try {
      const fresh = await generateFromMigrations(db)
      expect(fresh).toContain('submit_complaint: {')
      expect(readFileSync(TYPES_FILE, 'utf8')).toBe(fresh)
    } finally {
      await close()
    }
  }, 60_000)
})
