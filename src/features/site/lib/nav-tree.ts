import type { Language } from '@/config/constants'
import { translate } from '@/lib/translate'
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

/**
 * A menu entry as the header renders it, in the page's language: the header is an island, and
 * this is what its props carry in every page's HTML (a language change loads the page again).
 */
export interface SiteNavItem {
  label: string
  url: string
  children: SiteNavItem[]
}

export function siteNavItems(nodes: readonly NavigationNode[], language: Language): SiteNavItem[] {
  return nodes.map((node) => ({
    label: translate(node.label, language),
    url: node.url,
    children: siteNavItems(node.children, language),
  }))
}

/** A parent item is a group (dropdown) when it has visible children; its own url is '#'. */
export function isNavGroup(node: { children: readonly unknown[] }): boolean {
  return node.children.length > 0
}
