import type { Control } from 'react-hook-form'
import { useTranslation } from 'react-i18next'

import { BilingualField } from '@/components/crud/bilingual-field'
import { SwitchField, TextField } from '@/components/crud/form-fields'

import type { SiteSettingsValues } from '../schemas'
import { CountField } from './count-field'

/**
 * The promotion popup of the public site: on or off, its percentage, title and text in both
 * languages ("{percent}" shows the percentage) and where its claim button leads.
 */
export function PromoSettings({ control }: { control: Control<SiteSettingsValues> }) {
  const { t } = useTranslation('admin')
  return (
    <>
      <SwitchField
        control={control}
        name="promo_enabled"
        label={t('settings.fields.promoEnabled')}
        description={t('settings.help.promoEnabled')}
      />
      <div className="grid gap-5 md:grid-cols-2">
        <CountField
          control={control}
          name="promo_percent"
          label={t('settings.fields.promoPercent')}
          description={t('settings.help.promoPercent')}
        />
        <TextField
          control={control}
          name="promo_target"
          label={t('settings.fields.promoTarget')}
          description={t('settings.help.promoTarget')}
          required
          maxLength={500}
        />
      </div>
      <BilingualField
        control={control}
        name="promo_title"
        label={t('settings.fields.promoTitle')}
        description={t('settings.help.promoTexts')}
        maxLength={120}
      />
      <BilingualField
        control={control}
        name="promo_text"
        label={t('settings.fields.promoText')}
        kind="textarea"
        maxLength={400}
      />
    </>
  )
}
