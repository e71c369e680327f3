import { zodResolver } from '@hookform/resolvers/zod'
import { CheckCheck, Loader2, Lock, Reply } from 'lucide-react'
import type { ReactNode } from 'react'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'

import { FieldRow } from '@/components/crud/field-row'
import { FormSheet } from '@/components/crud/form-sheet'
import { useConflictCheckedSave } from '@/components/crud/use-conflict-checked-save'
import { Button } from '@/components/ui/button'
import { Textarea } from '@/components/ui/textarea'
import { formatDateTime } from '@/lib/format-date'
import { currentLanguage } from '@/lib/i18n'
import { replyMailto } from '@/lib/mailto'
import { useStaffNames } from '@/lib/resource/staff-members'
import { telHref } from '@/lib/tel'

import { useMessageUpdateMutation } from '../api/update-message'
import {
  markRepliedChange,
  messageNoteSchema,
  type MessageNoteValues,
  type MessageRow,
} from '../schemas'
import { MessageReplies } from './message-replies'
import { MessageStatusBadge } from './message-status-badge'

function Item({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-0.5">
      <dt className="text-xs font-medium uppercase tracking-wide text-muted-foreground">{label}</dt>
      <dd className="break-words text-sm">{children}</dd>
    </div>
  )
}

/**
 * One message in a side sheet: who sent it, the full text, the thread of replies with the
 * reply form (sent by email), a mailto link as an alternative, and "mark replied" with a note. Key it by `row.updated_at`.
 */
export function MessageSheet({
  row,
  staffId,
  onClose,
  onSaved,
  onReload,
}: {
  row: MessageRow
  staffId: string
  onClose: () => void
  onSaved: (row: MessageRow) => void
  onReload: () => unknown
}) {
  const { t, i18n } = useTranslation('admin')
  const language = currentLanguage(i18n)
  const handlerName = useStaffNames()
  const form = useForm<MessageNoteValues>({
    resolver: zodResolver(messageNoteSchema),
    defaultValues: { notes: row.notes ?? '' },
  })
  const mutation = useMessageUpdateMutation()
  const { onSubmit, dialogs } = useConflictCheckedSave({
    form,
    entity: t('messages.entity'),
    table: 'contact_submissions',
    isNew: false,
    save: (values) => mutation.mutateAsync({ row, values: markRepliedChange(values, staffId) }),
    onSaved,
    onReload,
  })
  const title = t('messages.detailTitle', { reference: row.reference })
  const replied = row.status === 'dibalas'
  const submitting = form.formState.isSubmitting
  return (
    <FormSheet
      title={title}
      description={row.subject}
      dirty={form.formState.isDirty}
      onClose={onClose}
    >
      {(requestClose) => (
        <div className="grid gap-6 pb-2">
          <dl className="grid gap-3 sm:grid-cols-2">
            <Item label={t('messages.fields.name')}>{row.name}</Item>
            <Item label={t('messages.fields.email')}>{row.email}</Item>
            <Item label={t('messages.fields.phone')}>
              {row.phone ? (
                <a
                  href={telHref(row.phone)}
                  className="text-primary underline-offset-4 hover:underline"
                >
                  {row.phone}
                </a>
              ) : (
                '—'
              )}
            </Item>
            <Item label={t('messages.fields.receivedAt')}>
              <time dateTime={row.created_at}>{formatDateTime(row.created_at, language)}</time>
            </Item>
            <Item label={t('messages.fields.status')}>
              <MessageStatusBadge status={row.status} />
            </Item>
            <Item label={t('messages.fields.handledBy')}>
              {handlerName(row.handled_by) ?? t('messages.noHandler')}
            </Item>
          </dl>
          <section aria-labelledby="message-body-label" className="grid gap-1.5">
            <h3 id="message-body-label" className="text-sm font-medium">
              {t('messages.fields.message')}
            </h3>
            <p className="whitespace-pre-wrap rounded-md border bg-muted/40 p-3 text-sm leading-relaxed">
              {row.message}
            </p>
          </section>
          <MessageReplies row={row} onSent={onSaved} />
          <p className="text-xs text-muted-foreground">
            <a
              href={replyMailto(row.email, row.subject, row.reference)}
              className="inline-flex items-center gap-1 text-primary underline underline-offset-4"
            >
              <Reply className="size-3" aria-hidden="true" />
              {t('messages.reply')}
            </a>{' '}
            {t('messages.replyHint')}
          </p>
          <form
            noValidate
            aria-label={t('messages.markReplied')}
            onSubmit={(event) => void onSubmit(event)}
            className="grid gap-4 border-t pt-4"
          >
            <FieldRow
              label={t('messages.fields.notes')}
              required
              error={form.formState.errors.notes?.message}
              description={
                <span className="inline-flex items-start gap-1">
                  <Lock className="mt-0.5 size-3 shrink-0" aria-hidden="true" />
                  {t('messages.notesHint')}
                </span>
              }
            >
              {(control) => (
                <Textarea {...control} rows={4} maxLength={5000} {...form.register('notes')} />
              )}
            </FieldRow>
            <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <Button type="button" variant="outline" onClick={requestClose}>
                {t('crud.actions.close')}
              </Button>
              <Button
                type="submit"
                disabled={submitting || (replied && !form.formState.isDirty)}
                aria-busy={submitting}
              >
                {submitting ? (
                  <Loader2 className="animate-spin" aria-hidden="true" />
                ) : (
                  <CheckCheck aria-hidden="true" />
                )}
                {replied ? t('messages.saveNotes') : t('messages.markReplied')}
              </Button>
            </div>
            {dialogs}
          </form>
        </div>
      )}
    </FormSheet>
  )
}
