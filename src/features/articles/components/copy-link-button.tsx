import { Check, Link2 } from 'lucide-react'
import { useSyncExternalStore } from 'react'
import { useTranslation } from 'react-i18next'

import { Button } from '@/components/ui/button'
import { useCopy } from '@/lib/use-copy'

const noSubscription = () => () => {}

/**
 * Copies the article's address to the clipboard and says so, visibly and to screen readers. It
 * shows only where the script runs and the browser offers a clipboard: the server renders
 * nothing, so a page without JavaScript has no dead button.
 */
export function CopyLinkButton({ url }: { url: string }) {
  const { t } = useTranslation('public')
  const available = useSyncExternalStore(
    noSubscription,
    () => Boolean(navigator.clipboard),
    () => false,
  )
  const { state, copy } = useCopy(url)

  if (!available) return null
  return (
    <>
      <Button type="button" variant="outline" size="sm" onClick={() => void copy()}>
        {state === 'copied' ? <Check aria-hidden="true" /> : <Link2 aria-hidden="true" />}
        {state === 'copied' ? t('news.share.copied') : t('news.share.copy')}
      </Button>
      <span role="status" className="sr-only">
        {state === 'copied' ? t('news.share.copiedAnnouncement') : ''}
      </span>
      {state === 'failed' ? (
        <p className="w-full text-sm text-muted-foreground">{t('news.share.copyFailed')}</p>
      ) : null}
    </>
  )
}
