import { type Control, Controller, type FieldValues, type Path, useWatch } from 'react-hook-form'
import { useTranslation } from 'react-i18next'

import { PublishSwitch } from './publish-switch'
import { ScheduleBadge } from './schedule-badge'
import { ScheduleFields } from './schedule-fields'

/**
 * How long content (news, CMS pages) is published: its state in words ("Status: Terjadwal ·
 * …"), the "Tampilkan di situs publik" switch and the schedule. `published.on` / `off` map the
 * switch to a column that is not a boolean (news: `status` published / draft).
 */
export function PublicationFields<T extends FieldValues>({
  control,
  published,
  publish,
  unpublish,
}: {
  control: Control<T>
  published: { name: Path<T>; on?: unknown; off?: unknown }
  publish: { name: Path<T>; label?: string; description?: string }
  unpublish: { name: Path<T> }
}) {
  const { t } = useTranslation('admin')
  const { on = true, off = false } = published
  const [value, publishAt, unpublishAt] = useWatch({
    control,
    name: [published.name, publish.name, unpublish.name],
  })
  return (
    <div className="grid content-start gap-4">
      <div className="flex items-start gap-2 text-sm">
        <span className="text-muted-foreground">{t('crud.publish.status')}:</span>
        <ScheduleBadge schedule={{ published: value === on, publishAt, unpublishAt }} />
      </div>
      <Controller
        control={control}
        name={published.name}
        render={({ field }) => (
          <PublishSwitch
            checked={field.value === on}
            onCheckedChange={(checked) => field.onChange(checked ? on : off)}
          />
        )}
      />
      <ScheduleFields control={control} publish={publish} unpublish={unpublish} />
    </div>
  )
}
