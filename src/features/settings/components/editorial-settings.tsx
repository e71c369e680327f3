import type { Control } from 'react-hook-form'
import { useTranslation } from 'react-i18next'

import { SelectField } from '@/components/crud/form-fields'
import { SITE_TIME_ZONES } from '@/lib/time-zone'

import type { SiteSettingsValues } from '../schemas'
import { CountField } from './count-field'

/**
 * The site's time zone (schedules), how many versions of each item are kept and how long a
 * deleted item stays in the trash.
 */
export function EditorialSettings({ control }: { control: Control<SiteSettingsValues> }) {
  const { t } = useTranslation('admin')
  return (
    <div className="grid gap-5 md:grid-cols-2">
      <SelectField
        control={control}
        name="time_zone"
        label={t('settings.fields.timeZone')}
        description={t('settings.help.timeZone')}
        required
        options={Object.keys(SITE_TIME_ZONES).map((zone) => ({
          value: zone,
          label: t(`settings.timeZones.${zone as keyof typeof SITE_TIME_ZONES}`),
        }))}
      />
      {(
        [
          [
            'revision_retention',
            t('settings.fields.revisionRetention'),
            t('settings.help.revisionRetention'),
          ],
          [
            'trash_retention_days',
            t('trash.settings.retentionDays'),
            t('trash.settings.retentionHelp'),
          ],
        ] as const
      ).map(([name, label, description]) => (
        <CountField
          key={name}
          control={control}
          name={name}
          label={label}
          description={description}
        />
      ))}
    </div>
  )
}
