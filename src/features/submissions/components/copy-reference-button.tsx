import { Check, Copy } from 'lucide-react'
import { useTranslation } from 'react-i18next'

import { Button } from '@/components/ui/button'
import { useCopy } from '@/lib/use-copy'

/** Copies a reference number to the clipboard and says so, visibly and to screen readers. */
export function CopyReferenceButton({ reference }: { reference: string }) {
  const { t } = useTranslation('public')
  const { state, copy } = useCopy(reference)

  return (
    <>
      <Button
        type="button"
        variant="outline"
        size="sm"
        onClick={() => void copy()}
        aria-label={t('forms.success.copyLabel', { reference })}
      >
        {state === 'copied' ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
        {state === 'copied' ? t('forms.success.copied') : t('forms.success.copy')}
      </Button>
      <span role="status" className="sr-only">
        {state === 'copied' ? t('forms.success.copiedAnnouncement') : ''}
      </span>
      {state === 'failed' ? (
        <p className="w-full text-sm text-muted-foreground">{t('forms.success.copyFailed')}</p>
      ) : null}
    </>
  )
}
