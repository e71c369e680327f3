import { LayoutDashboard, LogIn } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import { LanguageSwitcher } from '@/components/language-switcher'
import { ThemeSwitcher } from '@/components/theme-switcher'
import { Button } from '@/components/ui/button'
import { adminRoutes, authRoutes } from '@/config/routes'
import type { NavigationNode } from '@/types/database'
import { DesktopNav } from './desktop-nav'
import { MobileNav } from './mobile-nav'
import { SiteBrand } from './site-brand'

export interface SiteHeaderProps {
  siteName: string
  logoUrl: string | null | undefined
  navigation: NavigationNode[]
  /**
   * Dashboard (→ /admin) when signed in, Login (→ /auth/login) otherwise: documents of the staff
   * build (staff.html), so the links load them instead of routing inside the public site.
   */
  signedIn: boolean
}

/** Sticky header: brand, menu (desktop bar or mobile panel), switchers and the account button. */
export function SiteHeader({ siteName, logoUrl, navigation, signedIn }: SiteHeaderProps) {
  const { t } = useTranslation()
  const account = signedIn ? (
    <Button asChild size="sm" className="w-full sm:w-auto">
      <Link reloadDocument to={adminRoutes.dashboard}>
        <LayoutDashboard aria-hidden="true" />
        {t('actions.dashboard')}
      </Link>
    </Button>
  ) : (
    <Button asChild size="sm" variant="outline" className="w-full sm:w-auto">
      <Link reloadDocument to={authRoutes.login}>
        <LogIn aria-hidden="true" />
        {t('actions.login')}
      </Link>
    </Button>
  )
  return (
    <header className="sticky top-0 z-40 h-16 border-b bg-background/95 backdrop-blur supports-[backdrop-filter]:bg-background/80">
      <div className="container flex h-full items-center gap-4">
        <SiteBrand siteName={siteName} logoUrl={logoUrl} className="mr-auto lg:mr-4" />
        <DesktopNav items={navigation} />
        <div className="flex items-center gap-1 lg:ml-auto">
          <LanguageSwitcher />
          <ThemeSwitcher />
          <div className="ml-2 hidden sm:block">{account}</div>
          <MobileNav items={navigation} footer={<div className="sm:hidden">{account}</div>} />
        </div>
      </div>
    </header>
  )
}
