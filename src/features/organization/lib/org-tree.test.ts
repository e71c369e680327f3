import { describe, expect, it } from 'vitest'

import { buildOrgTree } from './org-tree'

describe('buildOrgTree', () => {
  it('nests people under their parent, siblings by order, orphans as roots', () => {
    const tree = buildOrgTree([
      { id: 'b', parent_id: 'a', order: 2 },
      { id: 'a', parent_id: null, order: 1 },
      { id: 'c', parent_id: 'a', order: 1 },
      { id: 'd', parent_id: 'gone', order: 5 },
    ])
    expect(tree.map((n) => n.id)).toEqual(['a', 'd'])
    expect(tree[0]?.children.map((n) => n.id)).toEqual(['c', 'b'])
  })
})
