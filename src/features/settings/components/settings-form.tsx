import { zodResolver } from '@hookform/resolvers/zod'
import type { ReactNode } from 'react'
import { useForm, type UseFormRegisterReturn, useWatch } from 'react-hook-form'
import { useTranslation } from 'react-i18next'

import { BilingualField } from '@/components/crud/bilingual-field'
import { CrudForm } from '@/components/crud/crud-form'
import { FieldRow } from '@/components/crud/field-row'
import { MediaField } from '@/components/crud/form-fields'
import { useConflictCheckedSave } from '@/components/crud/use-conflict-checked-save'
import { Card, CardContent, CardHeader } from '@/components/ui/card'
import { Input } from '@/components/ui/input'
import { Textarea } from '@/components/ui/textarea'

import { useSiteSettingsSaveMutation } from '../api/save-site-settings'
import {
  normalisedWhatsApp,
  settingsFormDefaults,
  type SiteSettingsRow,
  siteSettingsSchema,
  type SiteSettingsValues,
} from '../schemas'
import { EditorialSettings } from './editorial-settings'
import { PromoSettings } from './promo-settings'
import { ReviewSettings } from './review-settings'
import { WhatsAppPreview } from './whatsapp-preview'

/** The one settings row as a page form (conflict-checked save). Key it by `row.updated_at`. */
export function SettingsForm({ row, onReload }: { row: SiteSettingsRow; onReload: () => unknown }) {
  const { t } = useTranslation('admin')
  const form = useForm<SiteSettingsValues>({
    resolver: zodResolver(siteSettingsSchema),
    defaultValues: settingsFormDefaults(row),
  })
  const mutation = useSiteSettingsSaveMutation()
  const { onSubmit, dialogs } = useConflictCheckedSave({
    form,
    entity: t('settings.entity'),
    table: 'site_settings',
    isNew: false,
    save: (values) => mutation.mutateAsync({ row, values }),
    onReload,
  })
  const [whatsapp, siteName] = useWatch({
    control: form.control,
    name: ['whatsapp', 'site_name'],
  })
  const errors = form.formState.errors

  return (
    <CrudForm form={form} onSubmit={onSubmit} dialogs={dialogs} label={t('settings.title')}>
      <p className="text-sm text-muted-foreground">{t('settings.publicNote')}</p>
      <SettingsSection title={t('settings.sections.identity')}>
        <MediaField
          control={form.control}
          name="logo_url"
          kind="image"
          label={t('settings.fields.logo')}
          folder="settings"
          alt={siteName}
        />
        <p className="-mt-3 text-xs text-muted-foreground">{t('settings.help.logoAlt')}</p>
        <FieldRow label={t('settings.fields.siteName')} required error={errors.site_name?.message}>
          {(control) => <Input {...control} {...form.register('site_name')} maxLength={120} />}
        </FieldRow>
        <BilingualField
          control={form.control}
          name="tagline"
          label={t('settings.fields.tagline')}
          required={false}
          maxLength={200}
        />
        <MediaField
          control={form.control}
          name="share_image_url"
          kind="image"
          label={t('settings.fields.shareImage')}
          folder="settings"
          alt={t('settings.fields.shareImage')}
        />
        <p className="-mt-3 text-xs text-muted-foreground">{t('settings.help.shareImage')}</p>
      </SettingsSection>
      <SettingsSection title={t('settings.sections.contact')}>
        <FieldRow label={t('settings.fields.address')} error={errors.address?.message}>
          {(control) => (
            <Textarea {...control} {...form.register('address')} rows={3} maxLength={500} />
          )}
        </FieldRow>
        <div className="grid gap-5 md:grid-cols-2">
          <PhoneField
            label={t('settings.fields.phone')}
            description={t('settings.help.phone')}
            error={errors.phone?.message}
            input={form.register('phone')}
          />
          <FieldRow label={t('settings.fields.email')} error={errors.email?.message}>
            {(control) => (
              <Input {...control} {...form.register('email')} type="email" maxLength={254} />
            )}
          </FieldRow>
          <div className="grid content-start gap-3">
            <PhoneField
              label={t('settings.fields.whatsapp')}
              description={t('settings.help.whatsapp')}
              error={errors.whatsapp?.message}
              input={form.register('whatsapp')}
            />
            <WhatsAppPreview number={normalisedWhatsApp(whatsapp)} />
          </div>
        </div>
      </SettingsSection>
      <SettingsSection title={t('settings.sections.hours')}>
        <BilingualField
          control={form.control}
          name="work_hours"
          label={t('settings.fields.workHours')}
          required={false}
          maxLength={200}
        />
        <FieldRow
          label={t('settings.fields.mapUrl')}
          error={errors.map_url?.message}
          description={t('settings.help.mapUrl')}
        >
          {(control) => (
            <Input {...control} {...form.register('map_url')} type="url" maxLength={500} />
          )}
        </FieldRow>
      </SettingsSection>
      <SettingsSection title={t('settings.sections.promo')}>
        <PromoSettings control={form.control} />
      </SettingsSection>
      <SettingsSection title={t('settings.sections.editorial')}>
        <EditorialSettings control={form.control} />
        <ReviewSettings control={form.control} />
      </SettingsSection>
    </CrudForm>
  )
}

/** A telephone number (the office's, the WhatsApp one): typed as people write it. */
function PhoneField({
  label,
  description,
  error,
  input,
}: {
  label: string
  description: string
  error?: string
  input: UseFormRegisterReturn
}) {
  return (
    <FieldRow label={label} error={error} description={description}>
      {(control) => (
        <Input
          {...control}
          {...input}
          type="tel"
          inputMode="tel"
          autoComplete="off"
          maxLength={24}
        />
      )}
    </FieldRow>
  )
}

/** One titled card of the settings page. */
function SettingsSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card>
      <CardHeader>
        <h2 className="text-lg font-semibold leading-none tracking-tight">{title}</h2>
      </CardHeader>
      <CardContent className="grid gap-5">{children}</CardContent>
    </Card>
  )
}
