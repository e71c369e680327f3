import { ExternalLink, Mail } from 'lucide-react'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'

import { formatDate, formatDateTime } from '@/lib/format-date'
import { currentLanguage } from '@/lib/i18n'
import { replyMailto } from '@/lib/mailto'
import { telHref } from '@/lib/tel'

import type { CaseRow, CaseType } from '../schemas'

function Item({ label, children, wide }: { label: string; children: ReactNode; wide?: boolean }) {
  return (
    <div className={wide ? 'grid gap-1 sm:col-span-2' : 'grid gap-1'}>
      <dt className="text-xs font-medium uppercase tracking-wide text-muted-foreground">{label}</dt>
      <dd className="break-words text-sm">{children}</dd>
    </div>
  )
}

/** What the submitter sent (read-only: nobody may change it through the API). */
export function CaseSubmitter({ type, row }: { type: CaseType; row: CaseRow }) {
  const { t, i18n } = useTranslation('admin')
  const language = currentLanguage(i18n)
  const none = <span className="text-muted-foreground">{t('cases.none')}</span>
  return (
    <dl className="grid gap-4 sm:grid-cols-2">
      <Item label={t('cases.fields.name')}>{row.name}</Item>
      <Item label={t('cases.fields.company')}>{row.company_name || none}</Item>
      <Item label={t('cases.fields.email')}>
        <a
          href={replyMailto(row.email, row.subject, row.reference)}
          className="inline-flex items-center gap-1 text-primary underline-offset-4 hover:underline"
        >
          <Mail className="size-3.5 shrink-0" aria-hidden="true" />
          {row.email}
          <span className="sr-only"> ({t('cases.mailto')})</span>
        </a>
      </Item>
      <Item label={t('cases.fields.phone')}>
        {row.phone ? (
          <a href={telHref(row.phone)} className="text-primary underline-offset-4 hover:underline">
            {row.phone}
          </a>
        ) : (
          none
        )}
      </Item>
      <Item label={t('cases.fields.certificate')}>
        {row.certificate_number ? (
          <span className="font-mono">{row.certificate_number}</span>
        ) : (
          none
        )}
      </Item>
      {type === 'appeal' ? (
        <Item label={t('cases.fields.decisionDate')}>
          {row.decision_date ? formatDate(row.decision_date, language) : none}
        </Item>
      ) : null}
      <Item label={t('cases.fields.receivedAt')}>
        <time dateTime={row.created_at}>{formatDateTime(row.created_at, language)}</time>
      </Item>
      <Item label={t('cases.fields.subject')} wide>
        <span className="font-medium">{row.subject}</span>
      </Item>
      <Item label={t('cases.fields.description')} wide>
        <p className="whitespace-pre-wrap rounded-md border bg-muted/40 p-3 leading-relaxed">
          {row.description}
        </p>
      </Item>
      <Item label={t('cases.fields.attachment')} wide>
        {row.attachment_url ? (
          <a
            href={row.attachment_url}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex items-center gap-1 text-primary underline-offset-4 hover:underline"
          >
            <ExternalLink className="size-3.5" aria-hidden="true" />
            {t('cases.openAttachment')}
          </a>
        ) : (
          <span className="text-muted-foreground">{t('cases.noAttachment')}</span>
        )}
      </Item>
    </dl>
  )
}
