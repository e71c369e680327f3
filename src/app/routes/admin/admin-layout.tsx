import { useTranslation } from 'react-i18next'
import { Link, Outlet } from 'react-router-dom'
import { LanguageSwitcher } from '@/components/language-switcher'
import { ThemeSwitcher } from '@/components/theme-switcher'
import { publicRoutes } from '@/config/routes'

/** Placeholder admin shell; the admin issue replaces it with the sidebar, top bar and guard. */
export function AdminLayout() {
  const { t } = useTranslation(['admin', 'common'])
  return (
    <div className="flex min-h-screen flex-col">
      <a href="#admin-content" className="skip-link">
        {t('common:a11y.skipToContent')}
      </a>
      <header className="flex h-16 items-center justify-between gap-4 border-b px-4">
        <span className="font-semibold">{t('admin:layout.title')}</span>
        <div className="flex items-center gap-1">
          <Link
            to={publicRoutes.home}
            className="rounded-sm px-2 text-sm text-primary underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
          >
            {t('admin:layout.viewSite')}
          </Link>
          <LanguageSwitcher />
          <ThemeSwitcher />
        </div>
      </header>
      <main id="admin-content" tabIndex={-1} className="flex-1 p-6 focus:outline-none">
        <Outlet />
      </main>
    </div>
  )
}
