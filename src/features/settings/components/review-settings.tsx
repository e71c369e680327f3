import { type Control, Controller } from 'react-hook-form'
import { useTranslation } from 'react-i18next'

import { Checkbox } from '@/components/ui/checkbox'
import { Label } from '@/components/ui/label'
import { EDITORIAL_TABLES } from '@/config/admin-screens'
import type { AdminKey } from '@/lib/resource/resource'
import { REVIEW_SECTIONS } from '@/lib/resource/review-requests'

import type { SiteSettingsValues } from '../schemas'

/**
 * Review before publishing (docs/decisions/030): per editorial collection, whether an editor's
 * publishing needs an admin's approval.
 */
export function ReviewSettings({ control }: { control: Control<SiteSettingsValues> }) {
  const { t } = useTranslation('admin')
  return (
    <Controller
      control={control}
      name="review_required"
      render={({ field }) => (
        <fieldset className="grid gap-3">
          <legend className="text-sm font-medium">{t('review.settingsTitle')}</legend>
          <p className="text-xs text-muted-foreground">{t('review.settingsDescription')}</p>
          <div className="grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
            {EDITORIAL_TABLES.map((table) => {
              const id = `review-required-${table}`
              const checked = field.value.includes(table)
              return (
                <div key={table} className="flex items-center gap-2">
                  <Checkbox
                    id={id}
                    checked={checked}
                    onCheckedChange={(on) =>
                      field.onChange(
                        on === true
                          ? [...field.value.filter((name) => name !== table), table]
                          : field.value.filter((name) => name !== table),
                      )
                    }
                  />
                  <Label htmlFor={id} className="font-normal">
                    {table === 'rl_categories'
                      ? t('scope.classifications')
                      : table === 'rl_subclass'
                        ? t('scope.subclasses')
                        : t(`${REVIEW_SECTIONS[table]}.title` as AdminKey)}
                  </Label>
                </div>
              )
            })}
          </div>
        </fieldset>
      )}
    />
  )
}
