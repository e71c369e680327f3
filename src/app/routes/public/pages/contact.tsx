import { Clock, Mail, MapPin, Phone } from 'lucide-react'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'

import { island } from '@/app/island'
import { Skeleton } from '@/components/ui/skeleton'
import { usePublicLayoutQuery } from '@/features/site/api/get-public-layout'
import { PageHeader } from '@/features/site/components/page-header'
import { PageMeta } from '@/features/site/components/page-meta'
import { ContactForm } from '@/features/submissions/components/contact-form'
import { telHref } from '@/lib/tel'
import { useTranslate } from '@/lib/translate'

const ContactFormIsland = island('contact-form', ContactForm)

function DetailRow({
  icon,
  label,
  children,
}: {
  icon: ReactNode
  label: string
  children: ReactNode
}) {
  return (
    <div>
      <dt className="flex items-center gap-2 text-sm font-medium text-muted-foreground">
        <span aria-hidden="true" className="text-primary [&_svg]:size-5">
          {icon}
        </span>
        {label}
      </dt>
      <dd className="mt-1 space-y-1 break-words pl-7">{children}</dd>
    </div>
  )
}

const linkClass =
  'rounded-sm font-medium text-primary underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring'

/** /profil/kontak: the body's contact details from the site settings and the contact form. */
export function Component() {
  const { t } = useTranslation('public')
  const tr = useTranslate()
  const { data, isPending, isError } = usePublicLayoutQuery()
  const settings = data?.settings ?? null
  const workHours = tr(settings?.work_hours)

  let details
  if (isPending) {
    details = (
      <div className="space-y-4">
        <Skeleton className="h-12 w-full" />
        <Skeleton className="h-12 w-3/4" />
        <Skeleton className="h-12 w-2/3" />
      </div>
    )
  } else if (isError || !settings) {
    details = <p className="text-sm text-muted-foreground">{t('contact.detailsError')}</p>
  } else {
    details = (
      <dl className="space-y-5">
        {settings.address ? (
          <DetailRow icon={<MapPin />} label={t('contact.address')}>
            <address className="not-italic">{settings.address}</address>
            {settings.map_url ? (
              <a
                href={settings.map_url}
                target="_blank"
                rel="noopener noreferrer"
                className={linkClass}
              >
                {t('contact.map')} <span className="sr-only">{t('contact.newTab')}</span>
              </a>
            ) : null}
          </DetailRow>
        ) : null}
        {settings.phone ? (
          <DetailRow icon={<Phone />} label={t('contact.phone')}>
            <a href={telHref(settings.phone)} className={linkClass}>
              {settings.phone}
            </a>
          </DetailRow>
        ) : null}
        {settings.email ? (
          <DetailRow icon={<Mail />} label={t('contact.email')}>
            <a href={`mailto:${settings.email}`} className={linkClass}>
              {settings.email}
            </a>
          </DetailRow>
        ) : null}
        {workHours ? (
          <DetailRow icon={<Clock />} label={t('contact.workHours')}>
            {workHours}
          </DetailRow>
        ) : null}
      </dl>
    )
  }

  return (
    <>
      <PageMeta title={t('contact.title')} description={t('contact.metaDescription')} />
      <PageHeader title={t('contact.title')} description={t('contact.intro')} />
      <div className="container grid gap-10 py-10 sm:py-14 lg:grid-cols-[minmax(0,1fr)_minmax(0,2fr)]">
        <section
          aria-labelledby="contact-details-title"
          className="h-fit rounded-lg border bg-muted/40 p-6"
        >
          <h2 id="contact-details-title" className="mb-5 text-lg font-semibold">
            {settings?.site_name ?? t('contact.detailsTitle')}
          </h2>
          {details}
        </section>
        <div className="min-w-0">
          <ContactFormIsland />
        </div>
      </div>
    </>
  )
}
