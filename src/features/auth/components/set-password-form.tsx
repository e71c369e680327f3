import { zodResolver } from '@hookform/resolvers/zod'
import { KeyRound } from 'lucide-react'
import { useEffect } from 'react'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'

import { SubmitButton } from '@/components/crud/submit-button'
import {
  isGuessablePassword,
  isWeakPasswordError,
  preloadPasswordCheck,
} from '@/lib/password-check'
import { toast } from '@/lib/toast'

import { setNewPassword } from '../api/email-links'
import { setPasswordSchema, type SetPasswordValues } from '../schemas'
import { AuthNewPasswordField } from './auth-field'
import { useFieldMessage } from './use-field-message'

/**
 * The new password (twice) of an account signed in by an emailed link. The strength check runs
 * here and again on the server; `onExpired` when the server no longer accepts the link's session
 * for it (it asks for the current password instead).
 */
export function SetPasswordForm({
  email,
  onDone,
  onExpired,
}: {
  email: string
  onDone: () => void
  onExpired: () => void
}) {
  const { t } = useTranslation('admin')
  const message = useFieldMessage()
  useEffect(preloadPasswordCheck, [])
  const form = useForm<SetPasswordValues>({
    resolver: zodResolver(setPasswordSchema),
    defaultValues: { password: '', confirm: '' },
  })
  const { errors, isSubmitting } = form.formState
  const weak = () =>
    form.setError(
      'password',
      { type: 'server', message: 'auth.validation.passwordWeak' },
      { shouldFocus: true },
    )
  const submit = form.handleSubmit(async ({ password }) => {
    if (await isGuessablePassword(password, [email])) return weak()
    try {
      await setNewPassword(password)
      void toast.success(t('auth.setPassword.saved'))
      onDone()
    } catch (error) {
      if (isWeakPasswordError(error)) return weak()
      const code = (error as { code?: unknown }).code
      if (code === 'current_password_required' || code === 'session_not_found') return onExpired()
      void toast.error(t('auth.setPassword.failed'))
    }
  })
  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="space-y-5">
      {/* Lets password managers tie the new password to this account. */}
      <input type="email" value={email} autoComplete="username" readOnly hidden />
      <AuthNewPasswordField
        id="set-password"
        label={t('auth.setPassword.password')}
        hint={t('auth.fields.passwordHint')}
        error={message(errors.password?.message)}
        invalid={Boolean(errors.password)}
        registration={form.register('password')}
      />
      <AuthNewPasswordField
        id="set-password-confirm"
        label={t('auth.setPassword.confirm')}
        error={message(errors.confirm?.message)}
        invalid={Boolean(errors.confirm)}
        registration={form.register('confirm')}
      />
      <SubmitButton busy={isSubmitting} icon={KeyRound} size="lg" className="w-full">
        {t('auth.setPassword.submit')}
      </SubmitButton>
    </form>
  )
}
