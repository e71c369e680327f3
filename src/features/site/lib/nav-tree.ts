import type { NavigationNode } from '@/types/database'

/**
 * The menu as visitors see it (docs/product.md#navigation-tree): published items only, sorted by
 * sort_order at every level, children filtered by is_published as well. The RPC already does this;
 * the client applies it again so a staff session (which may read unpublished rows) never leaks
 * drafts.
 */
export function publishedNavTree(nodes: readonly NavigationNode[]): NavigationNode[] {
  return nodes
    .filter((node) => node.is_published)
    .sort((a, b) => a.sort_order - b.sort_order)
    .map((node) => ({ ...node, children: publishedNavTree(node.children ?? []) }))
}

/** A parent item is a group (dropdown) when it has visible children; its own url is '#'. */
export function isNavGroup(node: NavigationNode): boolean {
  return node.children.length > 0
}
