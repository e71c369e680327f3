import { Download, FileCheck2 } from 'lucide-react'
import { useTranslation } from 'react-i18next'

import { FallbackNote } from '@/components/fallback-note'
import { ListEmpty, ListSkeleton } from '@/components/list-state'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { currentLanguage } from '@/lib/i18n'
import { useTranslate } from '@/lib/translate'

import { useLegalityDocumentsQuery } from '../api/get-legality-documents'

function formatDay(value: string | null, locale: string): string | null {
  if (!value) return null
  const [y, m, d] = value.slice(0, 10).split('-').map(Number)
  return new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', year: 'numeric' }).format(
    new Date(y ?? 1970, (m ?? 1) - 1, d ?? 1),
  )
}

/** Legality documents: number, issuer, dates, validity and a link to the file. */
export function LegalityList() {
  const { t, i18n } = useTranslation(['public', 'common'])
  const tr = useTranslate()
  const locale = currentLanguage(i18n) === 'en' ? 'en-GB' : 'id-ID'
  const { data, isPending, isError } = useLegalityDocumentsQuery()
  if (isPending) {
    return <ListSkeleton count={4} className="grid gap-6 md:grid-cols-2" itemClassName="h-64" />
  }
  if (!data?.length) {
    return <ListEmpty text={isError ? t('layout.loadError') : t('legality.empty')} />
  }
  const today = new Date().toISOString().slice(0, 10)
  return (
    <ul className="grid gap-6 md:grid-cols-2">
      {data.map((doc) => {
        const title = tr(doc.title)
        const expired = doc.valid_until !== null && doc.valid_until < today
        return (
          <li key={doc.id} className="flex flex-col rounded-xl border bg-card p-6 shadow-sm">
            <div className="flex items-start gap-4">
              <span className="flex size-11 shrink-0 items-center justify-center rounded-lg bg-primary/10 text-primary">
                <FileCheck2 aria-hidden="true" className="size-5" />
              </span>
              <div className="min-w-0 flex-1">
                <h2 className="text-lg font-semibold leading-snug">{title}</h2>
                <FallbackNote values={[doc.title, doc.description]} />
                {doc.description ? (
                  <p className="mt-1 text-sm text-muted-foreground">{tr(doc.description)}</p>
                ) : null}
              </div>
              <Badge variant={expired ? 'destructive' : 'secondary'} className="shrink-0">
                {expired ? t('legality.expired') : t('legality.valid')}
              </Badge>
            </div>
            <dl className="mt-5 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
              <dt className="text-muted-foreground">{t('legality.number')}</dt>
              <dd className="break-words font-medium">{doc.number ?? '—'}</dd>
              <dt className="text-muted-foreground">{t('legality.issuer')}</dt>
              <dd className="font-medium">{doc.issuer ?? '—'}</dd>
              <dt className="text-muted-foreground">{t('legality.issuedAt')}</dt>
              <dd className="font-medium">{formatDay(doc.issued_at, locale) ?? '—'}</dd>
              <dt className="text-muted-foreground">{t('legality.validUntil')}</dt>
              <dd className="font-medium">
                {formatDay(doc.valid_until, locale) ?? t('legality.noExpiry')}
              </dd>
            </dl>
            <div className="mt-auto pt-5">
              {doc.file_url ? (
                <Button asChild variant="outline" size="sm">
                  <a
                    href={doc.file_url}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={t('legality.downloadOf', { title })}
                  >
                    <Download aria-hidden="true" />
                    {t('legality.download')}
                  </a>
                </Button>
              ) : (
                <p className="text-sm text-muted-foreground">{t('legality.noFile')}</p>
              )}
            </div>
          </li>
        )
      })}
    </ul>
  )
}
