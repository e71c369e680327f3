import { ChevronDown } from 'lucide-react'
import { type ReactElement, type ReactNode, useEffect, useId, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'

import { type DeferredIntent, useTakeOverFocus } from '@/components/deferred'
import {
  Sheet,
  SheetContent,
  SheetDescription,
  SheetTitle,
  SheetTrigger,
} from '@/components/ui/sheet'
import { isCurrentPath, usePageUrl } from '@/lib/page-url'
import { cn } from '@/lib/utils'

import { isNavGroup, type SiteNavItem } from '../lib/nav-tree'
import { MobileChildLinks, mobileRowClass, MobileTopLink } from './mobile-nav-links'

/** MobileNav's panel (its own chunk, loaded on first use). */
export default function MobileNavPanel({
  trigger,
  intent,
  open,
  onOpenChange,
  items,
  footer,
}: {
  trigger: ReactElement
  intent: DeferredIntent
  open: boolean
  onOpenChange: (open: boolean) => void
  items: SiteNavItem[]
  footer?: ReactNode
}) {
  const { t } = useTranslation(['public', 'common'])
  const triggerRef = useRef<HTMLButtonElement>(null)
  useTakeOverFocus(triggerRef, intent)
  useEffect(() => {
    // Pressed before this code arrived: open now.
    if (intent.open) onOpenChange(true)
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetTrigger asChild ref={triggerRef}>
        {trigger}
      </SheetTrigger>
      <SheetContent
        side="right"
        bare
        className="w-[85vw] max-w-sm gap-4"
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
            {items.map((item, index) => (
              <li key={index}>
                {isNavGroup(item) ? (
                  <MobileGroup item={item} onNavigate={() => onOpenChange(false)} />
                ) : (
                  <MobileTopLink item={item} onNavigate={() => onOpenChange(false)} />
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

function MobileGroup({ item, onNavigate }: { item: SiteNavItem; onNavigate: () => void }) {
  const { pathname } = usePageUrl()
  const [expanded, setExpanded] = useState(() =>
    item.children.some((c) => isCurrentPath(pathname, c.url)),
  )
  const panelId = useId()
  return (
    <>
      <button
        type="button"
        aria-expanded={expanded}
        aria-controls={panelId}
        className={mobileRowClass}
        onClick={() => setExpanded((v) => !v)}
      >
        {item.label}
        <ChevronDown
          aria-hidden="true"
          className={cn('size-4 transition-transform', expanded && 'rotate-180')}
        />
      </button>
      <MobileChildLinks item={item} id={panelId} hidden={!expanded} onNavigate={onNavigate} />
    </>
  )
}
