import { zodResolver } from '@hookform/resolvers/zod'
import { MailCheck, Send } from 'lucide-react'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'

import { SubmitButton } from '@/components/crud/submit-button'
import { authRoutes } from '@/config/routes'

import { requestPasswordReset, TooManyRequestsError } from '../api/email-links'
import { forgotFormSchema, type ForgotFormValues } from '../schemas'
import { AuthEmailField } from './auth-field'
import { useFieldMessage } from './use-field-message'

/**
 * "Forgot password": the email, then the same confirmation whether or not the account exists
 * (the server answers alike). Asking again too soon is refused with its own message.
 */
export function ForgotPasswordForm({ defaultEmail }: { defaultEmail: string }) {
  const { t } = useTranslation('admin')
  const message = useFieldMessage()
  const [sent, setSent] = useState(false)
  const [failure, setFailure] = useState<'rateLimited' | 'failed' | null>(null)
  const form = useForm<ForgotFormValues>({
    resolver: zodResolver(forgotFormSchema),
    defaultValues: { email: defaultEmail },
  })
  const { errors, isSubmitting } = form.formState
  const submit = form.handleSubmit(async ({ email }) => {
    setFailure(null)
    try {
      await requestPasswordReset(email)
      setSent(true)
    } catch (error) {
      setFailure(error instanceof TooManyRequestsError ? 'rateLimited' : 'failed')
    }
  })
  const back = (
    <p className="mt-5 text-center text-sm">
      <Link
        to={authRoutes.login}
        replace
        className="font-medium text-primary underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
      >
        {t('auth.recovery.backToLogin')}
      </Link>
    </p>
  )
  if (sent) {
    return (
      <div>
        <div
          role="status"
          className="flex gap-3 rounded-md border border-primary/30 bg-primary/5 p-4 text-sm"
        >
          <MailCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
          <p>{t('auth.recovery.sent')}</p>
        </div>
        {back}
      </div>
    )
  }
  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="space-y-5">
      <AuthEmailField
        id="forgot-email"
        label={t('auth.fields.email')}
        error={message(errors.email?.message)}
        invalid={Boolean(errors.email)}
        registration={form.register('email')}
      />
      {failure ? (
        <p role="alert" className="text-sm font-medium text-destructive">
          {t(`auth.recovery.${failure}`)}
        </p>
      ) : null}
      <SubmitButton busy={isSubmitting} icon={Send} size="lg" className="w-full">
        {t('auth.recovery.submit')}
      </SubmitButton>
      {back}
    </form>
  )
}
