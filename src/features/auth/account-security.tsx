import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { ShieldCheck, Trash2 } from 'lucide-react'
import { type ReactNode, useState } from 'react'
import { useTranslation } from 'react-i18next'

import { ConfirmDialog } from '@/components/crud/confirm-dialog'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card'
import { Label } from '@/components/ui/label'
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@/components/ui/select'
import type { StaffRoleName } from '@/config/permissions'
import { toast } from '@/lib/toast'

import {
  getTwoFactorPolicy,
  listOwnFactors,
  removeOwnFactor,
  saveTwoFactorPolicy,
  twoFactorKeys,
  type TwoFactorPolicy,
} from './api/two-factor'
import { useAuth } from './auth-context'
import { MfaEnrolForm } from './mfa-enrol-form'

/**
 * "Keamanan akun / Account security" in the profile: a container of blocks, each a card of its
 * own. Two-factor sign-in comes first, the policy for admins; other blocks (sessions, …) are
 * passed as children and appended.
 */
export function AccountSecuritySection({
  role,
  children,
}: {
  role: StaffRoleName
  children?: ReactNode
}) {
  const { t } = useTranslation('admin')
  return (
    <section aria-labelledby="account-security-title" className="grid gap-4">
      <div>
        <h2 id="account-security-title" className="text-lg font-semibold">
          {t('security.title')}
        </h2>
        <p className="text-sm text-muted-foreground">{t('security.description')}</p>
      </div>
      <div className="grid gap-4 lg:grid-cols-2">
        <TwoFactorCard />
        {role === 'admin' ? <TwoFactorPolicyCard /> : null}
        {children}
      </div>
    </section>
  )
}

function TwoFactorCard() {
  const { t, i18n } = useTranslation('admin')
  const { session } = useAuth()
  const queryClient = useQueryClient()
  const token = session?.access_token ?? ''
  const [adding, setAdding] = useState(false)
  const [removing, setRemoving] = useState<{ id: string; name: string } | null>(null)
  const factors = useQuery({
    queryKey: twoFactorKeys.factors(token),
    queryFn: listOwnFactors,
    enabled: token !== '',
  })
  const refresh = () => queryClient.invalidateQueries({ queryKey: twoFactorKeys.all })
  const remove = useMutation({
    mutationFn: removeOwnFactor,
    onSuccess: async () => {
      void toast.success(t('security.twoFactor.removed'))
      await refresh()
    },
    onError: (error: { code?: string; message: string }) =>
      void toast.error(
        t('profile.notifications.failed'),
        error.code === 'insufficient_aal' ? t('security.twoFactor.needsCode') : error.message,
      ),
  })

  const verified = factors.data?.verified ?? []
  const atAal1WithFactor = verified.length > 0 && factors.data?.aal !== 'aal2'
  const date = (iso: string) =>
    new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' }).format(new Date(iso))

  return (
    <Card>
      <CardHeader>
        <h3 className="flex items-center gap-2 text-base font-semibold leading-none tracking-tight">
          <ShieldCheck aria-hidden="true" className="size-5 text-primary" />
          {t('security.twoFactor.title')}
        </h3>
        <CardDescription>{t('security.twoFactor.description')}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        {verified.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('security.twoFactor.none')}</p>
        ) : (
          <ul className="divide-y rounded-md border" aria-label={t('security.twoFactor.title')}>
            {verified.map((factor) => {
              const name = factor.friendly_name || t('security.twoFactor.unnamed')
              return (
                <li key={factor.id} className="flex flex-wrap items-center gap-3 p-3">
                  <div className="min-w-0 flex-1">
                    <p className="break-words font-medium">{name}</p>
                    <p className="text-xs text-muted-foreground">
                      {t('security.twoFactor.addedOn', { date: date(factor.created_at) })}
                    </p>
                  </div>
                  <Badge variant="outline">{t('security.twoFactor.verified')}</Badge>
                  <Button
                    type="button"
                    variant="outline"
                    size="sm"
                    onClick={() => setRemoving({ id: factor.id, name })}
                  >
                    <Trash2 aria-hidden="true" />
                    {t('security.twoFactor.remove')}
                  </Button>
                </li>
              )
            })}
          </ul>
        )}
        {adding ? (
          <MfaEnrolForm
            onDone={async () => {
              setAdding(false)
              await refresh()
            }}
            onCancel={() => setAdding(false)}
          />
        ) : verified.length >= 2 ? (
          <p className="text-sm text-muted-foreground">{t('security.twoFactor.max')}</p>
        ) : atAal1WithFactor ? (
          <p className="text-sm text-muted-foreground">{t('security.twoFactor.needsCode')}</p>
        ) : (
          <Button type="button" onClick={() => setAdding(true)} disabled={factors.isPending}>
            {t('security.twoFactor.add')}
          </Button>
        )}
      </CardContent>
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => (open ? null : setRemoving(null))}
        title={t('security.twoFactor.remove')}
        description={t('security.twoFactor.removeConfirm', { name: removing?.name ?? '' })}
        confirmLabel={t('security.twoFactor.remove')}
        onConfirm={() => (removing ? remove.mutateAsync(removing.id).catch(() => {}) : null)}
      />
    </Card>
  )
}

const POLICIES: TwoFactorPolicy[] = ['none', 'admins', 'admins_editors']

function TwoFactorPolicyCard() {
  const { t } = useTranslation('admin')
  const queryClient = useQueryClient()
  const policy = useQuery({
    queryKey: twoFactorKeys.policy,
    queryFn: getTwoFactorPolicy,
  })
  const save = useMutation({
    mutationFn: saveTwoFactorPolicy,
    onSuccess: async () => {
      void toast.success(t('security.policy.saved'))
      await queryClient.invalidateQueries({ queryKey: twoFactorKeys.all })
    },
    onError: (error: { hint?: string; message: string }) =>
      void toast.error(
        t('profile.notifications.failed'),
        error.hint === 'enrol_first' ? t('security.policy.enrolFirst') : error.message,
      ),
  })
  return (
    <Card>
      <CardHeader>
        <h3 className="text-base font-semibold leading-none tracking-tight">
          {t('security.policy.title')}
        </h3>
        <CardDescription>{t('security.policy.description')}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-2">
        <Label htmlFor="two-factor-policy">{t('security.policy.label')}</Label>
        <Select
          value={policy.data ?? 'none'}
          onValueChange={(value) => save.mutate(value as TwoFactorPolicy)}
          disabled={policy.isPending || save.isPending}
        >
          <SelectTrigger id="two-factor-policy">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            {POLICIES.map((value) => (
              <SelectItem key={value} value={value}>
                {t(`security.policy.${value}`)}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </CardContent>
    </Card>
  )
}
