import { LayoutDashboard, LogIn } from 'lucide-react'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'

import { LanguageSwitcher } from '@/components/language-switcher'
import { ThemeSwitcher } from '@/components/theme-switcher'
import { Button } from '@/components/ui/button'
import { ADMIN_HOME, authRoutes } from '@/config/routes'
import { hasStoredSession } from '@/lib/stored-session'

import type { SiteNavItem } from '../lib/nav-tree'
import { DesktopNav } from './desktop-nav'
import { HeaderSearch } from './header-search'
import { MobileNav } from './mobile-nav'
import { SearchForm } from './search-form'
import { SiteBrand } from './site-brand'

export interface SiteHeaderProps {
  siteName: string
  logoUrl: string | null | undefined
  navigation: SiteNavItem[]
}

/** Whether a staff session is stored in this browser (read from storage, never from supabase-js). */
function useSignedIn(): boolean {
  const [signedIn, setSignedIn] = useState(false)
  useEffect(() => {
    const check = () => setSignedIn(hasStoredSession())
    check()
    window.addEventListener('storage', check)
    return () => window.removeEventListener('storage', check)
  }, [])
  return signedIn
}

/**
 * Sticky header: brand, menu (desktop bar or mobile panel), site search (a field under the
 * header, or in the mobile panel), switchers and the account button:
 * Dashboard (→ /admin) when signed in, Login (→ /auth/login) otherwise, both documents of the
 * staff build (staff.html). An island (docs/decisions/010).
 */
export function SiteHeader({ siteName, logoUrl, navigation }: SiteHeaderProps) {
  const { t } = useTranslation()
  const account = useSignedIn() ? (
    <Button asChild size="sm" className="w-full sm:w-auto">
      <a href={ADMIN_HOME}>
        <LayoutDashboard aria-hidden="true" />
        {t('actions.dashboard')}
      </a>
    </Button>
  ) : (
    <Button asChild size="sm" variant="outline" className="w-full sm:w-auto">
      <a href={authRoutes.login}>
        <LogIn aria-hidden="true" />
        {t('actions.login')}
      </a>
    </Button>
  )
  return (
    <header className="sticky top-0 z-40 h-16 border-b bg-background/95 backdrop-blur supports-[backdrop-filter]:bg-background/80">
      <div className="container flex h-full items-center gap-2 sm:gap-4">
        <SiteBrand siteName={siteName} logoUrl={logoUrl} className="mr-auto lg:mr-4" />
        <DesktopNav items={navigation} />
        <div className="flex items-center gap-1 lg:ml-auto">
          <HeaderSearch />
          <LanguageSwitcher reloadPage />
          <ThemeSwitcher />
          <div className="ml-2 hidden sm:block">{account}</div>
          <MobileNav
            items={navigation}
            footer={
              <div className="space-y-4">
                <SearchForm />
                <div className="sm:hidden">{account}</div>
              </div>
            }
          />
        </div>
      </div>
    </header>
  )
}
