import { Download, ExternalLink, Loader2, Mail } from 'lucide-react'
import { type ReactNode, useState } from 'react'
import { useTranslation } from 'react-i18next'

import { Button } from '@/components/ui/button'
import { formatDate, formatDateTime } from '@/lib/format-date'
import { currentLanguage } from '@/lib/i18n'
import { replyMailto } from '@/lib/mailto'
import { formatBytes } from '@/lib/resource/media-storage'
import { telHref } from '@/lib/tel'
import { toast } from '@/lib/toast'

import {
  type CaseAttachment,
  useCaseAttachmentsQuery,
  useDownloadCaseAttachment,
} from '../api/case-attachments'
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
        <CaseAttachments type={type} row={row} />
      </Item>
    </dl>
  )
}

const TYPE_LABEL: Record<string, string> = {
  'application/pdf': 'PDF',
  'image/jpeg': 'JPEG',
  'image/png': 'PNG',
}

/**
 * The files the submitter attached, each downloaded on click as the signed-in staff member; an
 * older case's `attachment_url` (a link, from before uploads) is still shown.
 */
function CaseAttachments({ type, row }: { type: CaseType; row: CaseRow }) {
  const { t } = useTranslation('admin')
  const attachments = useCaseAttachmentsQuery(type, row.id)
  const download = useDownloadCaseAttachment()
  const [busy, setBusy] = useState<string | null>(null)
  const files = attachments.data ?? []
  const save = (file: CaseAttachment) => {
    setBusy(file.id)
    download.mutate(file, {
      onError: () => void toast.error(t('cases.attachments.downloadFailed'), file.file_name),
      onSettled: () => setBusy(null),
    })
  }
  if (attachments.isPending) return <span className="text-muted-foreground">…</span>
  if (attachments.isError)
    return <span className="text-destructive">{t('cases.attachments.loadFailed')}</span>
  if (files.length === 0 && !row.attachment_url)
    return <span className="text-muted-foreground">{t('cases.noAttachment')}</span>
  return (
    <ul className="space-y-2">
      {files.map((file) => (
        <li
          key={file.id}
          className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 rounded-md border bg-muted/40 py-1.5 pl-3 pr-1.5"
        >
          <span className="min-w-0 break-all">
            {file.file_name}
            <span className="ml-2 whitespace-nowrap text-xs text-muted-foreground">
              {TYPE_LABEL[file.mime_type] ?? file.mime_type} · {formatBytes(file.size_bytes)}
            </span>
          </span>
          <Button
            type="button"
            variant="outline"
            size="sm"
            onClick={() => save(file)}
            disabled={busy === file.id}
            aria-label={t('cases.attachments.download', { name: file.file_name })}
          >
            {busy === file.id ? (
              <Loader2 className="animate-spin motion-reduce:animate-none" aria-hidden="true" />
            ) : (
              <Download aria-hidden="true" />
            )}
            {t('cases.attachments.downloadShort')}
          </Button>
        </li>
      ))}
      {row.attachment_url ? (
        <li>
          <a
            href={row.attachment_url}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex items-center gap-1 text-primary underline-offset-4 hover:underline"
          >
            <ExternalLink className="size-3.5" aria-hidden="true" />
            {t('cases.openAttachment')}
          </a>
        </li>
      ) : null}
    </ul>
  )
}
