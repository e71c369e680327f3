import { ChevronDown } from 'lucide-react'
import { type KeyboardEvent, type RefObject, useEffect, useId, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'

import { DROPDOWN_CLOSE_DELAY_MS } from '@/config/constants'
import { isCurrentPath, usePageUrl } from '@/lib/page-url'
import { cn } from '@/lib/utils'

import { isNavGroup, type SiteNavItem } from '../lib/nav-tree'

const linkClass =
  'inline-flex h-10 items-center gap-1 rounded-md px-3 text-sm font-medium transition-colors hover:bg-accent hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring'

/** The desktop menu bar: plain links and disclosure dropdowns (see NavGroup). */
export function DesktopNav({ items }: { items: SiteNavItem[] }) {
  const { t } = useTranslation()
  const { pathname } = usePageUrl()
  return (
    <nav aria-label={t('a11y.mainNavigation')} className="hidden lg:block">
      <ul className="flex items-center gap-0.5">
        {items.map((item, index) => (
          // A menu is rendered whole, never reordered in place.
          <li key={index} className="relative">
            {isNavGroup(item) ? (
              <>
                <NavGroup item={item} />
                <PlainNavGroup item={item} />
              </>
            ) : (
              <a
                href={item.url}
                aria-current={isCurrentPath(pathname, item.url, true) ? 'page' : undefined}
                className={cn(
                  linkClass,
                  isCurrentPath(pathname, item.url, true)
                    ? 'bg-accent text-accent-foreground'
                    : 'text-foreground/80',
                )}
              >
                {item.label}
              </a>
            )}
          </li>
        ))}
      </ul>
    </nav>
  )
}

/**
 * A dropdown that opens on hover or focus and closes DROPDOWN_CLOSE_DELAY_MS after the pointer
 * or focus leaves (docs/product.md#header). Keyboard: Enter/Space toggle, ArrowDown opens and
 * enters the list, arrows/Home/End move between links, Escape closes and returns to the button, Tab
 * moves on. A disclosure of links (the navigation-menu pattern), not role=menu: these are page
 * links.
 */
function NavGroup({ item }: { item: SiteNavItem }) {
  const { pathname } = usePageUrl()
  const [open, setOpen] = useState(false)
  const closeTimer = useRef<ReturnType<typeof setTimeout> | null>(null)
  const openedAt = useRef(0)
  // Focus handed back to the button by Escape must not reopen the panel.
  const returningFocusAt = useRef(0)
  const buttonRef = useRef<HTMLButtonElement>(null)
  const listRef = useRef<HTMLUListElement>(null)
  const panelId = useId()
  const active = item.children.some((c) => isCurrentPath(pathname, c.url))

  const cancelClose = () => {
    if (closeTimer.current) clearTimeout(closeTimer.current)
    closeTimer.current = null
  }
  const show = () => {
    cancelClose()
    if (!open) openedAt.current = Date.now()
    setOpen(true)
  }
  const scheduleClose = () => {
    cancelClose()
    closeTimer.current = setTimeout(() => setOpen(false), DROPDOWN_CLOSE_DELAY_MS)
  }
  useEffect(() => cancelClose, [])

  const links = () => Array.from(listRef.current?.querySelectorAll('a') ?? [])
  const focusLink = (index: number) => {
    const all = links()
    all[(index + all.length) % all.length]?.focus()
  }

  const onButtonKey = (e: KeyboardEvent) => {
    if (e.key === 'ArrowDown') {
      e.preventDefault()
      show()
      requestAnimationFrame(() => focusLink(0))
    } else if (e.key === 'Escape') {
      setOpen(false)
    }
  }
  const onListKey = (e: KeyboardEvent) => {
    const all = links()
    const index = all.indexOf(document.activeElement as HTMLAnchorElement)
    const moves: Record<string, number> = {
      ArrowDown: index + 1,
      ArrowUp: index - 1,
      Home: 0,
      End: all.length - 1,
    }
    if (e.key in moves) {
      e.preventDefault()
      focusLink(moves[e.key] ?? 0)
    } else if (e.key === 'Escape') {
      e.preventDefault()
      setOpen(false)
      returningFocusAt.current = Date.now()
      buttonRef.current?.focus()
    }
  }

  return (
    <div
      className="no-js:hidden"
      onPointerEnter={(e) => (e.pointerType === 'mouse' ? show() : undefined)}
      onPointerLeave={(e) => (e.pointerType === 'mouse' ? scheduleClose() : undefined)}
      onFocus={() => (Date.now() - returningFocusAt.current < 250 ? undefined : show())}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) scheduleClose()
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        className={cn(
          linkClass,
          open || active ? 'bg-accent text-accent-foreground' : 'text-foreground/80',
        )}
        onClick={() => {
          // The focus or hover that just opened it must not be undone by the same click.
          if (open && Date.now() - openedAt.current < 400) return
          if (open) setOpen(false)
          else show()
        }}
        onKeyDown={onButtonKey}
      >
        {item.label}
        <ChevronDown
          aria-hidden="true"
          className={cn('size-4 transition-transform duration-200', open && 'rotate-180')}
        />
      </button>
      <div id={panelId} hidden={!open} className="absolute left-0 top-full z-50 pt-2">
        <GroupLinks item={item} listRef={listRef} onKeyDown={onListKey} animated />
      </div>
    </div>
  )
}

