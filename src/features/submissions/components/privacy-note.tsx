import { useTranslation } from 'react-i18next'

import { publicRoutes } from '@/config/routes'

/**
 * Beside each form's submit button: what happens to the data, and where the notice is. A plain
 * link: forms are islands, where React Router does not run (docs/decisions/010).
 */
export function PrivacyNote() {
  const { t } = useTranslation('public')
  return (
    <p className="text-sm text-muted-foreground">
      {t('forms.privacyNote')}{' '}
      <a
        href={publicRoutes.privacy}
        className="font-medium text-primary underline underline-offset-4 hover:no-underline"
      >
        {t('forms.privacyLink')}
      </a>
    </p>
  )
}
