import { Check, Copy, type LucideIcon } from 'lucide-react'
import { useSyncExternalStore } from 'react'
import { useTranslation } from 'react-i18next'

import { Button } from '@/components/ui/button'
import { useCopy } from '@/lib/use-copy'

/** The public-locale groups that hold a copy button's four texts (copy, copied, copiedAnnouncement,
 * copyFailed). */
type CopyTexts = 'news.share' | 'register.verify' | 'forms.success'

const noSubscription = () => () => {}

/**
 * Copies `text` to the clipboard and says so, visibly and to screen readers. With
 * `onlyWithClipboard` it shows only where the script runs and the browser offers a clipboard: the
 * server renders it hidden from a page whose scripts do not run (`no-js:`), so its island can load
 * on the first touch (src/app/islands.ts), and it goes once that code finds no clipboard.
 */
export function CopyButton({
  text,
  texts,
  icon: Icon = Copy,
  label,
  onlyWithClipboard = false,
}: {
  text: string
  texts: CopyTexts
  icon?: LucideIcon
  /** An accessible name when the visible "Copy" alone would not say what is copied. */
  label?: string
  onlyWithClipboard?: boolean
}) {
  const { t } = useTranslation('public')
  const available = useSyncExternalStore(
    noSubscription,
    () => Boolean(navigator.clipboard),
    () => true,
  )
  const { state, copy } = useCopy(text)

  if (onlyWithClipboard && !available) return null
  return (
    <>
      <Button
        type="button"
        variant="outline"
        size="sm"
        onClick={() => void copy()}
        aria-label={label}
        className={onlyWithClipboard ? 'no-js:hidden' : undefined}
      >
        {state === 'copied' ? <Check aria-hidden="true" /> : <Icon aria-hidden="true" />}
        {state === 'copied' ? t(`${texts}.copied`) : t(`${texts}.copy`)}
      </Button>
      <span role="status" className="sr-only">
        {state === 'copied' ? t(`${texts}.copiedAnnouncement`) : ''}
      </span>
      {state === 'failed' ? (
        <p className="w-full text-sm text-muted-foreground">{t(`${texts}.copyFailed`)}</p>
      ) : null}
    </>
  )
}
