import { AlertTriangle, Check, Copy } from 'lucide-react'
import { useId, useState } from 'react'
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
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'

/** Shows a generated temporary password once, with a copy button and a clear warning. */
export function TemporaryPasswordDialog({
  email,
  password,
  onClose,
}: {
  email: string
  password: string
  onClose: () => void
}) {
  const { t } = useTranslation('admin')
  const id = useId()
  const [copied, setCopied] = useState<'yes' | 'failed' | null>(null)
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(password)
      setCopied('yes')
    } catch {
      setCopied('failed')
    }
  }
  return (
    <Dialog open onOpenChange={(open) => (open ? null : onClose())}>
      <DialogContent closeLabel={t('crud.actions.close')}>
        <DialogHeader>
          <DialogTitle>{t('users.temporary.title')}</DialogTitle>
          <DialogDescription>{t('users.temporary.description', { email })}</DialogDescription>
        </DialogHeader>
        <div
          role="note"
          className="flex gap-2 rounded-md border border-amber-600/50 bg-amber-50 p-3 text-sm text-amber-950 dark:border-amber-400/40 dark:bg-amber-950/40 dark:text-amber-100"
        >
          <AlertTriangle className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <p>{t('users.temporary.warning')}</p>
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor={id}>{t('users.temporary.label')}</Label>
          <div className="flex gap-2">
            <Input
              id={id}
              readOnly
              value={password}
              className="font-mono tracking-wide"
              onFocus={(event) => event.currentTarget.select()}
              data-testid="temporary-password"
            />
            <Button type="button" variant="outline" onClick={() => void copy()}>
              {copied === 'yes' ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
              {copied === 'yes' ? t('users.actions.copied') : t('users.actions.copy')}
            </Button>
          </div>
          <p aria-live="polite" className="min-h-5 text-sm text-muted-foreground">
            {copied === 'failed' ? t('users.temporary.copyFailed') : null}
          </p>
        </div>
        <DialogFooter>
          <Button type="button" onClick={onClose}>
            {t('users.actions.done')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  )
}
