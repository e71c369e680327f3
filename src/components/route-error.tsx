import { useTranslation } from 'react-i18next'
import { useRouteError } from 'react-router-dom'
import { Button } from '@/components/ui/button'

/** Router error boundary: a failed lazy chunk or a render error shows this instead of a blank page. */
export function RouteError() {
  const { t } = useTranslation()
  const error = useRouteError()
  if (import.meta.env.DEV) console.error(error)

  return (
    <div role="alert" className="container flex flex-col items-start gap-4 py-16">
      <h1 className="text-2xl font-bold">{t('error.title')}</h1>
      <p className="text-muted-foreground">{t('error.description')}</p>
      <Button type="button" onClick={() => window.location.reload()}>
        {t('error.reload')}
      </Button>
    </div>
  )
}
