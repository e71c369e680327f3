import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { BilingualField } from '@/components/crud/bilingual-field'
import { CrudForm } from '@/components/crud/crud-form'
import { FormSheet } from '@/components/crud/form-sheet'
import { useConflictCheckedSave } from '@/components/crud/use-conflict-checked-save'
import {
  flowStepFormDefaults,
  flowStepFormSchema,
  type FlowStepFormValues,
  type FlowStepRow,
} from '../admin-schemas'
import { useFlowStepSaveMutation } from '../api/save-flow-step'

/** Create (row null, appended as step n + 1) or edit a certification step in a side sheet. */
export function FlowStepForm({
  row,
  onClose,
  onReload,
}: {
  row: FlowStepRow | null
  onClose: () => void
  onReload: () => unknown
}) {
  const { t } = useTranslation('admin')
  const form = useForm<FlowStepFormValues>({
    resolver: zodResolver(flowStepFormSchema),
    defaultValues: flowStepFormDefaults(row),
  })
  const mutation = useFlowStepSaveMutation()
  const title = row ? t('flow.titles.edit') : t('flow.titles.new')
  const { onSubmit, dialogs } = useConflictCheckedSave({
    form,
    entity: t('flow.entity'),
    table: 'alur_sertifikasi',
    isNew: row === null,
    save: (values) => mutation.mutateAsync({ row, values }),
    onSaved: onClose,
    onReload,
    fieldAliases: {
      title: 'title.id',
      description: 'description.id',
      duration_note: 'duration_note.id',
    },
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
            name="title"
            label={t('flow.fields.title')}
            maxLength={160}
          />
          <BilingualField
            control={form.control}
            name="description"
            label={t('flow.fields.description')}
            kind="textarea"
            required={false}
            maxLength={2000}
          />
          <BilingualField
            control={form.control}
            name="duration_note"
            label={t('flow.fields.durationNote')}
            description={t('flow.fields.durationHint')}
            required={false}
            maxLength={200}
          />
        </CrudForm>
      )}
    </FormSheet>
  )
}
