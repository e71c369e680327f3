import { ChevronDown, Menu } from 'lucide-react'
import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { NavLink, useLocation } from 'react-router-dom'
import { Button } from '@/components/ui/button'
import {
  Sheet,
  SheetContent,
  SheetDescription,
  SheetTitle,
  SheetTrigger,
} from '@/components/ui/sheet'
import { useTranslate } from '@/lib/translate'
import { cn } from '@/lib/utils'
import type { NavigationNode } from '@/types/database'
import { isNavGroup } from '../lib/nav-tree'

const rowClass =
  'flex w-full items-center justify-between rounded-md px-3 py-3 text-base font-medium transition-colors hover:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring'

/**
 * Small screens: a slide-in panel (Radix Dialog: focus trap, Escape, page scroll locked while
 * open) with expandable groups. It closes when the route changes.
 */
export function MobileNav({
  items,
  footer,
}: {
  items: NavigationNode[]
  footer?: React.ReactNode
}) {
  const { t } = useTranslation(['public', 'common'])
  const { pathname } = useLocation()
  // Open state belongs to the page it was opened on: navigating closes the panel.
  const [openOn, setOpenOn] = useState<string | null>(null)
  const open = openOn === pathname
  const setOpen = (value: boolean) => setOpenOn(value ? pathname : null)

  return (
    <Sheet open={open} onOpenChange={setOpen}>
      <SheetTrigger asChild>
        <Button variant="ghost" size="icon" className="lg:hidden">
          <Menu aria-hidden="true" />
          <span className="sr-only">{t('layout.openMenu')}</span>
        </Button>
      </SheetTrigger>
      <SheetContent
        side="right"
        className="w-[85vw] max-w-sm p-0"
        closeLabel={t('layout.closeMenu')}
      >
        <div className="border-b px-5 py-4">
          <SheetTitle>{t('layout.mobileMenuTitle')}</SheetTitle>
          <SheetDescription className="sr-only">
            {t('layout.mobileMenuDescription')}
          </SheetDescription>
        </div>
        <nav aria-label={t('common:a11y.mainNavigation')} className="flex-1 px-3">
          <ul className="space-y-1">
            {items.map((item) => (
              <li key={item.id}>
                {isNavGroup(item) ? (
                  <MobileGroup item={item} onNavigate={() => setOpen(false)} />
                ) : (
                  <NavLink
                    to={item.url}
                    end
                    onClick={() => setOpen(false)}
                    className={({ isActive }) => cn(rowClass, isActive && 'text-primary')}
                  >
                    <MobileLabel value={item.label} />
                  </NavLink>
                )}
              </li>
            ))}
          </ul>
        </nav>
        {footer ? <div className="border-t px-5 py-4">{footer}</div> : null}
      </SheetContent>
    </Sheet>
  )
}

function MobileLabel({ value }: { value: unknown }) {
  const tr = useTranslate()
  return <span>{tr(value)}</span>
}

function MobileGroup({ item, onNavigate }: { item: NavigationNode; onNavigate: () => void }) {
  const tr = useTranslate()
  const { pathname } = useLocation()
  const [expanded, setExpanded] = useState(() =>
    item.children.some((c) => pathname.startsWith(c.url)),
  )
  const panelId = useId()
  return (
    <>
      <button
        type="button"
        aria-expanded={expanded}
        aria-controls={panelId}
        className={rowClass}
        onClick={() => setExpanded((v) => !v)}
      >
        {tr(item.label)}
        <ChevronDown
          aria-hidden="true"
          className={cn('size-4 transition-transform', expanded && 'rotate-180')}
        />
      </button>
      <ul id={panelId} hidden={!expanded} className="mb-2 ml-3 space-y-0.5 border-l pl-3">
        {item.children.map((child) => (
          <li key={child.id}>
            <NavLink
              to={child.url}
              onClick={onNavigate}
              className={({ isActive }) =>
                cn(
                  'block rounded-md px-3 py-2 text-sm text-muted-foreground transition-colors hover:bg-accent hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
                  isActive && 'font-semibold text-primary',
                )
              }
            >
              {tr(child.label)}
            </NavLink>
          </li>
        ))}
      </ul>
    </>
  )
}
