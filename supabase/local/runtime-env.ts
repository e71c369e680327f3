/** The runtime config the browser reads (src/lib/env.ts), put into both apps' index documents. */
import type { BackendConfig } from './config'

/** The anon key, never the service key. */
function envScript(config: BackendConfig): string {
  const env = {
    supabaseUrl: null,
    supabaseAnonKey: config.anonKey,
    backend: 'embedded',
    demoAdmin: config.demoAdmin,
  }
  return `<script id="lsbu-env" type="application/json">${JSON.stringify(env).replace(/</g, '\\u003c')}</script>`
}

export function injectEnv(html: string, config: BackendConfig): string {
  return html.replace('</head>', `${envScript(config)}</head>`)
}
