/**
 * Every number of the product (docs/product.md#constants). This is the only place these values
 * may live: import them, never retype them.
 */

/** Hero slider autoplay interval; the slider loops. */
export const HERO_AUTOPLAY_MS = 7000

/** Promotion popup: shown this long after load, at most once per browser session. */
export const PROMO_POPUP_DELAY_MS = 5000
/** sessionStorage flag that records the popup was shown in this browser session. */
export const PROMO_SESSION_KEY = 'lsbu-promo-shown'

/**
 * Promotion popup: it waits while a form field has focus or was typed in during this long, so
 * it never takes a keystroke meant for the page; it checks again every PROMO_RETRY_MS.
 */
export const PROMO_TYPING_QUIET_MS = 4000
export const PROMO_RETRY_MS = 1000

/** Floating chat button appears once the page is scrolled further than this. */
export const CHAT_BUTTON_SCROLL_THRESHOLD_PX = 300
/**
 * Country code that replaces the leading 0 of the site's phone number
 * (docs/product.md#chat-button).
 */
export const PHONE_COUNTRY_CODE = '62'

/** Header dropdown menus close this long after the pointer or focus leaves. */
export const DROPDOWN_CLOSE_DELAY_MS = 200

/** Admin sidebar geometry. */
export const SIDEBAR_WIDTH_OPEN_PX = 288
export const SIDEBAR_WIDTH_COLLAPSED_PX = 80
/** At this viewport width and below the sidebar is an overlay. */
export const SIDEBAR_MOBILE_BREAKPOINT_PX = 1024
/** Above this viewport width the sidebar starts open. */
export const SIDEBAR_DEFAULT_OPEN_ABOVE_PX = 1280

/** The route progress bar finishes this long after a navigation completes. */
export const PROGRESS_BAR_FINISH_DELAY_MS = 220

/** Dashboard counters animate over this duration (0.6 s). */
export const DASHBOARD_COUNTER_ANIMATION_MS = 600

/** Languages: Indonesian is the default and the fallback. */
export const SUPPORTED_LANGUAGES = ['id', 'en'] as const
export type Language = (typeof SUPPORTED_LANGUAGES)[number]
export const FALLBACK_LANGUAGE: Language = 'id'
/** localStorage key the language detector caches the choice under (i18next's default name). */
export const LANGUAGE_STORAGE_KEY = 'i18nextLng'
/** Query parameter that selects the language, e.g. `?lng=en`. */
export const LANGUAGE_QUERY_PARAM = 'lng'

/** Theme choice, stored in localStorage. */
export const THEMES = ['light', 'dark', 'system'] as const
export type Theme = (typeof THEMES)[number]
export const THEME_STORAGE_KEY = 'vite-ui-theme'
export const DEFAULT_THEME: Theme = 'system'

/** Certification flow SLA: days for the correction, then days to return to the business entity. */
export const CERTIFICATION_SLA_CORRECTION_DAYS = 3
export const CERTIFICATION_SLA_RETURN_DAYS = 2

/**
 * Authentication client defaults (docs/product.md#constants). The product's other backend-client
 * numbers (MFA factor totp, realtime heartbeat 25 s, timeout 10 s, reconnect 1/2/5/10 s, push
 * buffer 100, storage list page 100, auth refresh tick 30 s, refresh back-off 200 ms) are
 * supabase-js's own defaults; the app never sets them, so they are not copied here.
 */
export const AUTH_OPTIONS = {
  autoRefreshToken: true,
  persistSession: true,
  detectSessionInUrl: true,
  flowType: 'implicit',
} as const

/**
 * Button variants and sizes (docs/product.md#constants); `components/ui/button.tsx` implements
 * exactly these.
 */
export const BUTTON_VARIANTS = [
  'default',
  'gradient',
  'destructive',
  'outline',
  'outlineWhite',
  'secondary',
  'ghost',
  'link',
] as const
export const BUTTON_SIZES = ['default', 'sm', 'lg', 'icon'] as const

/** Data defaults for TanStack Query. */
export const QUERY_STALE_TIME_MS = 30_000
export const QUERY_RETRY_COUNT = 1

/** The longest site search query sent; search_site() cuts at 200 characters too. */
export const SEARCH_MAX_LENGTH = 200

/**
 * Marks the whole stylesheet the page's loader added after the first paint while it waits
 * (`media="not all"`) for the first island that runs (vite.config.ts' pre-paint script,
 * src/main.tsx): the page's inlined rules are all its own markup uses.
 */
export const HELD_STYLESHEET_ATTRIBUTE = 'data-held'
