import { useTranslation } from 'react-i18next'
import { Link, Outlet } from 'react-router-dom'
import { LanguageSwitcher } from '@/components/language-switcher'
import { PageTransition } from '@/components/page-transition'
import { ThemeSwitcher } from '@/components/theme-switcher'
import { publicRoutes } from '@/config/routes'

/** Placeholder public shell: skip link, header with the switchers, main, footer. */
export function PublicLayout() {
  const { t } = useTranslation()
  const year = new Date().getFullYear()
  return (
    <div className="flex min-h-screen flex-col">
      <a href="#main-content" className="skip-link">
        {t('a11y.skipToContent')}
      </a>
      <header className="sticky top-0 z-40 h-16 border-b bg-background/95 backdrop-blur supports-[backdrop-filter]:bg-background/80">
        <div className="container flex h-full items-center justify-between gap-4">
          <Link
            to={publicRoutes.home}
            className="rounded-sm text-lg font-bold text-primary focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
          >
            {t('app.name')}
          </Link>
          <div className="flex items-center gap-1">
            <LanguageSwitcher />
            <ThemeSwitcher />
          </div>
        </div>
      </header>
      <main id="main-content" tabIndex={-1} className="flex-1 focus:outline-none">
        <PageTransition>
          <Outlet />
        </PageTransition>
      </main>
      <footer className="border-t py-6 text-sm text-muted-foreground">
        <div className="container">
          © {year} {t('app.fullName')}
        </div>
      </footer>
    </div>
  )
}
