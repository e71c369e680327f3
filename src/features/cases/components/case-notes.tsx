import { zodResolver } from '@hookform/resolvers/zod'
import { Loader2, Lock, Plus } from 'lucide-react'
import { useId } from 'react'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'

import { FieldRow } from '@/components/crud/field-row'
import { QueryState } from '@/components/crud/query-state'
import { Button } from '@/components/ui/button'
import { Textarea } from '@/components/ui/textarea'
import { currentLanguage } from '@/lib/i18n'
import { useErrorText } from '@/lib/resource/db-errors'
import { useSiteTimeZone } from '@/lib/resource/site-time-zone'
import { useStaffNames } from '@/lib/resource/staff-members'
import { formatInZone } from '@/lib/time-zone'
import { toast } from '@/lib/toast'

import { useAddCaseNoteMutation, useCaseNotesQuery } from '../api/case-notes'
import { caseNoteSchema, type CaseNoteValues, type CaseType } from '../schemas'

/**
 * The case's internal notes as a thread: oldest first, each signed and dated in the site time
 * zone (WIB), append-only. Editors and admins add a note below; the text stays when saving
 * fails. Apart from the handling form: adding a note does not change the case.
 */
export function CaseNotes({
  type,
  id,
  canAdd,
  anonymised,
}: {
  type: CaseType
  id: string
  canAdd: boolean
  /** The retention rule removed the case's personal data: the database takes no new note. */
  anonymised: boolean
}) {
  const { t, i18n } = useTranslation('admin')
  const language = currentLanguage(i18n)
  const timeZone = useSiteTimeZone()
  const describe = useErrorText()
  const authorName = useStaffNames()
  const headingId = useId()
  const notes = useCaseNotesQuery(type, id)
  const add = useAddCaseNoteMutation(type, id)
  const form = useForm<CaseNoteValues>({
    resolver: zodResolver(caseNoteSchema),
    defaultValues: { body: '' },
  })
  const submit = form.handleSubmit(async (values) => {
    try {
      await add.mutateAsync(values.body)
      form.reset({ body: '' })
      void toast.success(t('cases.thread.added'))
    } catch (error) {
      void toast.error(t('cases.thread.addFailed'), describe(error).message)
    }
  })
  const submitting = form.formState.isSubmitting
  return (
    <section aria-labelledby={headingId} className="grid gap-4">
      <div className="grid gap-1">
        <h2 id={headingId} className="text-lg font-semibold leading-none tracking-tight">
          {t('cases.fields.notes')}
        </h2>
        <p className="inline-flex items-start gap-1 text-sm text-muted-foreground">
          <Lock className="mt-0.5 size-3 shrink-0" aria-hidden="true" />
          {t('cases.notesHint')}
        </p>
      </div>
      <QueryState query={notes}>
        {notes.data && notes.data.length > 0 ? (
          <ol className="grid gap-3" aria-label={t('cases.fields.notes')}>
            {notes.data.map((note) => (
              <li key={note.id} className="grid gap-1 rounded-md border-l-4 border-primary/60 pl-3">
                <p className="text-xs text-muted-foreground">
                  {t('cases.thread.by', {
                    name: authorName(note.author_id) ?? t('cases.thread.unknownAuthor'),
                    at: formatInZone(note.created_at, language, timeZone),
                  })}
                </p>
                <p className="whitespace-pre-wrap break-words text-sm leading-relaxed">
                  {note.body}
                </p>
              </li>
            ))}
          </ol>
        ) : (
          <p className="text-sm text-muted-foreground">{t('cases.thread.empty')}</p>
        )}
      </QueryState>
      {canAdd && anonymised ? (
        <p className="text-sm text-muted-foreground">{t('cases.thread.anonymised')}</p>
      ) : canAdd ? (
        <form
          noValidate
          aria-label={t('cases.thread.add')}
          onSubmit={(event) => void submit(event)}
          className="grid gap-3"
        >
          <FieldRow
            label={t('cases.thread.field')}
            required
            error={form.formState.errors.body?.message}
          >
            {(control) => (
              <Textarea {...control} rows={3} maxLength={5000} {...form.register('body')} />
            )}
          </FieldRow>
          <Button
            type="submit"
            variant="outline"
            className="w-fit"
            disabled={submitting}
            aria-busy={submitting}
          >
            {submitting ? (
              <Loader2 className="animate-spin" aria-hidden="true" />
            ) : (
              <Plus aria-hidden="true" />
            )}
            {submitting ? t('cases.thread.adding') : t('cases.thread.add')}
          </Button>
        </form>
      ) : null}
    </section>
  )
}
