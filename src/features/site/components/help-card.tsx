import { ArrowRight } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'

import { Button } from '@/components/ui/button'
import { publicRoutes } from '@/config/routes'

import { usePublicLayoutQuery } from '../api/get-public-layout'
import { ContactLines } from './contact-lines'

const linkClass =
  'rounded-sm font-medium text-primary underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring'

/**
 * "Questions?" beside a text page: the body's phone, email and hours from the site settings
 * (what the layout already loaded) and the way to the contact page.
 */
export function HelpCard() {
  const { t } = useTranslation('public')
  const settings = usePublicLayoutQuery().data?.settings ?? null
  return (
    <section aria-labelledby="help-card-title" className="rounded-xl border bg-muted/40 p-5">
      <h2 id="help-card-title" className="font-semibold">
        {t('pages.help.title')}
      </h2>
      <p className="mt-1 text-sm text-muted-foreground">{t('pages.help.text')}</p>
      <ul className="mt-4 space-y-2 text-sm">
        <ContactLines settings={settings} place="card" linkClassName={linkClass} />
      </ul>
      <Button asChild className="mt-4 w-full">
        <Link to={publicRoutes.contact}>
          {t('pages.help.contact')}
          <ArrowRight aria-hidden="true" />
        </Link>
      </Button>
    </section>
  )
}
