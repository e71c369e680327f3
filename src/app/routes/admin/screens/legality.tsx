import { ResourceScreen } from '@/components/crud/resource-screen'
import { LegalityForm } from '@/features/legality/components/legality-form'
import { legalityResource } from '@/features/legality/legality-resource'

/** /admin/legalitas: the body's legal documents; expired ones are flagged in the list. */
export function Component() {
  return <ResourceScreen resource={legalityResource} form={LegalityForm} />
}
