import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'

import { CrudForm } from '@/components/crud/crud-form'
import { SwitchField } from '@/components/crud/form-fields'
import { QueryState } from '@/components/crud/query-state'
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card'
import type { StaffRoleName } from '@/config/permissions'
import { getRuntimeEnv } from '@/lib/env'
import { useErrorText } from '@/lib/resource/db-errors'
import { toast } from '@/lib/toast'

import { useOwnSettingsQuery, useSaveOwnSettingsMutation } from '../api/notification-settings'
import {
  defaultSettings,
  notificationSettingsSchema,
  type NotificationSettingsValues,
} from '../schemas'

/** "Notifikasi" on the profile: which alerts the signed-in editor or admin gets, and how. */
export function NotificationSettingsCard({
  userId,
  role,
}: {
  userId: string
  role: StaffRoleName
}) {
  const { t } = useTranslation('admin')
  const query = useOwnSettingsQuery(userId)
  return (
    <Card>
      <CardHeader>
        <h2 className="text-lg font-semibold leading-none tracking-tight">{t('alerts.title')}</h2>
        <CardDescription>{t('alerts.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        <QueryState query={query}>
          {query.isSuccess ? (
            <SettingsForm
              key={JSON.stringify(query.data)}
              userId={userId}
              values={query.data ?? defaultSettings(role)}
            />
          ) : null}
        </QueryState>
      </CardContent>
    </Card>
  )
}

function SettingsForm({ userId, values }: { userId: string; values: NotificationSettingsValues }) {
  const { t } = useTranslation('admin')
  const describe = useErrorText()
  // The daily digest and staff emails come from the mail worker (docs/decisions/013): say so
  // where no mail server is configured.
  const mail = getRuntimeEnv().mail
  const form = useForm<NotificationSettingsValues>({
    resolver: zodResolver(notificationSettingsSchema),
    defaultValues: values,
  })
  const save = useSaveOwnSettingsMutation()
  const onSubmit = form.handleSubmit(async (next) => {
    try {
      await save.mutateAsync({ userId, values: next })
      void toast.success(t('alerts.saved'))
    } catch (error) {
      void toast.error(
        t('alerts.saveFailed'),
        `${describe(error).message} ${t('crud.notifications.keptInput')}`,
      )
    }
  })
  return (
    <CrudForm form={form} onSubmit={onSubmit} dialogs={null} label={t('alerts.title')}>
      <SwitchField
        control={form.control}
        name="new_submissions"
        label={t('alerts.newSubmissions')}
        description={t('alerts.newSubmissionsHint')}
      />
      <SwitchField
        control={form.control}
        name="overdue_digest"
        label={t('alerts.overdueDigest')}
        description={mail ? t('alerts.overdueDigestHint') : t('alerts.overdueDigestNoMail')}
      />
      <SwitchField
        control={form.control}
        name="by_email"
        label={t('alerts.byEmail')}
        description={
          mail ? t('alerts.byEmailHint') : `${t('alerts.byEmailHint')} ${t('alerts.byEmailNoMail')}`
        }
      />
    </CrudForm>
  )
}
