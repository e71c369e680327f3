import { describe, expect, it } from 'vitest'

import { resources } from '@/lib/i18n-admin'

type Tree = { [key: string]: string | Tree }

function keyPaths(tree: Tree, prefix = ''): string[] {
  return Object.entries(tree)
    .flatMap(([key, value]) =>
      typeof value === 'string' ? [`${prefix}${key}`] : keyPaths(value, `${prefix}${key}.`),
    )
    .sort()
}

function values(tree: Tree): string[] {
  return Object.values(tree).flatMap((v) => (typeof v === 'string' ? [v] : values(v)))
}

const namespaces = ['common', 'public', 'admin'] as const

describe('locale files', () => {
  it.each(namespaces)('id and en have identical keys in %s', (ns) => {
    const id = keyPaths(resources.id[ns] as Tree)
    const en = keyPaths(resources.en[ns] as Tree)
    expect(id.length).toBeGreaterThan(0)
    expect(en).toEqual(id)
  })

  it.each(namespaces)('no string in %s is empty', (ns) => {
    for (const lng of ['id', 'en'] as const) {
      expect(values(resources[lng][ns] as Tree).filter((v) => v.trim() === '')).toEqual([])
    }
  })
})
