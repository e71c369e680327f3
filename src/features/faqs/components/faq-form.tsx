import { zodResolver } from '@hookform/resolvers/zod'
import { Controller, useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { BilingualField } from '@/components/crud/bilingual-field'
import { CrudForm } from '@/components/crud/crud-form'
import { FieldRow } from '@/components/crud/field-row'
import { FormSheet } from '@/components/crud/form-sheet'
import { PublishSwitch } from '@/components/crud/publish-switch'
import { useConflictCheckedSave } from '@/components/crud/use-conflict-checked-save'
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@/components/ui/select'
import {
  FAQ_CATEGORIES,
  faqFormDefaults,
  faqFormSchema,
  type FaqFormValues,
  type FaqRow,
} from '../admin-schemas'
import { useFaqSaveMutation } from '../api/save-faq'

/** Create (row null) or edit a FAQ in a side sheet. Key it by `row?.updated_at`. */
export function FaqForm({
  row,
  onClose,
  onReload,
}: {
  row: FaqRow | null
  onClose: () => void
  onReload: () => unknown
}) {
  const { t } = useTranslation('admin')
  const form = useForm<FaqFormValues>({
    resolver: zodResolver(faqFormSchema),
    defaultValues: faqFormDefaults(row),
  })
  const mutation = useFaqSaveMutation()
  const title = row ? t('faq.titles.edit') : t('faq.titles.new')
  const { onSubmit, dialogs } = useConflictCheckedSave({
    form,
    entity: t('faq.entity'),
    table: 'faqs',
    isNew: row === null,
    save: (values) => mutation.mutateAsync({ row, values }),
    onSaved: onClose,
    onReload,
    fieldAliases: { question: 'question.id', answer: 'answer.id' },
  })
  return (
    <FormSheet title={title} dirty={form.formState.isDirty} onClose={onClose}>
      {(requestClose) => (
        <CrudForm
          form={form}
          onSubmit={onSubmit}
          dialogs={dialogs}
          onCancel={requestClose}
          label={title}
        >
          <BilingualField
            control={form.control}
            name="question"
            label={t('faq.fields.question')}
            maxLength={300}
          />
          <BilingualField
            control={form.control}
            name="answer"
            label={t('faq.fields.answer')}
            kind="markdown"
            maxLength={5000}
          />
          <Controller
            control={form.control}
            name="category"
            render={({ field, fieldState }) => (
              <FieldRow label={t('faq.fields.category')} required error={fieldState.error?.message}>
                {(control) => (
                  <Select value={field.value} onValueChange={field.onChange}>
                    <SelectTrigger {...control} ref={field.ref}>
                      <SelectValue />
                    </SelectTrigger>
                    <SelectContent>
                      {FAQ_CATEGORIES.map((category) => (
                        <SelectItem key={category} value={category}>
                          {t(`faq.categories.${category}`)}
                        </SelectItem>
                      ))}
                    </SelectContent>
                  </Select>
                )}
              </FieldRow>
            )}
          />
          <Controller
            control={form.control}
            name="is_published"
            render={({ field }) => (
              <PublishSwitch checked={field.value} onCheckedChange={field.onChange} />
            )}
          />
        </CrudForm>
      )}
    </FormSheet>
  )
}
