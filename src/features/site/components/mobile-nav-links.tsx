import { isCurrentPath, usePageUrl } from '@/lib/page-url'
import { cn } from '@/lib/utils'

import type { SiteNavItem } from '../lib/nav-tree'

/** A row of the phone's menu: a top-level link or a group's toggle. */
export const mobileRowClass =
  'flex w-full items-center justify-between rounded-md px-3 py-3 text-base font-medium transition-colors hover:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring'

/** A top-level link of the phone's menu (the scripted panel and the plain one). */
export function MobileTopLink({
  item,
  onNavigate,
}: {
  item: SiteNavItem
  onNavigate?: () => void
}) {
  const { pathname } = usePageUrl()
  const current = isCurrentPath(pathname, item.url, true)
  return (
    <a
      href={item.url}
      onClick={onNavigate}
      aria-current={current ? 'page' : undefined}
      className={cn(mobileRowClass, current && 'text-primary')}
    >
      {item.label}
    </a>
  )
}

/** A group's links in the phone's menu, under its toggle. */
export function MobileChildLinks({
  item,
  id,
  hidden,
  onNavigate,
}: {
  item: SiteNavItem
  id?: string
  hidden?: boolean
  onNavigate?: () => void
}) {
  const { pathname } = usePageUrl()
  return (
    <ul id={id} hidden={hidden} className="mb-2 ml-3 space-y-0.5 border-l pl-3">
      {item.children.map((child, index) => (
        <li key={index}>
          <a
            href={child.url}
            onClick={onNavigate}
            aria-current={isCurrentPath(pathname, child.url) ? 'page' : undefined}
            className={cn(
              'block rounded-md px-3 py-2 text-sm transition-colors hover:bg-accent hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
              isCurrentPath(pathname, child.url)
                ? 'font-semibold text-primary'
                : 'text-muted-foreground',
            )}
          >
            {child.label}
          </a>
        </li>
      ))}
    </ul>
  )
}
