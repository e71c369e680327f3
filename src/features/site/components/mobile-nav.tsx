import { Menu } from 'lucide-react'
import { lazy, useState } from 'react'
import { useTranslation } from 'react-i18next'

import { Deferred } from '@/components/deferred'
import { Button } from '@/components/ui/button'
import type { NavigationNode } from '@/types/database'

const MobileNavPanel = lazy(() => import('./mobile-nav-panel'))

/**
 * Small screens: a slide-in panel (Radix Dialog: focus trap, Escape, page scroll locked while
 * open) with expandable groups. It closes when a link is followed. The panel's code loads on
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
  // A link in the panel loads another page: the panel closes as it is followed.
  const [open, setOpen] = useState(false)
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
