import { Copy } from 'lucide-react'
import { type FormEvent, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'

import { SubmitButton } from '@/components/crud/submit-button'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { toast } from '@/lib/toast'

import { dropFactor, enrolTotp, verifyTotp } from './api/two-factor'
import { MfaCodeField } from './mfa-code-field'

interface Pending {
  id: string
  qr: string
  secret: string
}

/**
 * Registers an authenticator app: a name for the device, then the QR code (and its key as text
 * for typing or copying), then a code from the app, which activates the factor.
 */
export function MfaEnrolForm({
  onDone,
  onCancel,
}: {
  onDone: () => unknown
  onCancel?: () => void
}) {
  const { t } = useTranslation('admin')
  const nameId = useId()
  const [name, setName] = useState('')
  const [pending, setPending] = useState<Pending | null>(null)
  const [busy, setBusy] = useState(false)
  const [code, setCode] = useState('')
  const [codeError, setCodeError] = useState<string | null>(null)

  const start = async (event: FormEvent) => {
    event.preventDefault()
    setBusy(true)
    const { data, error } = await enrolTotp(name.trim() || t('security.twoFactor.unnamed'))
    setBusy(false)
    if (error) {
      void toast.error(t('security.enrol.failed'), error.message)
      return
    }
    setPending({ id: data.id, qr: data.totp.qr_code, secret: data.totp.secret })
  }

  const confirm = async (event: FormEvent) => {
    event.preventDefault()
    if (!pending) return
    setBusy(true)
    const { error } = await verifyTotp(pending.id, code.trim())
    setBusy(false)
    if (error) {
      setCodeError(
        t(error.status === 429 ? 'security.challenge.tooMany' : 'security.challenge.wrong'),
      )
      return
    }
    void toast.success(t('security.enrol.done'))
    await onDone()
  }

  const cancel = async () => {
    // The unverified factor would expire by itself; removing it keeps the list clean.
    if (pending) await dropFactor(pending.id)
    setPending(null)
    onCancel?.()
  }

  if (!pending) {
    return (
      <form onSubmit={(e) => void start(e)} className="space-y-4">
        <div className="space-y-2">
          <Label htmlFor={nameId}>{t('security.enrol.nameLabel')}</Label>
          <Input
            id={nameId}
            value={name}
            maxLength={120}
            onChange={(e) => setName(e.target.value)}
            aria-describedby={`${nameId}-hint`}
          />
          <p id={`${nameId}-hint`} className="text-sm text-muted-foreground">
            {t('security.enrol.nameHint')}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <SubmitButton busy={busy}>{t('security.enrol.start')}</SubmitButton>
          {onCancel ? (
            <Button type="button" variant="outline" onClick={onCancel}>
              {t('security.enrol.cancel')}
            </Button>
          ) : null}
        </div>
      </form>
    )
  }

  return (
    <form onSubmit={(e) => void confirm(e)} className="space-y-4">
      <p className="text-sm">{t('security.enrol.scan')}</p>
      <img
        src={pending.qr}
        alt={t('security.enrol.qrAlt')}
        width={192}
        height={192}
        className="size-48 rounded-md border bg-white p-2"
      />
      <div className="space-y-1">
        <p className="text-sm font-medium">{t('security.enrol.secretLabel')}</p>
        <div className="flex flex-wrap items-center gap-2">
          <code
            data-testid="mfa-secret"
            className="break-all rounded bg-muted px-2 py-1 font-mono text-sm"
          >
            {pending.secret}
          </code>
          <Button
            type="button"
            variant="outline"
            size="sm"
            onClick={() =>
              void navigator.clipboard
                ?.writeText(pending.secret)
                .then(() => toast.success(t('security.enrol.copied')))
            }
          >
            <Copy aria-hidden="true" />
            {t('security.enrol.copy')}
          </Button>
        </div>
      </div>
      <MfaCodeField
        label={t('security.enrol.codeLabel')}
        value={code}
        onChange={(v) => {
          setCode(v)
          setCodeError(null)
        }}
        error={codeError}
      />
      <div className="flex flex-wrap gap-2">
        <SubmitButton busy={busy}>{t('security.enrol.confirm')}</SubmitButton>
        <Button type="button" variant="outline" onClick={() => void cancel()}>
          {t('security.enrol.cancel')}
        </Button>
      </div>
    </form>
  )
}
