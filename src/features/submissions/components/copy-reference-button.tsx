import { useTranslation } from 'react-i18next'

import { CopyButton } from '@/components/copy-button'

/** Copies a reference number to the clipboard and says so, visibly and to screen readers. */
export function CopyReferenceButton({ reference }: { reference: string }) {
  const { t } = useTranslation('public')
  return (
    <CopyButton
      text={reference}
      texts="forms.success"
      label={t('forms.success.copyLabel', { reference })}
    />
  )
}
