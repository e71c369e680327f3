import { ResourceScreen } from '@/components/crud/resource-screen'
import { FlowStepForm } from '@/features/certification-flow/components/flow-step-form'
import { flowStepsResource } from '@/features/certification-flow/flow-steps-resource'

/** /admin/alur-sertifikasi: the certification steps, numbered 1..n (kept contiguous). */
export function Component() {
  return <ResourceScreen resource={flowStepsResource} form={FlowStepForm} />
}
