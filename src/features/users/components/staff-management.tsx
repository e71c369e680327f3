import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { Info, UserPlus } from 'lucide-react'
import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'

import { ConfirmDialog } from '@/components/crud/confirm-dialog'
import { DataTable } from '@/components/crud/data-table'
import { Button } from '@/components/ui/button'
import { STAFF_ROLES } from '@/config/permissions'
import { currentLanguage } from '@/lib/i18n'
import { useErrorText } from '@/lib/resource/db-errors'
import { useListParams } from '@/lib/resource/list-params'
import { toast } from '@/lib/toast'

import { useDeleteStaffUserMutation } from '../api/delete-staff-user'
import { getStaffUsers, staffUsersQueryOptions } from '../api/list-staff-users'
import { removeUserFactors } from '../api/remove-user-factors'
import { useResetStaffPasswordMutation } from '../api/reset-staff-password'
import { adminCount, staffListPage } from '../lib/staff-list'
import type { StaffUser } from '../schemas'
import { CreateUserDialog } from './create-user-dialog'
import { RoleDialog } from './role-dialog'
import { TemporaryPasswordDialog } from './temporary-password-dialog'
import { userColumns } from './user-columns'

type Dialogs =
  | { kind: 'create' }
  | { kind: 'role'; user: StaffUser }
  | { kind: 'reset'; user: StaffUser }
  | { kind: 'twoFactor'; user: StaffUser }
  | { kind: 'delete'; user: StaffUser }
  | { kind: 'password'; email: string; password: string }

