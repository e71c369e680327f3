import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { LogOut, MonitorSmartphone } from 'lucide-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'

import { ConfirmDialog } from '@/components/crud/confirm-dialog'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card'
import { formatDateTime } from '@/lib/format-date'
import { currentLanguage } from '@/lib/i18n'
import { useErrorText } from '@/lib/resource/db-errors'
import { toast } from '@/lib/toast'

import { listOwnSessions, revokeOwnSession, signOutOtherSessions } from './api/sessions'
import { describeDevice } from './sessions-device'

const sessionsKey = ['auth', 'own-sessions'] as const

/**
 * "Sesi aktif / Active sessions" in the profile: where the account is signed in (device from
 * the user agent, last used), a revoke button for each other session, and "Keluar dari
 * perangkat lain / Sign out other devices" (`signOut({ scope: 'others' })`).
 */
export function SessionsCard() {
  const { t, i18n } = useTranslation('admin')
  const language = currentLanguage(i18n)
  const describe = useErrorText()
  const queryClient = useQueryClient()
  const [confirmOthers, setConfirmOthers] = useState(false)
  const sessions = useQuery({ queryKey: sessionsKey, queryFn: listOwnSessions })
  const refresh = () => queryClient.invalidateQueries({ queryKey: sessionsKey })

  const revoke = useMutation({
    mutationFn: revokeOwnSession,
    onSuccess: () => void toast.success(t('sessions.notifications.revoked')),
    onError: (error) =>
      void toast.error(t('sessions.notifications.failed'), describe(error).message),
    onSettled: () => void refresh(),
  })

  const signOutOthers = async () => {
    const { error } = await signOutOtherSessions()
    if (error) {
      void toast.error(t('sessions.notifications.failed'), error.message)
    } else {
      void toast.success(t('sessions.notifications.othersSignedOut'))
    }
    await refresh()
  }

  const others = (sessions.data ?? []).filter((session) => !session.is_current)
  return (
    <Card>
      <CardHeader>
        <h3 className="text-lg font-semibold leading-none tracking-tight">{t('sessions.title')}</h3>
        <CardDescription>{t('sessions.description')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {sessions.isError ? (
          <p role="alert" className="text-sm text-destructive">
            {t('sessions.loadFailed')}
          </p>
        ) : null}
        <ul aria-label={t('sessions.listLabel')} className="grid gap-2">
          {(sessions.data ?? []).map((session) => {
            const device = describeDevice(session.user_agent)
            const name = device ?? t('sessions.unknownDevice')
            return (
              <li
                key={session.id}
                className="flex flex-wrap items-center justify-between gap-3 rounded-md border p-3"
              >
                <div className="flex min-w-0 items-start gap-3">
                  <MonitorSmartphone aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
                  <div className="min-w-0 text-sm">
                    <p className="flex flex-wrap items-center gap-2 font-medium">
                      <span className="break-words">{name}</span>
                      {session.is_current ? (
                        <Badge variant="outline">{t('sessions.current')}</Badge>
                      ) : null}
                    </p>
                    <p className="text-muted-foreground">
                      {t('sessions.lastUsed')}:{' '}
                      <time dateTime={session.last_used_at}>
                        {formatDateTime(session.last_used_at, language)}
                      </time>
                      {session.ip ? ` · ${session.ip}` : ''}
                    </p>
                  </div>
                </div>
                {session.is_current ? null : (
                  <Button
                    type="button"
                    variant="outline"
                    size="sm"
                    disabled={revoke.isPending}
                    aria-label={t('sessions.revokeOne', { device: name })}
                    onClick={() => revoke.mutate(session.id)}
                  >
                    <LogOut aria-hidden="true" />
                    {t('sessions.revoke')}
                  </Button>
                )}
              </li>
            )
          })}
        </ul>
        <div className="flex justify-end">
          <Button
            type="button"
            variant="outline"
            disabled={others.length === 0}
            onClick={() => setConfirmOthers(true)}
          >
            <LogOut aria-hidden="true" />
            {t('sessions.signOutOthers')}
          </Button>
        </div>
        <ConfirmDialog
          open={confirmOthers}
          onOpenChange={setConfirmOthers}
          title={t('sessions.signOutOthers')}
          description={t('sessions.signOutOthersConfirm')}
          confirmLabel={t('sessions.signOutOthers')}
          onConfirm={signOutOthers}
        />
      </CardContent>
    </Card>
  )
}
