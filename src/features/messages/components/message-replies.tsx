import { zodResolver } from '@hookform/resolvers/zod'
import { Loader2, Send } from 'lucide-react'
import { useId } from 'react'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'

import { FieldRow } from '@/components/crud/field-row'
import { Button } from '@/components/ui/button'
import { Textarea } from '@/components/ui/textarea'
import { currentLanguage } from '@/lib/i18n'
import { useErrorText } from '@/lib/resource/db-errors'
import { useSiteTimeZone } from '@/lib/resource/site-time-zone'
import { formatInZone } from '@/lib/time-zone'
import { toast } from '@/lib/toast'

import { useMessageRepliesQuery, useSendMessageReplyMutation } from '../api/message-replies'
import { messageReplySchema, type MessageReplyValues, type MessageRow } from '../schemas'

/**
 * The message's thread and the reply form: each reply sent from here, dated in the site time
 * zone and signed by its author, then a text area whose content goes to the sender by email
 * (through the outbox). The text stays when sending fails; the message is marked replied.
 */
export function MessageReplies({
  row,
  onSent,
}: {
  row: MessageRow
  /** The message as it is after the reply (status and version changed). */
  onSent: (row: MessageRow) => void
}) {
  const { t, i18n } = useTranslation('admin')
  const language = currentLanguage(i18n)
  const timeZone = useSiteTimeZone()
  const describe = useErrorText()
  const headingId = useId()
  const replies = useMessageRepliesQuery(row.id)
  const send = useSendMessageReplyMutation()
  const form = useForm<MessageReplyValues>({
    resolver: zodResolver(messageReplySchema),
    defaultValues: { body: '' },
  })
  const anonymised = row.anonymised_at !== null
  const submit = form.handleSubmit(async (values) => {
    try {
      const updated = await send.mutateAsync({ messageId: row.id, body: values.body.trim() })
      form.reset({ body: '' })
      void toast.success(t('messages.replySent'), t('messages.replySentTo', { email: row.email }))
      onSent(updated)
    } catch (error) {
      void toast.error(t('messages.replyFailed'), describe(error).message)
    }
  })
  const thread = replies.data ?? []
  const submitting = form.formState.isSubmitting
  return (
    <section aria-labelledby={headingId} className="grid gap-4">
      <h3 id={headingId} className="text-sm font-medium">
        {t('messages.thread')}
      </h3>
      {thread.length > 0 ? (
        <ol className="grid gap-3">
          {thread.map((reply) => (
            <li key={reply.id} className="grid gap-1 rounded-md border-l-4 border-primary/60 pl-3">
              <p className="text-xs text-muted-foreground">
                {t('messages.replyBy', {
                  name: reply.author_name,
                  at: formatInZone(reply.created_at, language, timeZone),
                })}
              </p>
              <p className="whitespace-pre-wrap break-words text-sm leading-relaxed">
                {reply.body}
              </p>
            </li>
          ))}
        </ol>
      ) : (
        <p className="text-sm text-muted-foreground">{t('messages.noReplies')}</p>
      )}
      {anonymised ? null : (
        <form
          noValidate
          aria-label={t('messages.replyForm')}
          onSubmit={(event) => void submit(event)}
          className="grid gap-3"
        >
          <FieldRow
            label={t('messages.fields.reply')}
            required
            error={form.formState.errors.body?.message}
            description={t('messages.replyFormHint', { email: row.email })}
          >
            {(control) => (
              <Textarea {...control} rows={5} maxLength={5000} {...form.register('body')} />
            )}
          </FieldRow>
          <Button type="submit" className="w-fit" disabled={submitting} aria-busy={submitting}>
            {submitting ? (
              <Loader2 className="animate-spin" aria-hidden="true" />
            ) : (
              <Send aria-hidden="true" />
            )}
            {submitting ? t('messages.replySending') : t('messages.replySend')}
          </Button>
        </form>
      )}
    </section>
  )
}
