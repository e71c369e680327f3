import { ExternalLink } from 'lucide-react'
import { useTranslation } from 'react-i18next'

import { ListEmpty, ListSkeleton } from '@/components/list-state'
import { ResponsiveImage } from '@/components/responsive-image'
import { fixedWidth } from '@/lib/image-url'
import { useTranslate } from '@/lib/translate'

import { usePublishedClientsQuery } from '../api/get-published-clients'

/** Client logos with name, sector and website. */
export function ClientGrid() {
  const { t } = useTranslation(['public', 'common'])
  const tr = useTranslate()
  const { data, isPending, isError } = usePublishedClientsQuery()
  if (isPending) {
    return (
      <ListSkeleton
        count={6}
        className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3"
        itemClassName="h-56"
      />
    )
  }
  if (!data?.length) {
    return <ListEmpty text={isError ? t('layout.loadError') : t('clients.empty')} />
  }
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {data.map((client, index) => (
        <li
          key={client.id}
          className="flex flex-col rounded-xl border bg-card shadow-sm transition-shadow hover:shadow-md"
        >
          <div className="flex h-36 items-center justify-center rounded-t-xl border-b bg-white p-6">
            {client.logo_url ? (
              <ResponsiveImage
                src={client.logo_url}
                {...fixedWidth(240)}
                // The first logo is the page's largest paint on a phone: fetched first.
                priority={index === 0}
                alt={t('clients.logoOf', { name: client.name })}
                width={240}
                height={96}
                className="max-h-24 w-auto max-w-full object-contain"
              />
            ) : (
              <span aria-hidden="true" className="text-3xl font-bold text-muted-foreground">
                {client.name.slice(0, 2).toUpperCase()}
              </span>
            )}
          </div>
          <div className="flex flex-1 flex-col gap-1 p-5">
            <h2 className="font-semibold leading-snug">{client.name}</h2>
            {client.sector ? (
              <p className="text-sm text-muted-foreground">{tr(client.sector)}</p>
            ) : null}
            {client.website_url ? (
              <a
                href={client.website_url}
                target="_blank"
                rel="noopener noreferrer"
                className="mt-auto inline-flex items-center gap-1 pt-3 text-sm font-medium text-primary underline-offset-4 hover:underline"
              >
                {t('clients.website', { name: client.name })}
                <ExternalLink aria-hidden="true" className="size-3.5" />
              </a>
            ) : null}
          </div>
        </li>
      ))}
    </ul>
  )
}
