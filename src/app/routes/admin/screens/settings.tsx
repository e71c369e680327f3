import { useTranslation } from 'react-i18next'

import { CrudPage } from '@/components/crud/crud-page'
import { Button } from '@/components/ui/button'
import { Skeleton } from '@/components/ui/skeleton'
import { useSiteSettingsQuery } from '@/features/settings/api/get-site-settings'
import { SettingsForm } from '@/features/settings/components/settings-form'

/** /admin/settings: the one site_settings row; the public header, footer and chat button follow. */
export function Component() {
  const { t } = useTranslation('admin')
  const query = useSiteSettingsQuery()
  return (
    <CrudPage title={t('settings.title')} description={t('settings.description')}>
      {query.isPending ? (
        <div className="grid gap-4" aria-busy="true">
          <span className="sr-only">{t('crud.form.loading')}</span>
          <Skeleton className="h-48 w-full" />
          <Skeleton className="h-48 w-full" />
        </div>
      ) : query.isError || !query.data ? (
        <div className="grid justify-items-start gap-3">
          <p role="alert" className="text-destructive">
            {query.isError ? t('settings.loadFailed') : t('settings.missing')}
          </p>
          <Button type="button" variant="outline" onClick={() => void query.refetch()}>
            {t('crud.actions.retry')}
          </Button>
        </div>
      ) : (
        <SettingsForm
          key={query.data.updated_at}
          row={query.data}
          onReload={() => query.refetch()}
        />
      )}
    </CrudPage>
  )
}
