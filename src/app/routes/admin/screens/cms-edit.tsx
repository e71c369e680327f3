import { useTranslation } from 'react-i18next'
import { useParams } from 'react-router-dom'

import { ResourceEditPage } from '@/components/crud/resource-edit-page'
import { adminRoutes } from '@/config/admin-routes'
import { cmsPagePath, isCorePage } from '@/config/routes'
import { cmsPagesResource } from '@/features/cms-pages/cms-pages-resource'
import { CmsPageForm } from '@/features/cms-pages/components/cms-page-form'

/** /admin/cms/new and /admin/cms/edit/:slug */
export function Component() {
  const { t } = useTranslation('admin')
  const { slug } = useParams()
  return (
    <ResourceEditPage
      resource={cmsPagesResource}
      id={slug}
      form={CmsPageForm}
      backHref={adminRoutes.cms}
      // The address the public site shows it at (docs/decisions/022).
      description={
        slug === undefined
          ? undefined
          : isCorePage(slug)
            ? `${cmsPagePath(slug)} · ${t('cms.coreHint')}`
            : cmsPagePath(slug)
      }
      notFound={t('cms.notFound', { slug })}
    />
  )
}
