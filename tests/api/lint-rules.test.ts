/**
 * The project's own lint rules (eslint.config.js), checked on small texts as if they were files
 * of src/: the Supabase client only in the data layer, TanStack Query's rules, kebab-case names.
 */
import { join } from 'node:path'

import { ESLint } from 'eslint'
import { beforeAll, describe, expect, it } from 'vitest'

const root = join(__dirname, '../..')
let eslint: ESLint

/** The rules that fail for `code` as the file `path` (relative to the repository). */
async function failures(path: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: join(root, path) })
  return result!.messages.map((message) => message.ruleId ?? message.message)
}

const usesClient = `import { supabase } from '@/lib/supabase'\n\nexport const client = supabase\n`

beforeAll(() => {
  eslint = new ESLint({ cwd: root })
})

describe('the Supabase client', () => {
  it('is refused in screens, components, app and lib outside the resource layer', async () => {
    for (const path of [
      'src/features/faqs/components/faq-list.tsx',
      'src/components/crud/crud-page-probe.ts',
      'src/app/routes/admin/probe.ts',
      'src/lib/probe.ts',
      'src/features/auth/sessions-probe.ts',
    ]) {
      expect(await failures(path, usesClient), path).toContain('no-restricted-imports')
    }
    const relative = `import { supabase } from './supabase'\n\nexport const client = supabase\n`
    expect(await failures('src/lib/probe.ts', relative)).toContain('no-restricted-imports')
  })

  it("is allowed in a feature's api/, lib/resource/, the auth context and tests", async () => {
    for (const path of [
      'src/features/faqs/api/probe.ts',
      'src/lib/resource/probe.ts',
      'src/features/auth/auth-context.tsx',
      'src/features/faqs/probe.test.ts',
      'src/test/probe.ts',
    ]) {
      expect(await failures(path, usesClient), path).toEqual([])
    }
  })

  it('keeps the direction rules in the data layer', async () => {
    const crossFeature = `import { x } from '@/features/news/api/x'\n\nexport const y = x\n`
    expect(await failures('src/features/faqs/api/probe.ts', crossFeature)).toContain(
      'no-restricted-imports',
    )
    const libToFeature = `import { x } from '@/features/faqs/api/x'\n\nexport const y = x\n`
    expect(await failures('src/lib/resource/probe.ts', libToFeature)).toContain(
      'no-restricted-imports',
    )
  })
})

describe('TanStack Query', () => {
  it('wants every variable the query function uses in the query key', async () => {
    const code = [
      "import { queryOptions } from '@tanstack/react-query'",
      '',
      'declare function get(id: string): Promise<string>',
      '',
      "export const one = (id: string) => queryOptions({ queryKey: ['one'], queryFn: () => get(id) })",
      '',
    ].join('\n')
    expect(await failures('src/features/faqs/api/probe.ts', code)).toContain(
      '@tanstack/query/exhaustive-deps',
    )
  })
})

describe('file names under src/', () => {
  it('are kebab-case, folders too', async () => {
    const code = 'export const x = 1\n'
    expect(await failures('src/lib/FooBar.ts', code)).toContain(
      'check-file/filename-naming-convention',
    )
    expect(await failures('src/lib/someDir/foo.ts', code)).toContain(
      'check-file/folder-naming-convention',
    )
    expect(await failures('src/lib/foo-bar.test.ts', code)).toEqual([])
  })
})
