import { describe, expect, it } from 'vitest'

import * as c from './constants'

describe('constants (docs/product.md#constants)', () => {
  it('holds the home, popup, chat and menu timings', () => {
    expect(c.HERO_AUTOPLAY_MS).toBe(7000)
    expect(c.PROMO_POPUP_DELAY_MS).toBe(5000)
    expect(c.CHAT_BUTTON_SCROLL_THRESHOLD_PX).toBe(300)
    expect(c.PHONE_COUNTRY_CODE).toBe('62')
    expect(c.DROPDOWN_CLOSE_DELAY_MS).toBe(200)
  })

  it('holds the admin sidebar geometry', () => {
    expect(c.SIDEBAR_WIDTH_OPEN_PX).toBe(288)
    expect(c.SIDEBAR_WIDTH_COLLAPSED_PX).toBe(80)
    expect(c.SIDEBAR_MOBILE_BREAKPOINT_PX).toBe(1024)
    expect(c.SIDEBAR_DEFAULT_OPEN_ABOVE_PX).toBe(1280)
  })

  it('holds the progress bar and dashboard animation timings', () => {
    expect(c.PROGRESS_BAR_FINISH_DELAY_MS).toBe(220)
    expect(c.DASHBOARD_COUNTER_ANIMATION_MS).toBe(600)
  })

  it('holds the languages and theme settings', () => {
    expect(c.SUPPORTED_LANGUAGES).toEqual(['id', 'en'])
    expect(c.FALLBACK_LANGUAGE).toBe('id')
    expect(c.THEMES).toEqual(['light', 'dark', 'system'])
    expect(c.THEME_STORAGE_KEY).toBe('vite-ui-theme')
    expect(c.DEFAULT_THEME).toBe('system')
  })

  it('holds the certification SLA', () => {
    expect(c.CERTIFICATION_SLA_CORRECTION_DAYS).toBe(3)
    expect(c.CERTIFICATION_SLA_RETURN_DAYS).toBe(2)
  })

  it('holds the auth client defaults', () => {
    expect(c.AUTH_OPTIONS).toEqual({
      autoRefreshToken: true,
      persistSession: true,
      detectSessionInUrl: true,
      flowType: 'implicit',
    })
  })

  it('lists the button variants and sizes', () => {
    expect(c.BUTTON_VARIANTS).toEqual([
      'default',
      'gradient',
      'destructive',
      'outline',
      'outlineWhite',
      'secondary',
      'ghost',
      'link',
    ])
    expect(c.BUTTON_SIZES).toEqual(['default', 'sm', 'lg', 'icon'])
  })
})
