import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import { publicRoutes } from '@/config/routes'

/** Beside each form's submit button: what happens to the data, and where the notice is. */
export function PrivacyNote() {
  const { t } = useTranslation('public')
  return (
    <p className="text-sm text-muted-foreground">
      {t('forms.privacyNote')}{' '}
      <Link
        to={publicRoutes.privacy}
        className="font-medium text-primary underline underline-offset-4 hover:no-underline"
      >
        {t('forms.privacyLink')}
      </Link>
    </p>
  )
}
