import { zodResolver } from '@hookform/resolvers/zod'
import { Wand2 } from 'lucide-react'
import { useEffect, useState } from 'react'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'

import { SubmitButton } from '@/components/crud/submit-button'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { generatePassword } from '@/lib/password'
import {
  isGuessablePassword,
  isWeakPasswordError,
  preloadPasswordCheck,
} from '@/lib/password-check'
import { useErrorText } from '@/lib/resource/db-errors'
import { toast } from '@/lib/toast'

import { useCreateAdminUserMutation } from '../api/create-admin-user'
import { setOffer } from '../api/two-factor'
import { setupFormSchema, type SetupFormValues } from '../schemas'
import { AuthEmailField, AuthField } from './auth-field'
import { PasswordInput } from './password-input'
import { useFieldMessage } from './use-field-message'

const FIELDS = ['full_name', 'email', 'password', 'setup_token'] as const

export interface SetupFormProps {
  defaultValues: SetupFormValues
  /** Signs the new admin in without a toast of its own (the page then redirects). */
  signIn: (email: string, password: string, options: { quiet: true }) => Promise<{ error: unknown }>
  /** The server asks for its SETUP_TOKEN (a fresh public server): the form shows the field. */
  tokenRequired?: boolean
}

/**
 * First-time setup: creates the main admin through create-admin-user, then signs in. The
 * operator types or generates the password; a generated or prefilled (demo mode) one is shown in
 * clear, so the form never submits a password the operator has not seen.
 */
export function SetupForm({ defaultValues, signIn, tokenRequired = false }: SetupFormProps) {
  const { t } = useTranslation('admin')
  const message = useFieldMessage()
  const describe = useErrorText()
  const createAdmin = useCreateAdminUserMutation()
  const form = useForm<SetupFormValues>({ resolver: zodResolver(setupFormSchema), defaultValues })
  const { errors, isSubmitting } = form.formState
  const [passwordVisible, setPasswordVisible] = useState(defaultValues.password !== '')
  useEffect(preloadPasswordCheck, [])

  const generate = () => {
    form.setValue('password', generatePassword(), { shouldDirty: true, shouldValidate: true })
    setPasswordVisible(true)
  }

  const onSubmit = async (values: SetupFormValues) => {
    if (tokenRequired && !values.setup_token?.trim()) {
      form.setError(
        'setup_token',
        { message: 'auth.validation.setupTokenRequired' },
        { shouldFocus: true },
      )
      return
    }
    if (await isGuessablePassword(values.password, [values.email, values.full_name])) {
      form.setError('password', { message: 'auth.validation.passwordWeak' }, { shouldFocus: true })
      return
    }
    try {
      await createAdmin.mutateAsync({
        email: values.email,
        password: values.password,
        ...(values.full_name ? { full_name: values.full_name } : {}),
        ...(tokenRequired ? { setup_token: values.setup_token?.trim() } : {}),
      })
    } catch (error) {
      if (isWeakPasswordError(error)) {
        form.setError(
          'password',
          { message: 'auth.validation.passwordWeak' },
          { shouldFocus: true },
        )
        return
      }
      const { field, message: text } = describe(error, {
        fields: FIELDS,
        fallback: 'auth.toast.adminFailed.text',
      })
      const known = FIELDS.find((f) => f === field)
      if (known) form.setError(known, { message: text }, { shouldFocus: true })
      void toast.error(t('auth.toast.adminFailed.title'), text)
      return
    }
    // Exactly one toast: created and signed in, or created and asked to sign in.
    const { error } = await signIn(values.email, values.password, { quiet: true })
    // The new main admin is offered two-factor sign-in before the admin opens (skippable).
    if (!error) setOffer(true)
    void toast.success(
      t('auth.toast.adminCreated.title'),
      t(error ? 'auth.toast.adminCreated.text' : 'auth.toast.adminCreated.signedIn'),
    )
  }

  return (
    <form noValidate onSubmit={form.handleSubmit(onSubmit)} className="space-y-5">
      {tokenRequired ? (
        <AuthField
          id="setup-token"
          label={t('auth.fields.setupToken')}
          hint={t('auth.fields.setupTokenHint')}
          error={message(errors.setup_token?.message)}
          invalid={Boolean(errors.setup_token)}
        >
          {(control) => (
            <Input
              {...control}
              autoComplete="off"
              spellCheck={false}
              {...form.register('setup_token')}
            />
          )}
        </AuthField>
      ) : null}
      <AuthField
        id="setup-full-name"
        label={t('auth.fields.fullName')}
        hint={t('auth.fields.fullNameHint')}
        error={message(errors.full_name?.message)}
        invalid={Boolean(errors.full_name)}
      >
        {(control) => <Input {...control} autoComplete="name" {...form.register('full_name')} />}
      </AuthField>
      <AuthEmailField
        id="setup-email"
        label={t('auth.fields.email')}
        error={message(errors.email?.message)}
        invalid={Boolean(errors.email)}
        registration={form.register('email')}
      />
      <AuthField
        id="setup-password"
        label={t('auth.fields.password')}
        hint={t('auth.fields.passwordHint')}
        error={message(errors.password?.message)}
        invalid={Boolean(errors.password)}
      >
        {(control) => (
          <div className="flex gap-2">
            <div className="flex-1">
              <PasswordInput
                {...control}
                autoComplete="new-password"
                minLength={8}
                maxLength={72}
                visible={passwordVisible}
                onVisibleChange={setPasswordVisible}
                {...form.register('password')}
              />
            </div>
            <Button type="button" variant="outline" onClick={generate}>
              <Wand2 aria-hidden="true" />
              {t('auth.setup.generate')}
            </Button>
          </div>
        )}
      </AuthField>
      <SubmitButton busy={isSubmitting} size="lg" className="w-full">
        {t('auth.setup.submit')}
      </SubmitButton>
    </form>
  )
}
