import { useTranslation } from 'react-i18next'

import { ResourceScreen } from '@/components/crud/resource-screen'
import { OrgChart } from '@/features/organization/components/org-chart'
import { OrganizationForm } from '@/features/organization/components/organization-form'
import { organizationResource } from '@/features/organization/organization-resource'

/** /admin/struktur-organisasi: people, who they report to and their order, with the public chart. */
export function Component() {
  const { t } = useTranslation('admin')
  return (
    <ResourceScreen resource={organizationResource} form={OrganizationForm}>
      <section
        aria-labelledby="org-preview-title"
        className="grid gap-4 rounded-lg border p-4 sm:p-6"
      >
        <div className="grid gap-1">
          <h2 id="org-preview-title" className="text-lg font-semibold">
            {t('organization.preview.title')}
          </h2>
          <p className="text-sm text-muted-foreground">{t('organization.preview.description')}</p>
        </div>
        <OrgChart />
      </section>
    </ResourceScreen>
  )
}
