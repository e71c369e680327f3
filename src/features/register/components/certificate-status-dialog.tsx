import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'

import { FieldRow } from '@/components/crud/field-row'
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
import { Textarea } from '@/components/ui/textarea'
import { useErrorText } from '@/lib/resource/db-errors'
import { toast } from '@/lib/toast'

import { changeCertificateStatus } from '../api/admin-certificates'
import { registerKeys } from '../api/keys'

const STATUSES = ['aktif', 'dibekukan', 'dicabut'] as const

/**
 * "Ubah status": the new status, its reason (required to freeze or revoke; the database
 * checks too) and date. Saved only if the certificate is unchanged since it was loaded; the
 * database writes the history event. Revoked is final: the dialog says so and offers nothing.
 */
export function CertificateStatusDialog({
  certificate,
  today,
  open,
  onOpenChange,
}: {
  certificate: { id: string; number: string; status: string; updated_at: string }
  /** Today in Asia/Jakarta (`YYYY-MM-DD`): the default status date. */
  today: string
  open: boolean
  onOpenChange: (open: boolean) => void
}) {
  const { t } = useTranslation('admin')
  const describe = useErrorText()
  const queryClient = useQueryClient()
  const choices = STATUSES.filter((s) => s !== certificate.status)
  const [status, setStatus] = useState<string>(choices[0] ?? '')
  const [reasonId, setReasonId] = useState('')
  const [reasonEn, setReasonEn] = useState('')
  const [changedOn, setChangedOn] = useState(today)
  const [error, setError] = useState<string | undefined>()
  const [saving, setSaving] = useState(false)
  const final = certificate.status === 'dicabut'

  const save = async () => {
    if (status !== 'aktif' && !reasonId.trim()) {
      setError(t('certificates.statusDialog.reasonRequired'))
      return
    }
    setSaving(true)
    try {
      await changeCertificateStatus(certificate, {
        status,
        reason: reasonId.trim() ? { id: reasonId.trim(), en: reasonEn.trim() } : null,
        changed_on: changedOn,
      })
      await queryClient.invalidateQueries({ queryKey: registerKeys.all })
      void toast.success(
        t('certificates.statusDialog.saved', {
          number: certificate.number,
          status: t(`certificates.status.${status as 'aktif'}`),
        }),
      )
      onOpenChange(false)
    } catch (e) {
      setError(describe(e, { table: 'certificates' }).message)
    } finally {
      setSaving(false)
    }
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>
            {t('certificates.statusDialog.title', { number: certificate.number })}
          </DialogTitle>
          <DialogDescription>
            {final
              ? t('certificates.statusDialog.final')
              : t('certificates.statusDialog.description')}
          </DialogDescription>
        </DialogHeader>
        {final ? null : (
          <form
            id="certificate-status-form"
            noValidate
            className="grid gap-4"
            onSubmit={(e) => {
              e.preventDefault()
              void save()
            }}
          >
            <FieldRow label={t('certificates.statusDialog.newStatus')} required>
              {(control) => (
                <select
                  {...control}
                  value={status}
                  onChange={(e) => setStatus(e.target.value)}
                  className="flex h-10 w-full rounded-md border border-input bg-background px-3 text-sm"
                >
                  {choices.map((s) => (
                    <option key={s} value={s}>
                      {t(`certificates.status.${s}`)}
                    </option>
                  ))}
                </select>
              )}
            </FieldRow>
            <FieldRow
              label={t('certificates.fields.reasonId')}
              required={status !== 'aktif'}
              error={error}
            >
              {(control) => (
                <Textarea
                  {...control}
                  value={reasonId}
                  onChange={(e) => setReasonId(e.target.value)}
                  maxLength={500}
                />
              )}
            </FieldRow>
            <FieldRow label={t('certificates.fields.reasonEn')}>
              {(control) => (
                <Textarea
                  {...control}
                  value={reasonEn}
                  onChange={(e) => setReasonEn(e.target.value)}
                  maxLength={500}
                />
              )}
            </FieldRow>
            <FieldRow label={t('certificates.fields.changedOn')} required>
              {(control) => (
                <Input
                  {...control}
                  type="date"
                  value={changedOn}
                  onChange={(e) => setChangedOn(e.target.value)}
                />
              )}
            </FieldRow>
          </form>
        )}
        <DialogFooter>
          <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
            {t('crud.actions.cancel')}
          </Button>
          {final ? null : (
            <Button type="submit" form="certificate-status-form" disabled={saving}>
              {t('certificates.statusDialog.save')}
            </Button>
          )}
        </DialogFooter>
      </DialogContent>
    </Dialog>
  )
}
