import { ResourceScreen } from '@/components/crud/resource-screen'
import { FaqForm } from '@/features/faqs/components/faq-form'
import { faqsResource } from '@/features/faqs/faqs-resource'

/** /admin/faq: questions and answers with category, publish state and order. */
export function Component() {
  return <ResourceScreen resource={faqsResource} form={FaqForm} />
}
