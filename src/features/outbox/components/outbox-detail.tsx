import { useState } from 'react'
import { useTranslation } from 'react-i18next'

import { ConfirmDialog } from '@/components/crud/confirm-dialog'
import { Button } from '@/components/ui/button'
import {
  Sheet,
  SheetContent,
  SheetDescription,
  SheetHeader,
  SheetTitle,
} from '@/components/ui/sheet'
import { formatDateTime } from '@/lib/format-date'
import { currentLanguage } from '@/lib/i18n'
import { useErrorText } from '@/lib/resource/db-errors'
import { toast } from '@/lib/toast'

import { type ResolveAction, useResolveMessageMutation } from '../api/resolve-message'
import { actionsFor, type OutboxRow } from '../lib'
import { OutboxStatusBadge } from './outbox-status-badge'

/** One message as it was (or will be) sent, its delivery record and the admin's choices. */
export function OutboxDetail({ row, onClose }: { row: OutboxRow; onClose: () => void }) {
  const { t, i18n } = useTranslation('admin')
  const language = currentLanguage(i18n)
  const describe = useErrorText()
  const resolve = useResolveMessageMutation()
  const [asked, setAsked] = useState<ResolveAction | null>(null)
  const when = (iso: string | null) => (iso ? formatDateTime(iso, language) : '—')
  const meta: [string, React.ReactNode][] = [
    [t('outbox.fields.status'), <OutboxStatusBadge key="s" status={row.status} />],
    [t('outbox.fields.to'), row.to_address],
    [t('outbox.fields.kind'), t(`outbox.kinds.${row.kind as 'received'}`)],
    [t('outbox.fields.language'), row.language.toUpperCase()],
    [t('outbox.fields.createdAt'), when(row.created_at)],
    [t('outbox.fields.sentAt'), when(row.sent_at)],
    [t('outbox.fields.attempts'), String(row.attempts)],
    [t('outbox.fields.lastError'), row.last_error ?? '—'],
  ]
  const run = async (action: ResolveAction) => {
    try {
      await resolve.mutateAsync({ id: row.id, action })
      void toast.success(t(`outbox.done.${action}`))
      onClose()
    } catch (error) {
      void toast.error(t('outbox.actionFailed'), describe(error).message)
    }
  }
  return (
    <Sheet open onOpenChange={(open) => (open ? null : onClose())}>
      <SheetContent
        side="right"
        bare
        className="w-full gap-4 overflow-y-auto p-6 sm:max-w-2xl"
        closeLabel={t('crud.actions.close')}
      >
        <SheetHeader className="pr-8">
          <SheetTitle className="break-words">{row.subject}</SheetTitle>
          <SheetDescription>{t(`outbox.explain.${row.status as 'sent'}`)}</SheetDescription>
        </SheetHeader>
        <dl className="mt-4 grid grid-cols-[minmax(7rem,auto)_1fr] gap-x-4 gap-y-2 text-sm">
          {meta.map(([term, value]) => (
            <div key={term} className="contents">
              <dt className="text-muted-foreground">{term}</dt>
              <dd className="break-all">{value}</dd>
            </div>
          ))}
        </dl>
        {actionsFor(row.status).length > 0 ? (
          <div className="mt-4 flex flex-wrap gap-2">
            {actionsFor(row.status).map((action) => (
              <Button
                key={action}
                type="button"
                variant={action === 'cancel' ? 'outline' : 'default'}
                onClick={() => setAsked(action)}
              >
                {t(`outbox.actions.${action}`)}
              </Button>
            ))}
          </div>
        ) : null}
        <h3 className="mb-2 mt-6 font-semibold">{t('outbox.fields.body')}</h3>
        <pre className="whitespace-pre-wrap break-words rounded-md border bg-muted/40 p-3 font-sans text-sm leading-relaxed">
          {row.body_text}
        </pre>
        <ConfirmDialog
          open={asked !== null}
          onOpenChange={(open) => (open ? null : setAsked(null))}
          title={asked ? t(`outbox.actions.${asked}`) : ''}
          description={
            asked
              ? t(
                  `outbox.confirm.${asked === 'retry' && row.status === 'unknown' ? 'retryUnknown' : asked}`,
                )
              : ''
          }
          confirmLabel={asked ? t(`outbox.actions.${asked}`) : ''}
          destructive={asked === 'cancel'}
          onConfirm={() => (asked ? run(asked) : undefined)}
        />
      </SheetContent>
    </Sheet>
  )
}
