import { useQueryClient } from '@tanstack/react-query'
import { Plus, Trash2 } from 'lucide-react'
import { useState } from 'react'
import { type Path, useFieldArray, useForm, type UseFormReturn } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router-dom'

import { FieldRow } from '@/components/crud/field-row'
import { TextField, type TextFieldProps } from '@/components/crud/form-fields'
import { useUnsavedChangesWarning } from '@/components/crud/use-unsaved-changes-warning'
import { Button } from '@/components/ui/button'
import { adminRoutes } from '@/config/admin-routes'
import { currentLanguage } from '@/lib/i18n'
import { useErrorText } from '@/lib/resource/db-errors'
import { toast } from '@/lib/toast'
import { translate } from '@/lib/translate'

import {
  type CertificateDetail,
  findCompanyByNib,
  importCertificates,
} from '../api/admin-certificates'
import { registerKeys } from '../api/keys'
import { stripLegalForm } from '../lib/company-name'
import { LEGAL_FORMS, PROVINCES, QUALIFICATIONS } from '../lib/provinces'

const SELECT =
  'flex h-10 w-full rounded-md border border-input bg-background px-3 text-sm shadow-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring aria-[invalid=true]:border-destructive'

export interface CertificateFormValues {
  number: string
  company_name: string
  legal_form: string
  nib: string
  npwp: string
  address: string
  city: string
  province: string
  pjbu_name: string
  email: string
  phone: string
  listed_in_directory: boolean
  issued_on: string
  valid_until: string
  last_surveillance_on: string
  lpjk_recorded_on: string
  subclasses: { code: string; qualification: string }[]
}

function defaults(row: CertificateDetail | null): CertificateFormValues {
  const company = row?.certified_companies
  return {
    number: row?.number ?? '',
    company_name: company?.name ?? '',
    legal_form: company?.legal_form ?? 'PT',
    nib: company?.nib ?? '',
    npwp: company?.npwp ?? '',
    address: company?.address ?? '',
    city: company?.city ?? '',
    province: company?.province ?? '',
    pjbu_name: company?.pjbu_name ?? '',
    email: company?.email ?? '',
    phone: company?.phone ?? '',
    listed_in_directory: company?.listed_in_directory ?? false,
    issued_on: row?.issued_on ?? '',
    valid_until: row?.valid_until ?? '',
    last_surveillance_on: row?.last_surveillance_on ?? '',
    lpjk_recorded_on: row?.lpjk_recorded_on ?? '',
    subclasses: (row?.certificate_subclasses ?? [])
      .map((s) => ({ code: s.rl_subclass?.code ?? '', qualification: s.qualification }))
      .sort((a, b) => a.code.localeCompare(b.code)),
  }
}

/**
 * The form values as one row of `import_certificates` (the same validation as a CSV row); the
 * company name without a legal form (the database strips it too).
 */
export function toImportRow(values: CertificateFormValues, status?: string) {
  const { subclasses, listed_in_directory, ...rest } = values
  return {
    ...rest,
    company_name: stripLegalForm(rest.company_name).name,
    listed_in_directory: listed_in_directory ? 'ya' : 'tidak',
    subclasses: subclasses
      .filter((s) => s.code)
      .map((s) => `${s.code}:${s.qualification}`)
      .join('; '),
    ...(status ? { status } : {}),
  }
}

function NativeSelect({
  form,
  name,
  label,
  options,
  required,
}: {
  form: UseFormReturn<CertificateFormValues>
  name: 'legal_form' | 'province'
  label: string
  options: readonly string[]
  required?: boolean
}) {
  const error = form.getFieldState(name, form.formState).error?.message
  return (
    <FieldRow label={label} required={required} error={error}>
      {(control) => (
        <select
          {...control}
          {...form.register(name, { required: required && 'crud.validation.required' })}
          className={SELECT}
        >
          <option value="">—</option>
          {options.map((o) => (
            <option key={o} value={o}>
              {o}
            </option>
          ))}
        </select>
      )}
    </FieldRow>
  )
}

/**
 * Create or edit a certificate with its company and subclasses. Saved through
 * `import_certificates` (one row): the database checks it exactly like a CSV row, shows its
 * messages next to the fields, and writes company, certificate and subclasses in one transaction.
 * A NIB already in the register fills the company's fields.
 */
