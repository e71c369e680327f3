import { type Control, Controller, type FieldValues, type Path } from 'react-hook-form'
import { useTranslation } from 'react-i18next'

import { Input } from '@/components/ui/input'
import { useSiteTimeZone } from '@/lib/resource/site-time-zone'
import { isoToZonedInput, SITE_TIME_ZONES, zonedInputToIso } from '@/lib/time-zone'

import { FieldRow } from './field-row'

/**
 * A schedule time: a date-and-time input read and shown in the site's time zone (not the
 * browser's), stored in the form as an ISO instant ('' for none).
 */
function ScheduleField<T extends FieldValues>({
  control,
  name,
  label,
  description,
}: {
  control: Control<T>
  name: Path<T>
  label: string
  description: string
}) {
  const timeZone = useSiteTimeZone()
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <FieldRow label={label} description={description} error={fieldState.error?.message}>
          {(row) => (
            <Input
              {...row}
              ref={field.ref}
              name={field.name}
              type="datetime-local"
              value={isoToZonedInput(field.value as string, timeZone)}
              onChange={(event) => field.onChange(zonedInputToIso(event.target.value, timeZone))}
              onBlur={field.onBlur}
            />
          )}
        </FieldRow>
      )}
    />
  )
}

/**
 * "Jadwal": when a published item shows and when it stops, in the site's time zone (named in
 * the legend). `publish` may carry its own label (news: the publication date).
 */
export function ScheduleFields<T extends FieldValues>({
  control,
  publish,
  unpublish,
}: {
  control: Control<T>
  publish: { name: Path<T>; label?: string; description?: string }
  unpublish: { name: Path<T> }
}) {
  const { t } = useTranslation('admin')
  const timeZone = useSiteTimeZone()
  return (
    <fieldset className="grid gap-4 rounded-md border p-3">
      <legend className="px-1 text-sm font-semibold">
        {t('crud.schedule.legend', { zone: SITE_TIME_ZONES[timeZone], name: timeZone })}
      </legend>
      <ScheduleField
        control={control}
        name={publish.name}
        label={publish.label ?? t('crud.schedule.publishAt')}
        description={publish.description ?? t('crud.schedule.publishAtHint')}
      />
      <ScheduleField
        control={control}
        name={unpublish.name}
        label={t('crud.schedule.unpublishAt')}
        description={t('crud.schedule.unpublishAtHint')}
      />
    </fieldset>
  )
}
