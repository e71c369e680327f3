import { Check, Copy } from 'lucide-react'
import { useSyncExternalStore } from 'react'
import { useTranslation } from 'react-i18next'

import { Button } from '@/components/ui/button'
import { useCopy } from '@/lib/use-copy'

const noSubscription = () => () => {}

/**
 * Copies the badge's embed code (an island on the verify page). Shown only where the script runs
 * and the browser offers a clipboard: without JavaScript the code stays selectable text.
 */
export function CopyBadgeCodeButton({ code }: { code: string }) {
  const { t } = useTranslation('public')
  const available = useSyncExternalStore(
    noSubscription,
    () => Boolean(navigator.clipboard),
    () => false,
  )
  const { state, copy } = useCopy(code)

  if (!available) return null
  return (
    <>
      <Button type="button" variant="outline" size="sm" onClick={() => void copy()}>
        {state === 'copied' ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
        {state === 'copied' ? t('register.verify.copied') : t('register.verify.copy')}
      </Button>
      <span role="status" className="sr-only">
        {state === 'copied' ? t('register.verify.copiedAnnouncement') : ''}
      </span>
      {state === 'failed' ? (
        <p className="w-full text-sm text-muted-foreground">{t('register.verify.copyFailed')}</p>
      ) : null}
    </>
  )
}
