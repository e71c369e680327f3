import type { Control } from 'react-hook-form'
import { useTranslation } from 'react-i18next'

import { BilingualField } from '@/components/crud/bilingual-field'
import type { TranslatableInput } from '@/lib/resource/translatable'

/** The bilingual name and description a classification and a subclassification both have. */
export function ScopeTextFields({
  control,
  nameMaxLength,
}: {
  control: Control<{ name: TranslatableInput; description: TranslatableInput }>
  nameMaxLength: number
}) {
  const { t } = useTranslation('admin')
  return (
    <>
      <BilingualField
        control={control}
        name="name"
        label={t('scope.fields.name')}
        maxLength={nameMaxLength}
      />
      <BilingualField
        control={control}
        name="description"
        label={t('scope.fields.description')}
        kind="textarea"
        required={false}
        maxLength={2000}
      />
    </>
  )
}
