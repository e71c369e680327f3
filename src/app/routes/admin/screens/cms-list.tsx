import { ResourceScreen } from '@/components/crud/resource-screen'
import { cmsPagesResource } from '@/features/cms-pages/cms-pages-resource'
import { CmsPageCreateForm } from '@/features/cms-pages/components/cms-page-create-form'

/** /admin/cms: the static pages of the public site. */
export function Component() {
  return <ResourceScreen resource={cmsPagesResource} form={CmsPageCreateForm} />
}
