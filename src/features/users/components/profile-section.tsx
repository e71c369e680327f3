import { zodResolver } from '@hookform/resolvers/zod'
import { KeyRound, Save } from 'lucide-react'
import { useEffect } from 'react'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'

import { TextField } from '@/components/crud/form-fields'
import { SubmitButton } from '@/components/crud/submit-button'
import { Badge } from '@/components/ui/badge'
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card'
import type { StaffRoleName } from '@/config/permissions'
import {
  isGuessablePassword,
  isWeakPasswordError,
  preloadPasswordCheck,
} from '@/lib/password-check'
import { useErrorText } from '@/lib/resource/db-errors'
import { toast } from '@/lib/toast'

import { useChangeOwnPasswordMutation, WrongPasswordError } from '../api/change-own-password'
import { useUpdateOwnNameMutation } from '../api/update-own-name'
import {
  ownNameSchema,
  type OwnNameValues,
  ownPasswordSchema,
  type OwnPasswordValues,
} from '../schemas'

export interface OwnAccount {
  id: string
  email: string
  full_name: string
  role: StaffRoleName
}

/** "My profile": every role edits their own name and password here (ADR 007). */
export function ProfileSection({ account }: { account: OwnAccount }) {
  const { t } = useTranslation('admin')
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <Card>
        <CardHeader>
          <h2 className="text-lg font-semibold leading-none tracking-tight">
            {t('profile.nameTitle')}
          </h2>
          <CardDescription className="flex flex-wrap items-center gap-2">
            <span className="break-all">{account.email}</span>
            <Badge variant="outline">
              {t('profile.roleLabel')}: {t(`users.roles.${account.role}`)}
            </Badge>
          </CardDescription>
        </CardHeader>
        <CardContent>
          <NameForm key={account.full_name} account={account} />
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <h2 className="text-lg font-semibold leading-none tracking-tight">
            {t('profile.passwordTitle')}
          </h2>
          <CardDescription>{t('profile.passwordDescription')}</CardDescription>
        </CardHeader>
        <CardContent>
          <PasswordForm email={account.email} />
        </CardContent>
      </Card>
    </div>
  )
}

function NameForm({ account }: { account: OwnAccount }) {
  const { t } = useTranslation('admin')
  const describe = useErrorText()
  const mutation = useUpdateOwnNameMutation()
  const form = useForm<OwnNameValues>({
    resolver: zodResolver(ownNameSchema),
    defaultValues: { full_name: account.full_name },
  })
  const { isDirty, isSubmitting } = form.formState
  const submit = form.handleSubmit(async (values) => {
    try {
      await mutation.mutateAsync({ userId: account.id, fullName: values.full_name })
      form.reset(values)
      void toast.success(t('profile.notifications.nameSaved'))
    } catch (error) {
      void toast.error(t('profile.notifications.failed'), describe(error).message)
    }
  })
  return (
    <form
      noValidate
      aria-label={t('profile.nameTitle')}
      className="grid gap-4"
      onSubmit={(event) => void submit(event)}
    >
      <TextField
        control={form.control}
        name="full_name"
        label={t('profile.fields.fullName')}
        required
        autoComplete="name"
        maxLength={120}
      />
      <div className="flex justify-end">
        <SubmitButton busy={isSubmitting} icon={Save} disabled={!isDirty || isSubmitting}>
          {t('profile.actions.saveName')}
        </SubmitButton>
      </div>
    </form>
  )
}

/** Own password change (also the forced change of a temporary password, `onChanged`). */
export function PasswordForm({ email, onChanged }: { email: string; onChanged?: () => void }) {
  const { t } = useTranslation('admin')
  const describe = useErrorText()
  const mutation = useChangeOwnPasswordMutation()
  useEffect(preloadPasswordCheck, [])
  const form = useForm<OwnPasswordValues>({
    resolver: zodResolver(ownPasswordSchema),
    defaultValues: { current: '', next: '', confirm: '' },
  })
  const { isDirty, isSubmitting } = form.formState
  const weak = () =>
    form.setError(
      'next',
      { type: 'server', message: 'profile.errors.weakPassword' },
      { shouldFocus: true },
    )
  const submit = form.handleSubmit(async (values) => {
    if (await isGuessablePassword(values.next, [email])) return weak()
    try {
      await mutation.mutateAsync({
        currentPassword: values.current,
        newPassword: values.next,
      })
      form.reset({ current: '', next: '', confirm: '' })
      void toast.success(t('profile.notifications.passwordChanged'))
      onChanged?.()
    } catch (error) {
      if (isWeakPasswordError(error)) return weak()
      if (error instanceof WrongPasswordError) {
        form.setError(
          'current',
          { type: 'server', message: 'profile.errors.wrongPassword' },
          { shouldFocus: true },
        )
        return
      }
      void toast.error(t('profile.notifications.failed'), describe(error).message)
    }
  })
  return (
    <form
      noValidate
      aria-label={t('profile.passwordTitle')}
      className="grid gap-4"
      onSubmit={(event) => void submit(event)}
    >
      {/* Lets password managers tie the new password to this account. */}
      <input type="email" value={email} autoComplete="username" readOnly hidden />
      <TextField
        control={form.control}
        name="current"
        label={t('profile.fields.currentPassword')}
        required
        type="password"
        autoComplete="current-password"
      />
      <TextField
        control={form.control}
        name="next"
        label={t('profile.fields.newPassword')}
        required
        type="password"
        autoComplete="new-password"
        maxLength={72}
      />
      <TextField
        control={form.control}
        name="confirm"
        label={t('profile.fields.confirmPassword')}
        required
        type="password"
        autoComplete="new-password"
        maxLength={72}
      />
      <div className="flex justify-end">
        <SubmitButton busy={isSubmitting} icon={KeyRound} disabled={!isDirty || isSubmitting}>
          {t('profile.actions.changePassword')}
        </SubmitButton>
      </div>
    </form>
  )
}
