import type { Language } from '@/config/constants'
import { translate } from '@/lib/translate'
import type { PublicLayout } from '@/types/database'

/** The promotion as the popup shows it: texts in the page's language, "{percent}" filled in. */
export interface PromoOffer {
  title: string
  text: string
  percent: number
  /** Where the claim button leads: a path of the site or an https address. */
  target: string
}

/** The placeholder staff write in the promotion's title and text for its percentage. */
const PROMO_PERCENT_PLACEHOLDER = '{percent}'

const withPercent = (text: string, percent: number): string =>
  text.replaceAll(PROMO_PERCENT_PLACEHOLDER, String(percent))

/** The offer from the site settings, or null when it is turned off (or there are no settings). */
export function promoOffer(
  settings: PublicLayout['settings'],
  language: Language,
): PromoOffer | null {
  if (!settings?.promo_enabled) return null
  const percent = settings.promo_percent
  return {
    title: withPercent(translate(settings.promo_title, language), percent),
    text: withPercent(translate(settings.promo_text, language), percent),
    percent,
    target: settings.promo_target,
  }
}
