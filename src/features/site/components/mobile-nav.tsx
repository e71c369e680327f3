import { ChevronDown, Menu, X } from 'lucide-react'
import { lazy, useState } from 'react'
import { useTranslation } from 'react-i18next'

import { Deferred } from '@/components/deferred'
import { Button } from '@/components/ui/button'
import { isCurrentPath, usePageUrl } from '@/lib/page-url'
import { cn } from '@/lib/utils'

import { isNavGroup, type SiteNavItem } from '../lib/nav-tree'
import { MobileChildLinks, mobileRowClass, MobileTopLink } from './mobile-nav-links'

const MobileNavPanel = lazy(() => import('./mobile-nav-panel'))

/** The plain panel's element id (one header per page). */
const PLAIN_PANEL_ID = 'site-menu'

/**
 * Small screens: a slide-in panel (Radix Dialog: focus trap, Escape, page scroll locked while
 * open) with expandable groups. It closes when a link is followed. The panel's code loads on
 * first use (see Deferred). Where scripts do not run, a plain panel takes its place (see
 * PlainMobileNav).
 */
export function MobileNav({ items, footer }: { items: SiteNavItem[]; footer?: React.ReactNode }) {
  const { t } = useTranslation(['public', 'common'])
  // A link in the panel loads another page: the panel closes as it is followed.
  const [open, setOpen] = useState(false)
  const trigger = (
    <Button variant="ghost" size="icon" className="no-js:hidden lg:hidden">
      <Menu aria-hidden="true" />
      <span className="sr-only">{t('layout.openMenu')}</span>
    </Button>
  )

  return (
    <>
      <Deferred
        trigger={trigger}
        popup="dialog"
        render={(intent) => (
          <MobileNavPanel
            trigger={trigger}
            intent={intent}
            open={open}
            onOpenChange={setOpen}
            items={items}
            footer={footer}
          />
        )}
      />
      <PlainMobileNav items={items} footer={footer} />
    </>
  )
}

/**
 * The menu for a page whose scripts do not run (JavaScript off, or blocked): the button opens
 * the panel with HTML alone (`popovertarget`: Escape and a tap outside close it), its groups are
 * `<details>`. The same links as the scripted panel. Hidden once scripting is known to run
 * (`<html data-js>`).
 */
function PlainMobileNav({ items, footer }: { items: SiteNavItem[]; footer?: React.ReactNode }) {
  const { t } = useTranslation(['public', 'common'])
  const { pathname } = usePageUrl()
  return (
    <>
      <Button
        variant="ghost"
        size="icon"
        className="js:hidden lg:hidden"
        popoverTarget={PLAIN_PANEL_ID}
      >
        <Menu aria-hidden="true" />
        <span className="sr-only">{t('layout.openMenu')}</span>
      </Button>
      <div
        id={PLAIN_PANEL_ID}
        popover="auto"
        className="fixed inset-y-0 left-auto right-0 m-0 h-full max-h-none w-[85vw] max-w-sm overflow-y-auto border-0 border-l bg-background p-0 text-foreground shadow-lg backdrop:bg-black/80 js:hidden"
      >
        <div className="flex items-center justify-between border-b py-2 pl-5 pr-2">
          <h2 className="text-lg font-semibold">{t('layout.mobileMenuTitle')}</h2>
          <Button
            variant="ghost"
            size="icon"
            popoverTarget={PLAIN_PANEL_ID}
            popoverTargetAction="hide"
          >
            <X aria-hidden="true" />
            <span className="sr-only">{t('layout.closeMenu')}</span>
          </Button>
        </div>
        <nav aria-label={t('common:a11y.mainNavigation')} className="px-3 py-4">
          <ul className="space-y-1">
            {items.map((item, index) => (
              <li key={index}>
                {isNavGroup(item) ? (
                  <details
                    className="group"
                    open={item.children.some((c) => isCurrentPath(pathname, c.url))}
                  >
                    <summary
                      className={cn(
                        mobileRowClass,
                        'cursor-pointer list-none [&::-webkit-details-marker]:hidden',
                      )}
                    >
                      {item.label}
                      <ChevronDown
                        aria-hidden="true"
                        className="size-4 transition-transform group-open:rotate-180"
                      />
                    </summary>
                    <MobileChildLinks item={item} />
                  </details>
                ) : (
                  <MobileTopLink item={item} />
                )}
              </li>
            ))}
          </ul>
        </nav>
        {footer ? <div className="border-t px-5 py-4">{footer}</div> : null}
      </div>
    </>
  )
}
