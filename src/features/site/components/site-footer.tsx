import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'

import { publicRoutes as paths } from '@/config/routes'
import { useTranslate } from '@/lib/translate'
import { cn } from '@/lib/utils'
import { whatsAppUrl } from '@/lib/whatsapp'
import type { PublicLayout } from '@/types/database'

import { ContactLines } from './contact-lines'
import { SiteBrand } from './site-brand'

type FooterKey =
  | 'about'
  | 'visionMission'
  | 'organization'
  | 'legality'
  | 'scope'
  | 'flow'
  | 'news'
  | 'legalProducts'
  | 'faq'
  | 'clients'

/** A page whose title names it in the footer (the same words as its heading). */
type PageTitleKey =
  | 'register.title'
  | 'register.directory.title'
  | 'complaint.title'
  | 'appeal.title'
  | 'status.title'
  | 'contact.title'

/**
 * The footer's link columns as docs/product.md#footer lists them: the three of the spec, then
 * the online services, so that every public service page is one link away from every page.
 */
const COLUMNS: (
  | { title: 'profile' | 'services' | 'information'; links: [FooterKey, string][] }
  | { title: 'onlineServices'; pages: [PageTitleKey, string][] }
)[] = [
  {
    title: 'profile',
    links: [
      ['about', paths.about],
      ['visionMission', paths.visionMission],
      ['organization', paths.organization],
      ['legality', paths.legality],
    ],
  },
  {
    title: 'services',
    links: [
      ['scope', paths.scope],
      ['flow', paths.flow],
    ],
  },
  {
    title: 'information',
    links: [
      ['news', paths.news],
      ['legalProducts', paths.legalProducts],
      ['faq', paths.faq],
      ['clients', paths.clients],
    ],
  },
  {
    title: 'onlineServices',
    pages: [
      ['register.title', paths.certificateCheck],
      ['register.directory.title', paths.directory],
      ['complaint.title', paths.complaint],
      ['appeal.title', paths.appeal],
      ['status.title', paths.status],
      ['contact.title', paths.contact],
    ],
  },
]

const linkClass =
  'rounded-sm text-sm text-muted-foreground transition-colors hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring'

export function SiteFooter({
  siteName,
  settings,
}: {
  siteName: string
  settings: PublicLayout['settings']
}) {
  const { t } = useTranslation(['public', 'common'])
  const tr = useTranslate()
  const year = new Date().getFullYear()
  return (
    <footer className="border-t bg-muted/40">
      <div className="container grid grid-cols-2 gap-x-6 gap-y-10 py-12 sm:grid-cols-4 lg:grid-cols-[1.4fr_repeat(4,1fr)_1.4fr]">
        <div className="col-span-2 space-y-4 sm:col-span-4 lg:col-span-1">
          <SiteBrand siteName={siteName} logoUrl={settings?.logo_url} />
          <p className="max-w-xs text-sm leading-relaxed text-muted-foreground">
            {tr(settings?.tagline) || t('common:app.tagline')}
          </p>
        </div>
        {COLUMNS.map((column) => (
          <nav key={column.title} aria-label={t(`layout.footer.${column.title}`)}>
            <h2 className="mb-3 text-sm font-semibold">{t(`layout.footer.${column.title}`)}</h2>
            <ul className="space-y-2">
              {('links' in column
                ? column.links.map(([key, to]) => [to, t(`layout.footer.${key}`)] as const)
                : column.pages.map(([key, to]) => [to, t(key)] as const)
              ).map(([to, label]) => (
                <li key={to}>
                  <Link to={to} className={linkClass}>
                    {label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
        <div className="col-span-2 sm:col-span-4 lg:col-span-1">
          <h2 className="mb-3 text-sm font-semibold">{t('layout.footer.contact')}</h2>
          <address className="space-y-3 text-sm not-italic text-muted-foreground">
            <ContactLines settings={settings} place="footer" linkClassName={linkClass} />
          </address>
        </div>
      </div>
      <div className="border-t">
        <div
          className={cn(
            'container flex flex-col gap-3 py-5 text-sm text-muted-foreground sm:flex-row sm:items-center sm:justify-between',
            // The WhatsApp button (bottom-5 right-5, 3.5rem) floats over the page's end: the
            // last row keeps clear of it (below it on a phone, beside it on wider screens).
            whatsAppUrl(settings?.phone) && 'pb-24 sm:pb-5 sm:pr-20',
          )}
        >
          <p>{t('layout.footer.copyright', { year, siteName })}</p>
          <ul className="flex gap-5">
            <li>
              <Link to={paths.rightsDuties} className={linkClass}>
                {t('layout.footer.terms')}
              </Link>
            </li>
            <li>
              <Link to={paths.privacy} className={linkClass}>
                {t('layout.footer.privacy')}
              </Link>
            </li>
          </ul>
        </div>
      </div>
    </footer>
  )
}
