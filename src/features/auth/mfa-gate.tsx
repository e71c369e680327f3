import { useQuery, useQueryClient } from '@tanstack/react-query'
import { type FormEvent, type ReactNode, useState } from 'react'
import { useTranslation } from 'react-i18next'

import { ShellSpinner } from '@/components/admin-shell/shell-spinner'
import { SubmitButton } from '@/components/crud/submit-button'
import { Button } from '@/components/ui/button'
import { Checkbox } from '@/components/ui/checkbox'
import { Label } from '@/components/ui/label'
import type { StaffRoleName } from '@/config/permissions'
import { toast } from '@/lib/toast'

import {
  loadTwoFactorState,
  offerPending,
  saveTwoFactorPolicy,
  setOffer,
  twoFactorKeys,
  verifyOwnCode,
} from './api/two-factor'
import { useAuth } from './auth-context'
import { AuthPageShell } from './components/auth-page-shell'
import { MfaCodeField } from './mfa-code-field'
import { MfaEnrolForm } from './mfa-enrol-form'

/**
 * Before any admin screen renders: a session of an account with a verified factor confirms a
 * code first (aal1 → aal2); an account whose role the policy covers and that has no factor
 * registers one; right after first-time setup the new main admin is offered to (skippable).
 * The database enforces the same (ADR 025); this only spares the user refused requests.
 */
export function TwoFactorGate({ role, children }: { role: StaffRoleName; children: ReactNode }) {
  const { session, signOut } = useAuth()
  const token = session?.access_token ?? ''
  const state = useQuery({
    queryKey: twoFactorKeys.state(token),
    queryFn: loadTwoFactorState,
    enabled: token !== '',
    staleTime: Infinity,
  })
  const [offer, setOfferState] = useState(offerPending)

  if (state.isPending) return <ShellSpinner />
  // A failed check leaves the screens to the database's own refusals.
  if (state.isError) return children
  const { currentLevel, nextLevel, required, enrolled } = state.data
  if (currentLevel !== 'aal2' && nextLevel === 'aal2')
    return <ChallengeScreen onSignOut={() => void signOut()} />
  if (required && !enrolled) return <RequiredScreen onSignOut={() => void signOut()} />
  if (offer && role === 'admin' && !enrolled)
    return (
      <OfferScreen
        onClose={() => {
          setOffer(false)
          setOfferState(false)
        }}
      />
    )
  return children
}

function ChallengeScreen({ onSignOut }: { onSignOut: () => void }) {
  const { t } = useTranslation('admin')
  const [code, setCode] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    setBusy(true)
    const result = await verifyOwnCode(code.trim())
    setBusy(false)
    if (result.error) {
      setError(
        t(result.error.status === 429 ? 'security.challenge.tooMany' : 'security.challenge.wrong'),
      )
      setCode('')
    }
    // On success auth-js emits MFA_CHALLENGE_VERIFIED: the new session re-runs the gate.
  }

  return (
    <AuthPageShell
      backLink={false}
      pageTitle={t('security.challenge.pageTitle')}
      title={t('security.challenge.title')}
      description={t('security.challenge.description')}
    >
      <form onSubmit={(e) => void submit(e)} className="space-y-5">
        <MfaCodeField
          label={t('security.challenge.codeLabel')}
          value={code}
          onChange={(v) => {
            setCode(v)
            setError(null)
          }}
          error={error}
        />
        <div className="flex flex-wrap gap-2">
          <SubmitButton busy={busy} size="lg" className="flex-1">
            {t('security.challenge.submit')}
          </SubmitButton>
          <Button type="button" variant="outline" size="lg" onClick={onSignOut}>
            {t('security.challenge.signOut')}
          </Button>
        </div>
      </form>
    </AuthPageShell>
  )
}

function RequiredScreen({ onSignOut }: { onSignOut: () => void }) {
  const { t } = useTranslation('admin')
  const queryClient = useQueryClient()
  return (
    <AuthPageShell
      backLink={false}
      pageTitle={t('security.required.pageTitle')}
      title={t('security.required.title')}
      description={t('security.required.description')}
    >
      <MfaEnrolForm onDone={() => queryClient.invalidateQueries({ queryKey: twoFactorKeys.all })} />
      <Button type="button" variant="ghost" className="mt-4 w-full" onClick={onSignOut}>
        {t('security.challenge.signOut')}
      </Button>
    </AuthPageShell>
  )
}

function OfferScreen({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('admin')
  const queryClient = useQueryClient()
  const [requireAll, setRequireAll] = useState(true)
  const done = async () => {
    if (requireAll) {
      try {
        await saveTwoFactorPolicy('admins_editors')
        void toast.success(t('security.policy.saved'))
      } catch (error) {
        void toast.error(t('profile.notifications.failed'), (error as Error).message)
      }
    }
    onClose()
    await queryClient.invalidateQueries({ queryKey: twoFactorKeys.all })
  }
  return (
    <AuthPageShell
      backLink={false}
      pageTitle={t('security.offer.pageTitle')}
      title={t('security.offer.title')}
      description={t('security.offer.description')}
    >
      <div className="mb-4 flex items-start gap-2">
        <Checkbox
          id="offer-require"
          checked={requireAll}
          onCheckedChange={(v) => setRequireAll(v === true)}
        />
        <Label htmlFor="offer-require" className="leading-snug">
          {t('security.offer.requireLabel')}
        </Label>
      </div>
      <MfaEnrolForm onDone={done} />
      <Button type="button" variant="ghost" className="mt-4 w-full" onClick={onClose}>
        {t('security.offer.skip')}
      </Button>
    </AuthPageShell>
  )
}
