import { zodResolver } from '@hookform/resolvers/zod'
import { useQuery } from '@tanstack/react-query'
import { Eye } from 'lucide-react'
import { type BaseSyntheticEvent, useState } from 'react'
import { Controller, useForm, useWatch } from 'react-hook-form'
import { useTranslation } from 'react-i18next'

import { ConfirmDialog } from '@/components/crud/confirm-dialog'
import { CrudForm } from '@/components/crud/crud-form'
import { FieldRow } from '@/components/crud/field-row'
import { SelectField } from '@/components/crud/form-fields'
import { useConflictCheckedSave } from '@/components/crud/use-conflict-checked-save'
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@/components/ui/select'
import { Textarea } from '@/components/ui/textarea'
import { type StaffMember, staffMembersQueryOptions } from '@/lib/resource/staff-members'

import { useCaseUpdateMutation } from '../api/update-case'
import {
  allowedStatuses,
  asCaseStatus,
  CASE_TABLE,
  caseFormDefaults,
  caseFormSchema,
  type CaseFormValues,
  type CaseRow,
  type CaseType,
  isClosed,
  NOBODY,
} from '../schemas'

/**
 * Handling a case: status (forward only), handler, who made the decision it is about and the
 * response shown to the submitter (internal notes are a thread of their own, CaseNotes). Saves only if the case is unchanged since
 * loaded. Key it by `row.updated_at`.
 */
export function CaseForm({
  type,
  row,
  staffId,
  entity,
  onReload,
}: {
  type: CaseType
  row: CaseRow
  staffId: string
  entity: string
  onReload: () => unknown
}) {
  const { t } = useTranslation('admin')
  const current = asCaseStatus(row.status)
  const form = useForm<CaseFormValues>({
    resolver: zodResolver(caseFormSchema(current, staffId)),
    defaultValues: caseFormDefaults(row, staffId),
  })
  const staff = useQuery(staffMembersQueryOptions())
  const decidedBy = useWatch({ control: form.control, name: 'decided_by' })
  // The decision maker may not close it (the database refuses too): say so before they try.
  const iDecided = decidedBy === staffId
  const mutation = useCaseUpdateMutation(type)
  const { onSubmit, dialogs } = useConflictCheckedSave({
    form,
    entity,
    table: CASE_TABLE[type],
    isNew: false,
    save: (values) => mutation.mutateAsync({ row, values }),
    onReload,
  })
  const closed = isClosed(current)
  const label = t('cases.handling')
  // Selesai and Ditolak are final: a save that closes the case asks first (once the form is
  // valid; otherwise the save shows its errors as usual).
  const [closing, setClosing] = useState<CaseFormValues['status'] | null>(null)
  const submit = async (event?: BaseSyntheticEvent) => {
    event?.preventDefault()
    const next = form.getValues('status')
    if (!closed && isClosed(next) && (await form.trigger())) {
      setClosing(next)
      return
    }
    await onSubmit()
  }
  return (
    <CrudForm
      form={form}
      onSubmit={submit}
      dialogs={
        <>
          {dialogs}
          <ConfirmDialog
            open={closing !== null}
            onOpenChange={(open) => (open ? null : setClosing(null))}
            title={t('cases.closeConfirm.title', {
              status: t(`cases.status.${closing ?? current}`),
            })}
            description={t('cases.closeConfirm.text', {
              status: t(`cases.status.${closing ?? current}`),
            })}
            confirmLabel={t('cases.closeConfirm.confirm')}
            destructive={false}
            onConfirm={() => onSubmit()}
          />
        </>
      }
      label={label}
    >
      <Controller
        control={form.control}
        name="status"
        render={({ field, fieldState }) => (
          <FieldRow
            label={t('cases.fields.status')}
            required
            error={fieldState.error?.message}
            description={closed ? t('cases.statusFinal') : t('cases.statusHint')}
          >
            {(control) => (
              <Select
                value={field.value}
                onValueChange={(value) => {
                  field.onChange(value)
                  // A close needs a resolution: re-check it as soon as the status changes.
                  if (form.formState.isSubmitted) void form.trigger('resolution')
                }}
                disabled={closed}
              >
                <SelectTrigger {...control} ref={field.ref}>
                  <SelectValue />
                </SelectTrigger>
                <SelectContent>
                  {allowedStatuses(current).map((status) => (
                    <SelectItem
                      key={status}
                      value={status}
                      disabled={iDecided && status !== current && isClosed(status)}
                    >
                      {t(`cases.status.${status}`)}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            )}
          </FieldRow>
        )}
      />
      {iDecided && !closed ? (
        <p role="note" className="-mt-2 text-xs text-muted-foreground">
          {t('cases.impartial.closeNote')}
        </p>
      ) : null}
      <SelectField
        control={form.control}
        name="handled_by"
        label={t('cases.fields.handledBy')}
        required
        placeholder={t('cases.pickHandler')}
        description={t('cases.handlerHint')}
        options={handlers(staff.data ?? [], decidedBy, t('cases.impartial.decider'))}
      />
      <SelectField
        control={form.control}
        name="decided_by"
        label={t(`cases.fields.decidedBy.${type}`)}
        description={t('cases.impartial.hint')}
        options={[
          { value: NOBODY, label: t('cases.nobody') },
          ...(staff.data ?? []).map((m) => ({ value: m.id, label: m.full_name })),
        ]}
      />
      <FieldRow
        label={t('cases.fields.resolution')}
        error={form.formState.errors.resolution?.message}
        description={
          <span className="inline-flex items-start gap-1">
            <Eye className="mt-0.5 size-3 shrink-0" aria-hidden="true" />
            {t('cases.resolutionHint')}
          </span>
        }
      >
        {(control) => (
          <Textarea {...control} rows={5} maxLength={5000} {...form.register('resolution')} />
        )}
      </FieldRow>
    </CrudForm>
  )
}

/** Editors and admins may handle a case; the decision maker is listed but cannot be chosen. */
function handlers(members: StaffMember[], decidedBy: string, deciderNote: string) {
  return members
    .filter((m) => m.role === 'admin' || m.role === 'editor')
    .map((m) => ({
      value: m.id,
      label: m.id === decidedBy ? `${m.full_name} (${deciderNote})` : m.full_name,
      disabled: m.id === decidedBy,
    }))
}
