import { ResourceScreen } from '@/components/crud/resource-screen'
import { LegalProductForm } from '@/features/legal-products/components/legal-product-form'
import { legalProductsResource } from '@/features/legal-products/legal-products-resource'

/** /admin/produk-hukum: regulations with category, number, year and PDF. */
export function Component() {
  return <ResourceScreen resource={legalProductsResource} form={LegalProductForm} />
}
