import { ResourceScreen } from '@/components/crud/resource-screen'
import { cmsPagesResource } from '@/features/cms-pages/cms-pages-resource'

/** /admin/cms: the static pages of the public site ("Tambah Halaman" opens /admin/cms/new). */
export function Component() {
  return <ResourceScreen resource={cmsPagesResource} />
}
