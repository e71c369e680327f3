import { Menu } from 'lucide-react'
import { lazy, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocation } from 'react-router-dom'
import { Deferred } from '@/components/deferred'
import { Button } from '@/components/ui/button'
import type { NavigationNode } from '@/types/database'

const MobileNavPanel = lazy(() => import('./mobile-nav-panel'))

/**
 * Small screens: a slide-in panel (Radix Dialog: focus trap, Escape, page scroll locked while
 * open) with expandable groups. It closes when the route changes. The panel's code loads on
 * first use (see Deferred).
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
  const trigger = (
    <Button variant="ghost" size="icon" className="lg:hidden">
      <Menu aria-hidden="true" />
      <span className="sr-only">{t('layout.openMenu')}</span>
    </Button>
  )

  return (
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
  )
}
