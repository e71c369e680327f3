import { zodResolver } from '@hookform/resolvers/zod'
import { UserPlus } from 'lucide-react'
import { useState } from 'react'
import { Controller, useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'

import { FieldRow } from '@/components/crud/field-row'
import { SubmitButton } from '@/components/crud/submit-button'
import { Button } from '@/components/ui/button'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog'
import { Input } from '@/components/ui/input'
import { getRuntimeEnv } from '@/lib/env'
import { EdgeFunctionError } from '@/lib/function-error'
import { useErrorText } from '@/lib/resource/db-errors'
import { toast } from '@/lib/toast'

import { useCreateStaffUserMutation } from '../api/create-staff-user'
import { createUserDefaults, createUserSchema, type CreateUserValues } from '../schemas'
import { RoleOptions } from './role-options'

/**
 * Email, full name and role of a new account; on success hands over the temporary password, or,
 * where the server sends mail and the admin ticks it, emails an invitation instead.
 */
export function CreateUserDialog({
  onClose,
  onCreated,
}: {
  onClose: () => void
  onCreated: (email: string, password: string | undefined) => void
}) {
  const { t } = useTranslation('admin')
  const describe = useErrorText()
  const mutation = useCreateStaffUserMutation()
  const [mail] = useState(() => getRuntimeEnv().mail)
  const form = useForm<CreateUserValues>({
    resolver: zodResolver(createUserSchema),
    defaultValues: createUserDefaults,
  })
  const { errors, isSubmitting } = form.formState

  const submit = form.handleSubmit(async (values) => {
    try {
      const result = await mutation.mutateAsync(values)
      const email = result.user.email ?? values.email
      void toast.success(
        t(result.invited ? 'users.notifications.invited' : 'users.notifications.created', {
          email,
        }),
      )
      onCreated(email, result.temporary_password)
    } catch (error) {
      const text = describe(error).message
      const field = error instanceof EdgeFunctionError ? error.field : undefined
      if (field === 'email' || field === 'full_name' || field === 'role') {
        form.setError(field, { type: 'server', message: text }, { shouldFocus: true })
      } else {
        void toast.error(t('users.notifications.failed'), text)
      }
    }
  })

  return (
    <Dialog open onOpenChange={(open) => (open || isSubmitting ? null : onClose())}>
      <DialogContent closeLabel={t('crud.actions.close')}>
        <DialogHeader>
          <DialogTitle>{t('users.create.title')}</DialogTitle>
          <DialogDescription>
            {t(mail ? 'users.create.descriptionMail' : 'users.create.description')}
          </DialogDescription>
        </DialogHeader>
        <form
          noValidate
          aria-label={t('users.create.title')}
          className="grid gap-4"
          onSubmit={(event) => void submit(event)}
        >
          <FieldRow label={t('users.fields.email')} required error={errors.email?.message}>
            {(control) => (
              <Input
                {...control}
                {...form.register('email')}
                type="email"
                autoComplete="off"
                maxLength={254}
              />
            )}
          </FieldRow>
          <FieldRow label={t('users.fields.fullName')} required error={errors.full_name?.message}>
            {(control) => (
              <Input
                {...control}
                {...form.register('full_name')}
                autoComplete="off"
                maxLength={120}
              />
            )}
          </FieldRow>
          <Controller
            control={form.control}
            name="role"
            render={({ field }) => (
              <RoleOptions
                name="create-user-role"
                legend={t('users.fields.role')}
                value={field.value}
                onChange={field.onChange}
              />
            )}
          />
          {mail ? (
            <label className="flex items-start gap-2 text-sm font-medium">
              <input type="checkbox" className="mt-0.5 size-4" {...form.register('invite')} />
              {t('users.create.invite')}
            </label>
          ) : null}
          <DialogFooter>
            <Button type="button" variant="outline" onClick={onClose} disabled={isSubmitting}>
              {t('crud.actions.cancel')}
            </Button>
            <SubmitButton busy={isSubmitting} icon={UserPlus}>
              {t('users.actions.create')}
            </SubmitButton>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  )
}
