import { useId } from 'react'
import { useTranslation } from 'react-i18next'

import { Switch } from '@/components/ui/switch'

export interface PublishSwitchProps {
  checked: boolean
  onCheckedChange: (checked: boolean) => void
  /** Defaults to "Tampilkan di situs publik". */
  label?: string
  description?: string
}

/** The `is_published` switch with its label and the state in words (Terbit / Tersembunyi). */
export function PublishSwitch({
  checked,
  onCheckedChange,
  label,
  description,
}: PublishSwitchProps) {
  const { t } = useTranslation('admin')
  const id = useId()
  return (
    <div className="flex items-start gap-3 rounded-md border p-3">
      <Switch
        id={id}
        checked={checked}
        onCheckedChange={onCheckedChange}
        aria-describedby={`${id}-state`}
      />
      <div className="grid gap-0.5">
        <label htmlFor={id} className="text-sm font-medium leading-6">
          {label ?? t('crud.publish.label')}
        </label>
        <p id={`${id}-state`} className="text-xs text-muted-foreground">
          {checked ? t('crud.publish.published') : t('crud.publish.hidden')}
          {description ? ` · ${description}` : null}
        </p>
      </div>
    </div>
  )
}