/** The admin's staff table: create, change role, reset password, delete (manage-users). */
export function StaffManagement({ currentUserId }: { currentUserId: string }) {
  const { t, i18n } = useTranslation('admin')
  const language = currentLanguage(i18n)
  const describe = useErrorText()
  const noteId = useId()
  const [params, setParams] = useListParams(['role'])
  const all = useQuery(staffUsersQueryOptions())
  // The kit's table wants a page of a list result; the list is paged here (lib/staff-list).
  const query = useQuery({
    ...staffUsersQueryOptions(),
    select: (users: StaffUser[]) => staffListPage(users, params),
    placeholderData: keepPreviousData,
  })
  const reset = useResetStaffPasswordMutation()
  const remove = useDeleteStaffUserMutation()
  const [dialog, setDialog] = useState<Dialogs | null>(null)
  const admins = adminCount(all.data ?? [])
  const nameOf = (user: StaffUser) => user.full_name || user.email || user.id

  const lockReason = (user: StaffUser) =>
    user.id === currentUserId
      ? t('users.disabled.self')
      : user.role === 'admin' && admins <= 1
        ? t('users.disabled.lastAdmin')
        : null

  const doReset = async (user: StaffUser) => {
    try {
      const result = await reset.mutateAsync(user.id)
      void toast.success(t('users.notifications.passwordReset', { name: nameOf(user) }))
      setDialog({ kind: 'password', email: user.email ?? '', password: result.temporary_password })
    } catch (error) {
      void toast.error(t('users.notifications.failed'), describe(error).message)
      setDialog(null)
    }
  }
  // Recovery (ADR 025): the database requires the admin's own session to be aal2.
  const doResetTwoFactor = async (user: StaffUser) => {
    try {
      await removeUserFactors(user.id)
      void toast.success(t('security.reset.done'))
    } catch (error) {
      void toast.error(t('users.notifications.failed'), describe(error).message)
    }
    setDialog(null)
  }
  const doDelete = async (user: StaffUser) => {
    try {
      await remove.mutateAsync(user.id)
      void toast.success(t('users.notifications.deleted', { name: nameOf(user) }))
      setDialog(null)
    } catch (error) {
      void toast.error(t('users.notifications.failed'), describe(error).message)
      setDialog(null)
    }
  }

  return (
    // min-w-0: a wide table scrolls inside its box instead of widening the page on phones.
    <div className="grid min-w-0 grid-cols-1 gap-3">
      <DataTable
        entity={t('users.entity')}
        label={t('users.staffHeading')}
        columns={userColumns(t, language, currentUserId, {
          lockReason,
          lockNoteId: noteId,
          onChangeRole: (user) => setDialog({ kind: 'role', user }),
          onResetPassword: (user) => setDialog({ kind: 'reset', user }),
          onResetTwoFactor: (user) => setDialog({ kind: 'twoFactor', user }),
          onDelete: (user) => setDialog({ kind: 'delete', user }),
        })}
        query={query}
        params={params}
        setParams={setParams}
        getRowId={(row) => row.id}
        getRowName={nameOf}
        filters={[
          {
            id: 'role',
            label: t('users.fields.role'),
            options: STAFF_ROLES.map((role) => ({ value: role, label: t(`users.roles.${role}`) })),
          },
        ]}
        csv={{
          filename: 'pengguna',
          fetchAll: () =>
            getStaffUsers().then(
              (users) => staffListPage(users, { ...params, page: 1, size: 100000 }).rows,
            ),
          columns: [
            { header: t('users.fields.fullName'), value: (r) => r.full_name },
            { header: t('users.fields.email'), value: (r) => r.email },
            { header: t('users.fields.role'), value: (r) => r.role },
            { header: t('users.fields.lastSignIn'), value: (r) => r.last_sign_in_at },
            { header: t('users.fields.created'), value: (r) => r.created_at },
          ],
        }}
        actions={
          <Button type="button" onClick={() => setDialog({ kind: 'create' })}>
            <UserPlus aria-hidden="true" />
            {t('users.actions.new')}
          </Button>
        }
      />
      <p id={noteId} className="flex items-start gap-2 text-sm text-muted-foreground">
        <Info className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        <span>
          {t('users.disabled.self')} {t('users.disabled.lastAdmin')}
        </span>
      </p>

      {dialog?.kind === 'create' ? (
        <CreateUserDialog
          onClose={() => setDialog(null)}
          onCreated={(email, password) =>
            setDialog(password ? { kind: 'password', email, password } : null)
          }
        />
      ) : null}
      {dialog?.kind === 'role' ? (
        <RoleDialog user={dialog.user} onClose={() => setDialog(null)} />
      ) : null}
      {dialog?.kind === 'password' ? (
        <TemporaryPasswordDialog
          email={dialog.email}
          password={dialog.password}
          onClose={() => setDialog(null)}
        />
      ) : null}
      <ConfirmDialog
        open={dialog?.kind === 'reset'}
        // The confirm step may already have moved on to the password dialog: keep that one.
        onOpenChange={(open) => (open ? null : setDialog((d) => (d?.kind === 'reset' ? null : d)))}
        title={
          dialog?.kind === 'reset' ? t('users.reset.title', { name: nameOf(dialog.user) }) : ''
        }
        description={t('users.reset.description')}
        confirmLabel={t('users.reset.confirm')}
        destructive={false}
        onConfirm={() => (dialog?.kind === 'reset' ? doReset(dialog.user) : undefined)}
      />
      <ConfirmDialog
        open={dialog?.kind === 'twoFactor'}
        onOpenChange={(open) =>
          open ? null : setDialog((d) => (d?.kind === 'twoFactor' ? null : d))
        }
        title={t('security.reset.action')}
        description={
          dialog?.kind === 'twoFactor'
            ? t('security.reset.confirm', { name: nameOf(dialog.user) })
            : ''
        }
        confirmLabel={t('security.reset.action')}
        onConfirm={() => (dialog?.kind === 'twoFactor' ? doResetTwoFactor(dialog.user) : undefined)}
      />
      <ConfirmDialog
        open={dialog?.kind === 'delete'}
        onOpenChange={(open) => (open ? null : setDialog((d) => (d?.kind === 'delete' ? null : d)))}
        title={t('users.remove.title')}
        description={
          dialog?.kind === 'delete'
            ? t('users.remove.description', {
                name: nameOf(dialog.user),
                email: dialog.user.email ?? '',
              })
            : ''
        }
        confirmLabel={t('crud.actions.delete')}
        onConfirm={() => (dialog?.kind === 'delete' ? doDelete(dialog.user) : undefined)}
      />
    </div>
  )
}
