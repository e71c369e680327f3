/** The runtime config the browser reads (src/lib/env.ts), put into both apps' index documents. */
import type { BackendConfig } from './config'

export type DemoAdmin = BackendConfig['demoAdmin']

/**
 * The anon key, never the service key, and the demo admin's credentials only when given (demo
 * mode with zero users, DECISIONS 6).
 */
export function envScript(config: BackendConfig, demoAdmin: DemoAdmin | null = null): string {
  const env = {
    supabaseUrl: null,
    supabaseAnonKey: config.anonKey,
    backend: 'embedded',
    demoAdmin,
  }
  return `<script id="lsbu-env" type="application/json">${JSON.stringify(env).replace(/</g, '\\u003c')}</script>`
}

export function injectEnv(
  html: string,
  config: BackendConfig,
  demoAdmin: DemoAdmin | null = null,
): string {
  return html.replace('</head>', () => `${envScript(config, demoAdmin)}</head>`)
}
