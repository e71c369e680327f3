import { ResourceScreen } from '@/components/crud/resource-screen'
import { clientsResource } from '@/features/clients/clients-resource'
import { ClientForm } from '@/features/clients/components/client-form'

/** /admin/klien: certified clients with logo, website, sector, publish state and order. */
export function Component() {
  return <ResourceScreen resource={clientsResource} form={ClientForm} />
}
