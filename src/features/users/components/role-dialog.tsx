import { Loader2 } from 'lucide-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'

import { Button } from '@/components/ui/button'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog'
import type { StaffRoleName } from '@/config/permissions'
import { useErrorText } from '@/lib/resource/db-errors'
import { toast } from '@/lib/toast'

import { useUpdateStaffRoleMutation } from '../api/update-staff-role'
import type { StaffUser } from '../schemas'
import { RoleOptions } from './role-options'

/** Picks a new role for one account; the function's refusal (if any) is shown in a toast. */
export function RoleDialog({ user, onClose }: { user: StaffUser; onClose: () => void }) {
  const { t } = useTranslation('admin')
  const describe = useErrorText()
  const mutation = useUpdateStaffRoleMutation()
  const [role, setRole] = useState<StaffRoleName>(user.role)
  const [problem, setProblem] = useState<string | null>(null)
  const name = user.full_name || user.email || ''

  const save = async () => {
    setProblem(null)
    try {
      await mutation.mutateAsync({ userId: user.id, role })
      void toast.success(
        t('users.notifications.roleChanged', { name, role: t(`users.roles.${role}`) }),
      )
      onClose()
    } catch (error) {
      const text = describe(error).message
      setProblem(text)
      void toast.error(t('users.notifications.failed'), text)
    }
  }

  return (
    <Dialog open onOpenChange={(open) => (open || mutation.isPending ? null : onClose())}>
      <DialogContent closeLabel={t('crud.actions.close')}>
        <DialogHeader>
          <DialogTitle>{t('users.role.title', { name })}</DialogTitle>
          <DialogDescription>{t('users.role.description')}</DialogDescription>
        </DialogHeader>
        <RoleOptions
          name="change-role"
          legend={t('users.fields.role')}
          value={role}
          onChange={setRole}
          describedBy={problem ? 'change-role-error' : undefined}
        />
        {problem ? (
          <p id="change-role-error" role="alert" className="text-sm font-medium text-destructive">
            {problem}
          </p>
        ) : null}
        <DialogFooter>
          <Button type="button" variant="outline" onClick={onClose} disabled={mutation.isPending}>
            {t('crud.actions.cancel')}
          </Button>
          <Button
            type="button"
            onClick={() => void save()}
            disabled={role === user.role || mutation.isPending}
            aria-busy={mutation.isPending}
          >
            {mutation.isPending ? <Loader2 className="animate-spin" aria-hidden="true" /> : null}
            {t('users.actions.saveRole')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  )
}
