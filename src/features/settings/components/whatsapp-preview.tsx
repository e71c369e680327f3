import { ExternalLink, MessageCircle } from 'lucide-react'
import { useTranslation } from 'react-i18next'

import { whatsAppUrl } from '@/lib/whatsapp'

/**
 * Live preview of the chat button's link for the WhatsApp number being typed (already
 * normalised, null while empty or invalid; docs/product.md#chat-button).
 */
export function WhatsAppPreview({ number }: { number: string | null }) {
  const { t } = useTranslation('admin')
  const url = whatsAppUrl(number)
  return (
    <div className="grid gap-1 rounded-md border bg-muted/40 p-3 text-sm" aria-live="polite">
      <span className="flex items-center gap-2 font-medium">
        <MessageCircle className="size-4" aria-hidden="true" />
        {t('settings.whatsapp.label')}
      </span>
      {url ? (
        <span className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <code className="break-all" data-testid="whatsapp-preview">
            {url}
          </code>
          <a
            href={url}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex items-center gap-1 text-primary underline underline-offset-4 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
          >
            {t('settings.whatsapp.open')}
            <ExternalLink className="size-3.5" aria-hidden="true" />
          </a>
        </span>
      ) : (
        <span className="text-muted-foreground">{t('settings.whatsapp.none')}</span>
      )}
    </div>
  )
}
