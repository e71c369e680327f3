import * as DialogPrimitive from '@radix-ui/react-dialog'
import { BadgePercent } from 'lucide-react'
import { useTranslation } from 'react-i18next'

import { Button } from '@/components/ui/button'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
} from '@/components/ui/dialog'
import { currentLanguage } from '@/lib/i18n'

import { endOfMonth, formatLongDate } from '../lib/end-of-month'
import type { PromoOffer } from '../lib/promo'

/**
 * The offer itself (by default 15% off the first certification, from the site settings), valid
 * to the end of this month; the claim button goes to the offer's target.
 */
export function PromoDialog({
  offer,
  open,
  onOpenChange,
}: {
  offer: PromoOffer
  open: boolean
  onOpenChange: (open: boolean) => void
}) {
  const { t, i18n } = useTranslation('public')
  const date = formatLongDate(endOfMonth(new Date()), currentLanguage(i18n))
  const { percent } = offer
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        bare
        className="max-h-[calc(100dvh-2rem)] overflow-hidden sm:max-w-md [&>button:last-child]:text-white [&>button:last-child]:opacity-90"
      >
        <div className="bg-brand-deep px-6 py-8 text-white">
          <span className="inline-flex items-center gap-1.5 rounded-full bg-black/20 px-3 py-1 text-xs font-semibold uppercase tracking-wide text-white">
            <BadgePercent aria-hidden="true" className="size-4" />
            {t('promo.badge')}
          </span>
          <p aria-hidden="true" className="mt-4 text-5xl font-extrabold text-white">
            {percent}%
          </p>
        </div>
        <div className="space-y-4 px-6 pb-6">
          <DialogHeader>
            <DialogPrimitive.Title className="text-xl font-semibold tracking-tight">
              {offer.title}
            </DialogPrimitive.Title>
            <DialogDescription>{offer.text}</DialogDescription>
          </DialogHeader>
          <p className="text-sm font-medium">{t('promo.validUntil', { date })}</p>
          <DialogFooter>
            <Button variant="outline" onClick={() => onOpenChange(false)}>
              {t('promo.dismiss')}
            </Button>
            <Button
              onClick={() => {
                onOpenChange(false)
                window.location.assign(offer.target)
              }}
            >
              {t('promo.claim')}
            </Button>
          </DialogFooter>
        </div>
      </DialogContent>
    </Dialog>
  )
}
