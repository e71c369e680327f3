import { AlertCircle } from 'lucide-react'
import { useTranslation } from 'react-i18next'

/**
 * What the server found wrong in a form it was sent without the page's script (ADR 023): one
 * focusable box at the top, each message a link to its field. It takes the focus as the page
 * loads (`autofocus`), so keyboard and screen-reader users start from it.
 */
export function ErrorSummary({
  items,
}: {
  items: { id: string; label: string; message: string }[]
}) {
  const { t } = useTranslation('public')
  if (items.length === 0) return null
  return (
    <div
      tabIndex={-1}
      // eslint-disable-next-line jsx-a11y/no-autofocus -- the page exists to show these errors
      autoFocus
      aria-labelledby="error-summary-title"
      className="flex gap-3 rounded-md border border-destructive/50 bg-destructive/5 p-4 text-sm focus:outline-none focus-visible:ring-2 focus-visible:ring-ring"
      data-testid="error-summary"
    >
      <AlertCircle aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-destructive" />
      <div>
        <p id="error-summary-title" className="font-semibold">
          {t('forms.errorSummary')}
        </p>
        <ul className="mt-2 list-disc space-y-1 pl-5">
          {items.map((item) => (
            <li key={item.id}>
              <a href={`#${item.id}`} className="underline underline-offset-2">
                {item.label}: {item.message}
              </a>
            </li>
          ))}
        </ul>
      </div>
    </div>
  )
}
