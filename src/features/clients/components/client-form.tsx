import { zodResolver } from '@hookform/resolvers/zod'
import { Controller, useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { CrudForm } from '@/components/crud/crud-form'
import { FieldRow } from '@/components/crud/field-row'
import { FormSheet } from '@/components/crud/form-sheet'
import { MediaUpload } from '@/components/crud/media-upload'
import { PublishSwitch } from '@/components/crud/publish-switch'
import { useConflictCheckedSave } from '@/components/crud/use-conflict-checked-save'
import { Input } from '@/components/ui/input'
import {
  clientFormDefaults,
  clientFormSchema,
  type ClientFormValues,
  type ClientRow,
} from '../admin-schemas'
import { useClientSaveMutation } from '../api/save-client'

/** Create (row null) or edit a client in a side sheet. Key it by `row?.updated_at`. */
export function ClientForm({
  row,
  onClose,
  onReload,
}: {
  row: ClientRow | null
  onClose: () => void
  onReload: () => unknown
}) {
  const { t } = useTranslation('admin')
  const form = useForm<ClientFormValues>({
    resolver: zodResolver(clientFormSchema),
    defaultValues: clientFormDefaults(row),
  })
  const mutation = useClientSaveMutation()
  const title = row ? t('clients.titles.edit') : t('clients.titles.new')
  const { onSubmit, dialogs } = useConflictCheckedSave({
    form,
    entity: t('clients.entity'),
    table: 'clients',
    isNew: row === null,
    save: (values) => mutation.mutateAsync({ row, values }),
    onSaved: onClose,
    onReload,
  })
  const { errors } = form.formState
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
          <FieldRow label={t('clients.fields.name')} required error={errors.name?.message}>
            {(control) => <Input {...control} {...form.register('name')} maxLength={200} />}
          </FieldRow>
          <Controller
            control={form.control}
            name="logo_url"
            render={({ field, fieldState }) => (
              <MediaUpload
                kind="image"
                folder="clients"
                label={t('clients.fields.logo')}
                value={field.value}
                onChange={(url) => field.onChange(url)}
                alt={form.getValues('name')}
                error={fieldState.error?.message}
              />
            )}
          />
          <p className="-mt-3 text-xs text-muted-foreground">{t('clients.fields.logoAltNote')}</p>
          <FieldRow
            label={t('clients.fields.website')}
            description={t('clients.fields.websiteHint')}
            error={errors.website_url?.message}
          >
            {(control) => (
              <Input
                {...control}
                {...form.register('website_url')}
                type="url"
                inputMode="url"
                placeholder="https://"
              />
            )}
          </FieldRow>
          <FieldRow label={t('clients.fields.sector')} error={errors.sector?.message}>
            {(control) => <Input {...control} {...form.register('sector')} maxLength={120} />}
          </FieldRow>
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