/**
 * The same group for a page whose scripts do not run (JavaScript off, or blocked): a
 * `<details>` that opens with HTML alone (click, Enter or Space on its summary). The groups share
 * a `name`, so opening one closes the other. Hidden once scripting is known to run
 * (`<html data-js>`), where NavGroup takes its place.
 */
function PlainNavGroup({ item }: { item: SiteNavItem }) {
  const { pathname } = usePageUrl()
  const active = item.children.some((c) => isCurrentPath(pathname, c.url))
  return (
    <details name="site-nav-group" className="group js:hidden">
      <summary
        className={cn(
          linkClass,
          'cursor-pointer list-none group-open:bg-accent group-open:text-accent-foreground [&::-webkit-details-marker]:hidden',
          active ? 'bg-accent text-accent-foreground' : 'text-foreground/80',
        )}
      >
        {item.label}
        <ChevronDown
          aria-hidden="true"
          className="size-4 transition-transform duration-200 group-open:rotate-180"
        />
      </summary>
      <div className="absolute left-0 top-full z-50 pt-2">
        <GroupLinks item={item} />
      </div>
    </details>
  )
}

/** A group's links, in its dropdown panel. */
function GroupLinks({
  item,
  listRef,
  onKeyDown,
  animated = false,
}: {
  item: SiteNavItem
  listRef?: RefObject<HTMLUListElement | null>
  animated?: boolean
  onKeyDown?: (e: KeyboardEvent) => void
}) {
  const { pathname } = usePageUrl()
  return (
    <ul
      ref={listRef}
      className={cn(
        'min-w-60 rounded-lg border bg-popover p-1.5 text-popover-foreground shadow-lg',
        // Only the scripted panel: the <details> one opens at once. (A test's wait for running
        // animations hung now and then with it, probably on one started in a closed <details>,
        // whose content the browser does not render.)
        animated && 'animate-in fade-in-0 zoom-in-95',
      )}
    >
      {item.children.map((child, index) => (
        <li key={index}>
          <a
            href={child.url}
            onKeyDown={onKeyDown}
            aria-current={isCurrentPath(pathname, child.url) ? 'page' : undefined}
            className={cn(
              'block rounded-md px-3 py-2 text-sm transition-colors hover:bg-accent hover:text-accent-foreground focus-visible:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
              isCurrentPath(pathname, child.url) && 'font-semibold text-primary',
            )}
          >
            {child.label}
          </a>
        </li>
      ))}
    </ul>
  )
}
