/** The runtime config the browser reads (src/lib/env.ts), put into both apps' index documents. */
import type { BackendConfig } from './config'
import type { DocumentCspOptions } from './security-headers'

export type DemoAdmin = BackendConfig['demoAdmin']

/** What the served site tells the browser about its API: the same shape in both server modes. */
export interface SiteEnv {
  anonKey: string
  /** The Supabase API the pages call; null = this server's own origin (the embedded backend). */
  supabaseUrl: string | null
  /** Whether the outbox is sent (SMTP configured): the pages say "we will email you" only then. */
  mail: boolean
  /** The site's public address (SITE_URL) for canonical/hreflang/OG links; null = the request's. */
  siteUrl?: string | null
}

/** The embedded backend's site: the API on the same origin. */
export function embeddedSite(config: BackendConfig): SiteEnv {
  return {
    anonKey: config.anonKey,
    supabaseUrl: null,
    mail: config.mail !== null,
    siteUrl: config.siteUrl,
  }
}

/** A document's CSP must let its scripts (and images) reach an API on another origin. */
export function siteCsp(site: SiteEnv): DocumentCspOptions {
  return site.supabaseUrl ? { apiOrigins: [new URL(site.supabaseUrl).origin] } : {}
}

/**
 * The anon key, never the service key, and the demo admin's credentials only when given (demo
 * mode with zero users, docs/product.md#demo-prefill).
 */
export function envScript(site: SiteEnv, demoAdmin: DemoAdmin | null = null): string {
  const env = {
    supabaseUrl: site.supabaseUrl,
    supabaseAnonKey: site.anonKey,
    backend: site.supabaseUrl ? 'hosted' : 'embedded',
    demoAdmin,
    mail: site.mail,
  }
  return `<script id="lsbu-env" type="application/json">${JSON.stringify(env).replace(/</g, '\\u003c')}</script>`
}

export function injectEnv(html: string, site: SiteEnv, demoAdmin: DemoAdmin | null = null): string {
  return html.replace('</head>', () => `${envScript(site, demoAdmin)}</head>`)
}
