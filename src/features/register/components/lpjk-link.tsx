import { ExternalLink } from 'lucide-react'
import { useTranslation } from 'react-i18next'

import { LPJK_CHECK_URL } from '@/config/routes'

/** The official national check, beside every answer of the register. */
export function LpjkLink() {
  const { t } = useTranslation('public')
  return (
    <p className="text-sm text-muted-foreground">
      {t('register.lpjkNote')}{' '}
      <a
        href={LPJK_CHECK_URL}
        target="_blank"
        rel="noopener noreferrer"
        className="inline-flex items-center gap-1 font-medium text-primary underline underline-offset-4"
      >
        {t('register.lpjk')}
        <ExternalLink aria-hidden="true" className="size-3.5" />
      </a>
    </p>
  )
}
