import type { ColumnDef } from '@tanstack/react-table'
import type { TFunction } from 'i18next'
import { KeyRound, ShieldCheck, ShieldOff, Trash2 } from 'lucide-react'

import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import type { Language } from '@/config/constants'
import { formatDateTime, relativeTime } from '@/lib/format-date'

import type { StaffUser } from '../schemas'

export interface UserRowActions {
  /** Why deleting/demoting this row is not allowed (self, last admin), or null. */
  lockReason: (row: StaffUser) => string | null
  /** Id of the visible note explaining disabled actions. */
  lockNoteId: string
  onChangeRole: (row: StaffUser) => void
  onResetPassword: (row: StaffUser) => void
  /** Removes the user's two-factor devices (recovery, ADR 025). */
  onResetTwoFactor: (row: StaffUser) => void
  onDelete: (row: StaffUser) => void
}

const nameOf = (row: StaffUser) => row.full_name || row.email || row.id

/** Columns of the staff table (ids are the sort keys of lib/staff-list). */
export function userColumns(
  t: TFunction<'admin'>,
  language: Language,
  currentUserId: string,
  actions: UserRowActions,
): ColumnDef<StaffUser, unknown>[] {
  return [
    {
      id: 'full_name',
      header: t('users.fields.fullName'),
      cell: ({ row }) => (
        <span className="flex flex-wrap items-center gap-2 font-medium">
          {nameOf(row.original)}
          {row.original.id === currentUserId ? (
            <Badge variant="secondary">{t('users.you')}</Badge>
          ) : null}
        </span>
      ),
    },
    {
      id: 'email',
      header: t('users.fields.email'),
      cell: ({ row }) => <span className="break-all">{row.original.email}</span>,
      meta: { priority: 'secondary' },
    },
    {
      id: 'role',
      header: t('users.fields.role'),
      cell: ({ row }) => (
        <Badge variant={row.original.role === 'admin' ? 'default' : 'outline'}>
          {t(`users.roles.${row.original.role}`)}
        </Badge>
      ),
    },
    {
      id: 'last_sign_in_at',
      header: t('users.fields.lastSignIn'),
      cell: ({ row }) => {
        const at = row.original.last_sign_in_at
        if (!at) return <span className="text-muted-foreground">{t('users.never')}</span>
        return (
          <time dateTime={at} title={formatDateTime(at, language)} className="whitespace-nowrap">
            {relativeTime(at, language)}
          </time>
        )
      },
      meta: { priority: 'optional' },
    },
    {
      id: '_actions',
      enableSorting: false,
      header: () => <span className="sr-only">{t('crud.table.actions')}</span>,
      cell: ({ row }) => {
        const user = row.original
        const name = nameOf(user)
        const locked = actions.lockReason(user)
        return (
          <div className="flex justify-end gap-1">
            <Button
              type="button"
              variant="ghost"
              size={null}
              className="size-9 gap-2 text-sm"
              disabled={locked !== null}
              aria-describedby={locked ? actions.lockNoteId : undefined}
              title={locked ?? t('users.actions.changeRole')}
              aria-label={t('users.actions.changeRoleOf', { name })}
              onClick={() => actions.onChangeRole(user)}
            >
              <ShieldCheck aria-hidden="true" />
            </Button>
            <Button
              type="button"
              variant="ghost"
              size={null}
              className="size-9 gap-2 text-sm"
              title={t('users.actions.resetPassword')}
              aria-label={t('users.actions.resetPasswordOf', { name })}
              onClick={() => actions.onResetPassword(user)}
            >
              <KeyRound aria-hidden="true" />
            </Button>
            <Button
              type="button"
              variant="ghost"
              size={null}
              className="size-9 gap-2 text-sm"
              disabled={user.id === currentUserId}
              title={t('security.reset.action')}
              aria-label={`${t('security.reset.action')}: ${name}`}
              onClick={() => actions.onResetTwoFactor(user)}
            >
              <ShieldOff aria-hidden="true" />
            </Button>
            <Button
              type="button"
              variant={null}
              size={null}
              className="size-9 gap-2 text-sm text-destructive hover:bg-accent hover:text-destructive focus-visible:ring-ring"
              disabled={locked !== null}
              aria-describedby={locked ? actions.lockNoteId : undefined}
              title={locked ?? t('crud.actions.delete')}
              aria-label={t('users.actions.deleteOf', { name })}
              onClick={() => actions.onDelete(user)}
            >
              <Trash2 aria-hidden="true" />
            </Button>
          </div>
        )
      },
    },
  ]
}
