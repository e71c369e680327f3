import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'

import { SubmitButton } from '@/components/crud/submit-button'

import { loginFormSchema, type LoginFormValues } from '../schemas'
import { AuthEmailField, AuthField } from './auth-field'
import { PasswordInput } from './password-input'
import { useFieldMessage } from './use-field-message'

export interface LoginFormProps {
  defaultValues: LoginFormValues
  onSubmit: (values: LoginFormValues) => Promise<unknown>
}

/** Email and password; the auth context toasts the outcome and the page redirects. */
export function LoginForm({ defaultValues, onSubmit }: LoginFormProps) {
  const { t } = useTranslation('admin')
  const message = useFieldMessage()
  const form = useForm<LoginFormValues>({ resolver: zodResolver(loginFormSchema), defaultValues })
  const { errors, isSubmitting } = form.formState
  return (
    <form noValidate onSubmit={form.handleSubmit(onSubmit)} className="space-y-5">
      <AuthEmailField
        id="login-email"
        label={t('auth.fields.email')}
        error={message(errors.email?.message)}
        invalid={Boolean(errors.email)}
        registration={form.register('email')}
      />
      <AuthField
        id="login-password"
        label={t('auth.fields.password')}
        error={message(errors.password?.message)}
        invalid={Boolean(errors.password)}
      >
        {(control) => (
          <PasswordInput
            {...control}
            autoComplete="current-password"
            {...form.register('password')}
          />
        )}
      </AuthField>
      <SubmitButton busy={isSubmitting} size="lg" className="w-full">
        {t('auth.login.submit')}
      </SubmitButton>
    </form>
  )
}
