import { useMutation } from '@tanstack/react-query'
import { FileSignature } from 'lucide-react'
import { useTranslation } from 'react-i18next'

import { Button } from '@/components/ui/button'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog'
import { toast } from '@/lib/toast'

import { signCheckpoint } from '../api/sign-checkpoint'

/**
 * "Buat checkpoint sekarang / Sign checkpoint now" (admins): the server signs the register's
 * status-event chain with the site's key (register-checkpoint function) and the result is shown.
 */
export function SignCheckpointButton() {
  const { t, i18n } = useTranslation('admin')
  const sign = useMutation({
    mutationFn: signCheckpoint,
    onError: (error: Error) => void toast.error(t('certificates.checkpoint.failed'), error.message),
  })
  const result = sign.data
  return (
    <>
      <Button
        type="button"
        variant="outline"
        onClick={() => sign.mutate()}
        disabled={sign.isPending}
        aria-busy={sign.isPending}
      >
        <FileSignature aria-hidden="true" />
        {t('certificates.checkpoint.action')}
      </Button>
      <Dialog open={result !== undefined} onOpenChange={(open) => (open ? null : sign.reset())}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>{t('certificates.checkpoint.title')}</DialogTitle>
            <DialogDescription>{t('certificates.checkpoint.description')}</DialogDescription>
          </DialogHeader>
          {result ? (
            <dl className="grid gap-2 text-sm">
              <div>
                <dt className="font-medium">{t('certificates.checkpoint.count')}</dt>
                <dd data-testid="checkpoint-count">{result.event_count}</dd>
              </div>
              <div>
                <dt className="font-medium">{t('certificates.checkpoint.head')}</dt>
                <dd className="break-all font-mono text-xs" data-testid="checkpoint-head">
                  {result.head_hash}
                </dd>
              </div>
              <div>
                <dt className="font-medium">{t('certificates.checkpoint.time')}</dt>
                <dd>
                  {new Intl.DateTimeFormat(i18n.language, {
                    dateStyle: 'medium',
                    timeStyle: 'medium',
                  }).format(new Date(result.signed_at))}
                </dd>
              </div>
            </dl>
          ) : null}
          <DialogFooter>
            <Button type="button" onClick={() => sign.reset()}>
              {t('certificates.checkpoint.close')}
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </>
  )
}
