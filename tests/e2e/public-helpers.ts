import type { Page } from './fixtures'

/** The promotion popup's sessionStorage flag (src/config/constants.ts PROMO_SESSION_KEY). */
export const PROMO_SESSION_KEY = 'lsbu-promo-shown'

/** Marks the promotion as already shown, so it never covers the page under test. */
export async function skipPromo(page: Page): Promise<void> {
  await page.addInitScript((key) => window.sessionStorage.setItem(key, '1'), PROMO_SESSION_KEY)
}

/** Seeded site settings (supabase/seed.sql). */
export const SITE_NAME = 'LSBU Karya Mandiri Nusantara'
/** The chat button's WhatsApp number (a mobile; the office phone is a landline). */
export const SITE_WHATSAPP = '6281219901234'
