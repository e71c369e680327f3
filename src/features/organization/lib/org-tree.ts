export interface OrgRow {
  id: string
  parent_id: string | null
  order: number
}

export type OrgNode<T extends OrgRow> = T & { children: OrgNode<T>[] }

/**
 * Builds the chart from flat rows: roots are rows without a (known) parent; siblings are sorted
 * by `order`. A row whose parent is missing becomes a root rather than disappearing.
 */
export function buildOrgTree<T extends OrgRow>(rows: readonly T[]): OrgNode<T>[] {
  const nodes = new Map<string, OrgNode<T>>()
  for (const row of rows) nodes.set(row.id, { ...row, children: [] })
  const roots: OrgNode<T>[] = []
  for (const node of nodes.values()) {
    const parent = node.parent_id ? nodes.get(node.parent_id) : undefined
    if (parent && parent !== node) parent.children.push(node)
    else roots.push(node)
  }
  const sort = (list: OrgNode<T>[]) => {
    list.sort((a, b) => a.order - b.order)
    for (const n of list) sort(n.children)
  }
  sort(roots)
  return roots
}
