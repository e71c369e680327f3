import { useParams } from 'react-router-dom'

import { useAuth } from '@/features/auth/auth-context'
import { CaseDetail } from '@/features/cases/components/case-detail'
import type { CaseType } from '@/features/cases/schemas'

/** One case (/admin/keluhan/:id, /admin/banding/:id): its submitter's data and the handling form. */
function CaseDetailScreen({ type }: { type: CaseType }) {
  const { id = '' } = useParams()
  const { role, user } = useAuth()
  return (
    <CaseDetail
      key={id}
      type={type}
      id={id}
      staffId={user?.id ?? ''}
      canDelete={role === 'admin'}
      canAddNotes={role === 'admin' || role === 'editor'}
    />
  )
}

/** /admin/keluhan/:id */
export const ComplaintDetail = () => <CaseDetailScreen type="complaint" />
/** /admin/banding/:id */
export const AppealDetail = () => <CaseDetailScreen type="appeal" />
