import { useParams } from 'react-router-dom'
import { useAuth } from '@/features/auth/auth-context'
import { CaseDetail } from '@/features/cases/components/case-detail'

/** /admin/keluhan/:id: one complaint, its submitter's data and the handling form. */
export function Component() {
  const { id = '' } = useParams()
  const { role, user } = useAuth()
  return (
    <CaseDetail
      key={id}
      type="complaint"
      id={id}
      staffId={user?.id ?? ''}
      canDelete={role === 'admin'}
    />
  )
}