export function CertificateForm({
  row,
  subclassOptions,
}: {
  row: CertificateDetail | null
  /** The scope's subclasses (code, name), sorted by code. */
  subclassOptions: readonly { id: string; code: string; name: unknown }[]
}) {
  const { t, i18n } = useTranslation('admin')
  const describe = useErrorText()
  const language = currentLanguage(i18n)
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const form = useForm<CertificateFormValues>({
    defaultValues: row
      ? defaults(row)
      : { ...defaults(null), subclasses: [{ code: '', qualification: '' }] },
  })
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'subclasses' })
  // A legal form typed into the name ("PT. Jalan Raya"): removed from it, shown under the field.
  const [removedForm, setRemovedForm] = useState<string | null>(null)
  const stripCompanyName = () => {
    const stripped = stripLegalForm(form.getValues('company_name'))
    if (!stripped.removed) return
    form.setValue('company_name', stripped.name, { shouldDirty: true })
    if (stripped.legalForm) form.setValue('legal_form', stripped.legalForm, { shouldDirty: true })
    setRemovedForm(stripped.removed)
  }
  const unsaved = useUnsavedChangesWarning(form.formState.isDirty)

  const fillCompany = async (nib: string) => {
    if (!/^\d{13}$/.test(nib) || form.getValues('company_name')) return
    const company = await findCompanyByNib(nib)
    if (!company) return
    const set = (name: keyof CertificateFormValues, value: unknown) =>
      form.setValue(name, (value ?? '') as never, { shouldDirty: true })
    set('company_name', company.name)
    set('legal_form', company.legal_form)
    set('npwp', company.npwp)
    set('address', company.address)
    set('city', company.city)
    set('province', company.province)
    set('pjbu_name', company.pjbu_name)
    set('email', company.email)
    set('phone', company.phone)
    form.setValue('listed_in_directory', company.listed_in_directory, { shouldDirty: true })
  }

  const onSubmit = form.handleSubmit(async (values) => {
    stripCompanyName()
    // (the name, and the legal form it carried, as stripCompanyName left them)
    const { company_name, legal_form } = form.getValues()
    const rows = [toImportRow({ ...values, company_name, legal_form })]
    try {
      const check = await importCertificates(rows, false)
      if (check.errors.length) {
        for (const e of check.errors) {
          const field = (
            e.field === 'subclasses' ? 'subclasses.root' : e.field
          ) as keyof CertificateFormValues
          form.setError(field, { message: language === 'en' ? e.details : e.message })
        }
        form.setFocus(check.errors[0]!.field as keyof CertificateFormValues)
        return
      }
      await importCertificates(rows, true)
      await queryClient.invalidateQueries({ queryKey: registerKeys.all })
      void toast.success(t('crud.notifications.saved', { entity: t('certificates.entity') }))
      unsaved.allowNextNavigation()
      navigate(adminRoutes.certificates)
    } catch (error) {
      void toast.error(
        t('crud.notifications.saveFailed', { entity: t('certificates.entity') }),
        `${describe(error).message} ${t('crud.notifications.keptInput')}`,
      )
      throw error
    }
  })

  /** A text input of this form (`more`: its input's attributes and the field's options). */
  const text = (
    name: Path<CertificateFormValues>,
    label: string,
    more: Omit<TextFieldProps<CertificateFormValues>, 'control' | 'name' | 'label'> = {},
  ) => <TextField control={form.control} name={name} label={label} {...more} />

  const subError =
    form.formState.errors.subclasses?.root?.message ?? form.formState.errors.subclasses?.message
  // Revoked is final (the database refuses any change): its dates and scope are shown, not edited.
  const final = row?.status === 'dicabut'
  return (
    <form
      noValidate
      onSubmit={(e) => void onSubmit(e).catch(() => undefined)}
      aria-label={t(row ? 'certificates.titles.edit' : 'certificates.titles.new')}
      className="grid gap-8"
    >
      <p className="text-xs text-muted-foreground">{t('crud.form.requiredHint')}</p>
      {final ? (
        <p className="rounded-md border border-destructive/40 bg-destructive/5 p-3 text-sm">
          {t('certificates.revokedNote')}
        </p>
      ) : null}
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 text-lg font-semibold">
          {t('certificates.sections.certificate')}
        </legend>
        {text('number', t('certificates.fields.number'), {
          required: true,
          readOnly: Boolean(row),
          autoComplete: 'off',
        })}
        {text('issued_on', t('certificates.fields.issuedOn'), {
          type: 'date',
          required: true,
          readOnly: final,
        })}
        {text('valid_until', t('certificates.fields.validUntil'), {
          type: 'date',
          readOnly: final,
          description: final ? undefined : t('certificates.fields.validUntilHint'),
        })}
        {text('last_surveillance_on', t('certificates.fields.lastSurveillance'), {
          type: 'date',
          readOnly: final,
        })}
        {text('lpjk_recorded_on', t('certificates.fields.lpjkRecordedOn'), {
          type: 'date',
          readOnly: final,
          description: final ? undefined : t('certificates.fields.lpjkRecordedOnHint'),
        })}
      </fieldset>
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 text-lg font-semibold">{t('certificates.sections.company')}</legend>
        <p className="text-sm text-muted-foreground sm:col-span-2">
          {t('certificates.fields.companyPickHint')}
        </p>
        {text('nib', t('certificates.fields.nib'), {
          required: true,
          inputMode: 'numeric',
          maxLength: 13,
          onBlur: (e) => void fillCompany(e.currentTarget.value),
        })}
        {text('company_name', t('certificates.fields.companyName'), {
          required: true,
          onBlur: stripCompanyName,
          description: removedForm ? (
            <span role="status">
              {t('certificates.fields.companyNameFormRemoved', { removed: removedForm })}
            </span>
          ) : undefined,
        })}
        <NativeSelect
          form={form}
          name="legal_form"
          label={t('certificates.fields.legalForm')}
          options={LEGAL_FORMS}
          required
        />
        {text('pjbu_name', t('certificates.fields.pjbuName'), { required: true })}
        {text('city', t('certificates.fields.city'), { required: true })}
        <NativeSelect
          form={form}
          name="province"
          label={t('certificates.fields.province')}
          options={PROVINCES}
          required
        />
        {text('address', t('certificates.fields.address'), { className: 'sm:col-span-2' })}
        {text('npwp', t('certificates.fields.npwp'))}
        {text('email', t('certificates.fields.email'), { type: 'email' })}
        {text('phone', t('certificates.fields.phone'), { type: 'tel' })}
        <label className="flex items-center gap-2 text-sm font-medium sm:col-span-2">
          <input type="checkbox" className="size-4" {...form.register('listed_in_directory')} />
          {t('certificates.fields.listed')}
        </label>
      </fieldset>
      <fieldset className="grid gap-3">
        <legend className="mb-2 text-lg font-semibold">{t('certificates.sections.scope')}</legend>
        {final ? (
          <ul className="grid gap-1 text-sm">
            {fields.map((field) => (
              <li key={field.id}>
                <span className="font-mono">{field.code}</span>{' '}
                {translate(subclassOptions.find((s) => s.code === field.code)?.name, language)} —{' '}
                {t(`certificates.qualifications.${field.qualification as 'kecil'}`)}
              </li>
            ))}
          </ul>
        ) : null}
        {final
          ? null
          : fields.map((field, index) => (
              <div key={field.id} className="grid grid-cols-[1fr_12rem_auto] items-end gap-2">
                <FieldRow label={t('certificates.fields.subclass')}>
                  {(control) => (
                    <select
                      {...control}
                      {...form.register(`subclasses.${index}.code`)}
                      className={SELECT}
                    >
                      <option value="">—</option>
                      {subclassOptions.map((s) => (
                        <option key={s.id} value={s.code}>
                          {s.code} {translate(s.name, language)}
                        </option>
                      ))}
                    </select>
                  )}
                </FieldRow>
                <FieldRow label={t('certificates.fields.qualification')}>
                  {(control) => (
                    <select
                      {...control}
                      {...form.register(`subclasses.${index}.qualification`)}
                      className={SELECT}
                    >
                      <option value="">—</option>
                      {QUALIFICATIONS.map((q) => (
                        <option key={q} value={q}>
                          {t(`certificates.qualifications.${q}`)}
                        </option>
                      ))}
                    </select>
                  )}
                </FieldRow>
                <Button
                  type="button"
                  variant="ghost"
                  size="icon"
                  onClick={() => remove(index)}
                  aria-label={t('certificates.actions.removeSubclass', {
                    code: form.getValues(`subclasses.${index}.code`) || index + 1,
                  })}
                >
                  <Trash2 aria-hidden="true" />
                </Button>
              </div>
            ))}
        {subError ? (
          <p role="alert" className="text-sm font-medium text-destructive">
            {subError}
          </p>
        ) : null}
        {final ? null : (
          <div>
            <Button
              type="button"
              variant="outline"
              onClick={() => append({ code: '', qualification: '' })}
            >
              <Plus aria-hidden="true" />
              {t('certificates.actions.addSubclass')}
            </Button>
          </div>
        )}
      </fieldset>
      <div className="flex flex-col-reverse gap-2 border-t pt-4 sm:flex-row sm:justify-end">
        <Button type="button" variant="outline" onClick={() => navigate(adminRoutes.certificates)}>
          {t('crud.actions.cancel')}
        </Button>
        <Button type="submit" disabled={form.formState.isSubmitting}>
          {t('crud.actions.save')}
        </Button>
      </div>
      {unsaved.dialog}
    </form>
  )
}
