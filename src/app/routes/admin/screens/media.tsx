import { useTranslation } from 'react-i18next'

import { CrudPage } from '@/components/crud/crud-page'
import { MediaLibrary } from '@/features/media/components/media-library'

/** /admin/media: the media library (editors and admins; docs/decisions/021). */
export function Component() {
  const { t } = useTranslation('admin')
  return (
    <CrudPage title={t('media.title')} description={t('media.description')}>
      <MediaLibrary />
    </CrudPage>
  )
}
