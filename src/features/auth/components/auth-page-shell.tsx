import { ArrowLeft, Loader2 } from 'lucide-react'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'

import { LanguageSwitcher } from '@/components/language-switcher'
import { ThemeSwitcher } from '@/components/theme-switcher'
import { CardContent } from '@/components/ui/card'
import { publicRoutes } from '@/config/routes'

/**
 * The frame of the screens before the admin area (login, setup, forgot password, set password,
 * the two-factor gate): a way back to the site (not on the gate, where the user is half signed
 * in), language and theme, and one card with the site's name and a title.
 */
export function AuthPageShell({
  pageTitle,
  title,
  description,
  backLink = true,
  children,
}: {
  pageTitle: string
  title: string
  description?: string
  backLink?: boolean
  children: ReactNode
}) {
  const { t } = useTranslation(['admin', 'common'])
  return (
    <div className="flex min-h-screen flex-col bg-muted/40">
      <title>{`${pageTitle} - ${t('common:app.name')}`}</title>
      <header
        className={`flex items-center gap-2 p-4 ${backLink ? 'justify-between' : 'justify-end'}`}
      >
        {/* The public site is the other build: the browser loads it as a document. */}
        {backLink ? (
          <Link
            reloadDocument
            to={publicRoutes.home}
            className="inline-flex items-center gap-2 rounded-md px-2 py-1 text-sm font-medium text-foreground/80 hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
          >
            <ArrowLeft aria-hidden="true" className="size-4" />
            {t('common:actions.backHome')}
          </Link>
        ) : null}
        <div className="flex items-center gap-1">
          <LanguageSwitcher />
          <ThemeSwitcher />
        </div>
      </header>
      <main id="main-content" className="flex flex-1 items-center justify-center px-4 pb-16">
        <div className="w-full max-w-md rounded-lg border bg-card text-card-foreground shadow-lg">
          <div className="flex flex-col space-y-2 p-6 text-center">
            <p className="text-2xl font-bold text-primary">{t('common:app.name')}</p>
            <h1 className="text-xl font-semibold">{title}</h1>
            {description ? <p className="text-sm text-muted-foreground">{description}</p> : null}
          </div>
          <CardContent>{children}</CardContent>
        </div>
      </main>
    </div>
  )
}

/** The card's content while something is checked first (the user count, an emailed link). */
export function AuthCardSpinner({ label }: { label: string }) {
  return (
    <div
      role="status"
      className="flex items-center justify-center gap-3 py-10 text-muted-foreground"
    >
      <Loader2 aria-hidden="true" className="size-5 animate-spin motion-reduce:animate-none" />
      <span>{label}</span>
    </div>
  )
}
