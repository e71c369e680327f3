import { ExternalLink, PanelLeft } from 'lucide-react'
import { type ReactNode, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'

import { LanguageSwitcher } from '@/components/language-switcher'
import { ThemeSwitcher } from '@/components/theme-switcher'
import { Button } from '@/components/ui/button'
import { Sheet, SheetContent, SheetTitle } from '@/components/ui/sheet'
import { TooltipProvider } from '@/components/ui/tooltip'
import { adminRoutes } from '@/config/admin-routes'
import {
  SIDEBAR_DEFAULT_OPEN_ABOVE_PX,
  SIDEBAR_MOBILE_BREAKPOINT_PX,
  SIDEBAR_WIDTH_COLLAPSED_PX,
  SIDEBAR_WIDTH_OPEN_PX,
} from '@/config/constants'
import { publicRoutes } from '@/config/routes'
import { useMediaQuery } from '@/lib/use-media-query'
import { cn } from '@/lib/utils'

import { AccountMenu } from './account-menu'
import { navGroupsFor } from './nav-config'
import { NotificationBell, type ShellNotifications } from './notification-bell'
import { SidebarNav } from './sidebar-nav'
import { type ShellUser, SidebarUser } from './sidebar-user'

export const ADMIN_SIDEBAR_ID = 'admin-sidebar'
export const ADMIN_CONTENT_ID = 'admin-content'

export interface AdminShellProps {
  user: ShellUser
  pathname: string
  notifications: ShellNotifications | null
  onSignOut: () => void
  signingOut: boolean
  children: ReactNode
}

/**
 * The admin frame (docs/product.md#admin-shell): a sidebar of 288 px that collapses to an 80 px
 * rail, an overlay panel at 1024 px and below, open by default above 1280 px; a top bar with the
 * toggle, the view-site link, language and theme, the notification bell and the account menu.
 */
export function AdminShell({
  user,
  pathname,
  notifications,
  onSignOut,
  signingOut,
  children,
}: AdminShellProps) {
  const { t } = useTranslation(['admin', 'common'])
  const isOverlay = useMediaQuery(`(max-width: ${SIDEBAR_MOBILE_BREAKPOINT_PX}px)`)
  const isWide = useMediaQuery(`(min-width: ${SIDEBAR_DEFAULT_OPEN_ABOVE_PX + 1}px)`)
  // null: follow the screen's default; a click pins the choice for this visit.
  const [pinnedOpen, setPinnedOpen] = useState<boolean | null>(null)
  const [overlayOpen, setOverlayOpen] = useState(false)
  const toggleRef = useRef<HTMLButtonElement>(null)
  const railOpen = pinnedOpen ?? isWide
  const groups = navGroupsFor(user.role)
  const width = railOpen ? SIDEBAR_WIDTH_OPEN_PX : SIDEBAR_WIDTH_COLLAPSED_PX
  const expanded = isOverlay ? overlayOpen : railOpen

  const toggle = () => (isOverlay ? setOverlayOpen((o) => !o) : setPinnedOpen(!railOpen))

  const brand = (collapsed: boolean) => (
    <Link
      to={adminRoutes.dashboard}
      className={cn(
        'flex h-16 shrink-0 items-center gap-2 border-b font-bold text-primary focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-inset focus-visible:ring-ring',
        collapsed ? 'justify-center px-0' : 'px-5',
      )}
    >
      <span className="text-lg">{t('common:app.name')}</span>
      <span className={cn('text-sm font-medium text-muted-foreground', collapsed && 'sr-only')}>
        {t('admin:shell.title')}
      </span>
    </Link>
  )

  return (
    <TooltipProvider delayDuration={300}>
      <div className="min-h-screen bg-muted/40">
        <a href={`#${ADMIN_CONTENT_ID}`} className="skip-link">
          {t('common:a11y.skipToContent')}
        </a>
        {isOverlay ? (
          <Sheet open={overlayOpen} onOpenChange={setOverlayOpen}>
            <SheetContent
              id={ADMIN_SIDEBAR_ID}
              side="left"
              aria-describedby={undefined}
              onCloseAutoFocus={(event) => {
                // Back to the toggle that opened it (it is not a Radix trigger).
                event.preventDefault()
                toggleRef.current?.focus()
              }}
              bare
              className="w-3/4"
              style={{ width: SIDEBAR_WIDTH_OPEN_PX, maxWidth: '85vw' }}
              data-testid="admin-sidebar-overlay"
            >
              <SheetTitle className="sr-only">{t('admin:sidebar.label')}</SheetTitle>
              {brand(false)}
              <SidebarNav
                groups={groups}
                pathname={pathname}
                collapsed={false}
                onNavigate={() => setOverlayOpen(false)}
              />
              <SidebarUser
                user={user}
                collapsed={false}
                onSignOut={onSignOut}
                signingOut={signingOut}
              />
            </SheetContent>
          </Sheet>
        ) : (
          <aside
            id={ADMIN_SIDEBAR_ID}
            data-testid="admin-sidebar"
            data-state={railOpen ? 'open' : 'collapsed'}
            style={{ width }}
            className="fixed inset-y-0 left-0 z-30 flex flex-col border-r bg-background transition-[width] duration-200 motion-reduce:transition-none"
          >
            {brand(!railOpen)}
            <SidebarNav groups={groups} pathname={pathname} collapsed={!railOpen} />
            <SidebarUser
              user={user}
              collapsed={!railOpen}
              onSignOut={onSignOut}
              signingOut={signingOut}
            />
          </aside>
        )}
        <div
          style={{ paddingLeft: isOverlay ? 0 : width }}
          className="flex min-h-screen flex-col transition-[padding] duration-200 motion-reduce:transition-none"
        >
          <header className="sticky top-0 z-20 flex h-16 items-center gap-1 border-b bg-background/95 px-2 backdrop-blur supports-[backdrop-filter]:bg-background/80 sm:gap-2 sm:px-4">
            <Button
              ref={toggleRef}
              type="button"
              variant="ghost"
              size="icon"
              onClick={toggle}
              aria-expanded={expanded}
              aria-controls={expanded || !isOverlay ? ADMIN_SIDEBAR_ID : undefined}
            >
              <PanelLeft aria-hidden="true" />
              <span className="sr-only">{t('admin:shell.toggleSidebar')}</span>
            </Button>
            <div className="flex-1" />
            <Button asChild variant="ghost" size={null} className="h-9 gap-2 px-2 text-xs">
              <a
                href={publicRoutes.home}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={t('admin:shell.viewSiteNewTab')}
              >
                <ExternalLink aria-hidden="true" />
                <span className="hidden sm:inline">{t('admin:shell.viewSite')}</span>
              </a>
            </Button>
            <LanguageSwitcher />
            <ThemeSwitcher />
            <NotificationBell notifications={notifications} />
            <AccountMenu user={user} onSignOut={onSignOut} />
          </header>
          <main
            id={ADMIN_CONTENT_ID}
            tabIndex={-1}
            className="flex-1 p-4 focus:outline-none sm:p-6 lg:p-8"
          >
            {children}
          </main>
        </div>
      </div>
    </TooltipProvider>
  )
}
