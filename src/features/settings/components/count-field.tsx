import type { Control, Path } from 'react-hook-form'

import { TextField } from '@/components/crud/form-fields'

import type { SiteSettingsValues } from '../schemas'

/** A required whole number of up to three digits: a percentage, versions kept, days. */
export function CountField({
  control,
  name,
  label,
  description,
}: {
  control: Control<SiteSettingsValues>
  name: Path<SiteSettingsValues>
  label: string
  description: string
}) {
  return (
    <TextField
      control={control}
      name={name}
      label={label}
      description={description}
      required
      inputMode="numeric"
      maxLength={3}
    />
  )
}
