import { MessageCircle } from 'lucide-react'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'

import { CHAT_BUTTON_SCROLL_THRESHOLD_PX } from '@/config/constants'
import { cn } from '@/lib/utils'
import { whatsAppUrl } from '@/lib/whatsapp'

/**
 * Floating chat link to WhatsApp; appears after 300 px of scroll. `number` is the settings'
 * WhatsApp number (not the office phone, which may be a landline); absent without one.
 */
export function WhatsAppButton({ number }: { number: string | null | undefined }) {
  const { t } = useTranslation('public')
  const [visible, setVisible] = useState(false)
  const href = whatsAppUrl(number)

  useEffect(() => {
    if (!href) return
    const update = () => setVisible(window.scrollY > CHAT_BUTTON_SCROLL_THRESHOLD_PX)
    update()
    window.addEventListener('scroll', update, { passive: true })
    return () => window.removeEventListener('scroll', update)
  }, [href])

  if (!href || !visible) return null
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={t('chat.label')}
      title={t('chat.label')}
      className={cn(
        'fixed bottom-5 right-5 z-40 flex size-14 items-center justify-center rounded-full bg-[#0b7a3e] text-white shadow-lg transition-transform animate-in fade-in-0 zoom-in-90 hover:scale-105 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background',
      )}
    >
      <MessageCircle aria-hidden="true" className="size-7" />
    </a>
  )
}
