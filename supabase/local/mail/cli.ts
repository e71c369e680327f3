/**
 * `npm run mail:worker`: the mail worker on its own, for a Node process in front of hosted
 * Supabase (or any Supabase API): SUPABASE_URL, SUPABASE_SERVICE_ROLE_KEY, SMTP_URL, MAIL_FROM
 * (docs/deploy.md). The embedded backend (`npm start`) runs the same worker itself.
 */
import { loadMailConfig } from './config'
import { startMailWorker } from './worker'

const url = process.env.SUPABASE_URL?.replace(/\/$/, '')
const key = process.env.SUPABASE_SERVICE_ROLE_KEY
const mail = loadMailConfig()
if (!url || !key || !mail) {
  console.error('Set SUPABASE_URL, SUPABASE_SERVICE_ROLE_KEY, SMTP_URL and MAIL_FROM.')
  process.exit(2)
}
const worker = startMailWorker({
  supabaseUrl: () => url,
  serviceRoleKey: key,
  mail,
  log: (line) => console.log(`[mail] ${line}`),
})
console.log(`[mail] worker polling ${url} every ${mail.pollMs} ms`)
worker.tick().catch((error: unknown) => console.error(`[mail] ${String(error)}`))
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    void worker.stop().then(() => process.exit(0))
  })
}
