/**
 * The register's scheduled work (docs/security.md): at start-up and then every hour, the
 * status events of certificates that passed their end date (public.record_certificate_
 * expiries()), then the watchers' expiry-soon and surveillance-overdue mails
 * (public.queue_register_watch_alerts()); and once a day a signed checkpoint of the status-event chain (none signed in
 * the last 24 hours: sign one). The embedded server runs it on its own database; a front of
 * hosted Supabase with the service-role key and REGISTER_SIGNING_KEY runs it through the API.
 */
import type { SigningKey } from './signing'
import { type RegisterStore, signCheckpoint } from './store'

const HOUR_MS = 3600 * 1000
const DAY_MS = 24 * HOUR_MS

export interface RegisterJobs {
  /** One run now (what the timer does): expiries, then a checkpoint when one is due. */
  run: () => Promise<void>
  stop: () => void
  /** Resolves once no run is under way (before the database closes). */
  settled: () => Promise<void>
}

export function startRegisterJobs(options: {
  store: RegisterStore
  key: SigningKey
  log: (line: string) => void
  /** False when the store went away (the database closed): failures are not worth a line. */
  alive?: () => boolean
  /** Runs a round unless another process runs one now (servers sharing one database). */
  exclusive?: (round: () => Promise<void>) => Promise<unknown>
}): RegisterJobs {
  const { store, key, log } = options
  let running: Promise<void> | null = null
  const once = async () => {
    if (!(await store.present())) return
    const expired = await store.recordExpiries()
    if (expired > 0)
      log(`register: ${expired} certificate(s) passed their end date (status events written)`)
    // After the expiries: an expired certificate is no longer "30 days before its end".
    const alerts = await store.queueWatchAlerts()
    if (alerts > 0)
      log(`register: ${alerts} watch alert(s) queued (expiry soon, surveillance overdue)`)
    const last = await store.lastCheckpointAt()
    if (last === null || Date.now() - new Date(last).getTime() >= DAY_MS - 5 * 60_000) {
      const checkpoint = await signCheckpoint(store, key)
      log(`register: checkpoint of ${checkpoint.event_count} status events signed (key ${key.kid})`)
    }
  }
  const run = () => {
    running ??= (options.exclusive ? options.exclusive(once) : once())
      .then(() => {})
      .catch((error: unknown) => {
        if (options.alive?.() !== false) log(`register jobs failed: ${String(error)}`)
      })
      .finally(() => (running = null))
    return running
  }
  void run()
  const timer = setInterval(() => void run(), HOUR_MS)
  timer.unref()
  return {
    run,
    stop: () => clearInterval(timer),
    settled: () => running ?? Promise.resolve(),
  }
}
