/**
 * Removes the case-attachments files linked to no case (unclaimed uploads after a day, the
 * files of anonymised or deleted cases) through the Supabase API with the service role:
 * `public.unlinked_case_attachments` lists them, Storage's bulk delete removes row and bytes.
 * Hosted Supabase forbids deleting storage.objects rows by SQL, so a front with the
 * service-role key runs this daily (front.ts, docs/deploy.md); the embedded backend removes them
 * itself (retention.ts).
 */
import { PostgrestClient } from '@supabase/postgrest-js'

const BUCKET = 'case-attachments'
const DAY_MS = 24 * 3600 * 1000
/** Storage's bulk delete takes at most 1000 names a request. */
const BATCH = 1000

export interface AttachmentCleanupOptions {
  /** The Supabase API's base URL (without /rest/v1). */
  supabaseUrl: string
  serviceRoleKey: string
  log?: (line: string) => void
}

/** One round: removes every unlinked file older than `hours`; resolves to how many. */
export async function removeUnlinkedAttachmentsThroughApi(
  { supabaseUrl, serviceRoleKey }: AttachmentCleanupOptions,
  hours = 24,
): Promise<number> {
  const base = supabaseUrl.replace(/\/+$/, '')
  const headers = { apikey: serviceRoleKey, Authorization: `Bearer ${serviceRoleKey}` }
  const rest = new PostgrestClient(`${base}/rest/v1`, { headers })
  const { data, error } = await rest.rpc('unlinked_case_attachments', { hours })
  if (error) throw new Error(`unlinked_case_attachments: ${error.message}`)
  const names = data as string[]
  for (let i = 0; i < names.length; i += BATCH) {
    const response = await fetch(`${base}/storage/v1/object/${BUCKET}`, {
      method: 'DELETE',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({ prefixes: names.slice(i, i + BATCH) }),
    })
    if (!response.ok) throw new Error(`storage delete: ${response.status} ${await response.text()}`)
  }
  return names.length
}

/** At start and then daily; a failed round is logged and tried again the next day. */
export function startAttachmentCleanup(options: AttachmentCleanupOptions): { stop: () => void } {
  const log = options.log ?? (() => {})
  const run = () =>
    removeUnlinkedAttachmentsThroughApi(options).then(
      (n) => {
        if (n > 0) log(`attachments: removed ${n} file(s) linked to no case`)
      },
      (error: unknown) => log(`attachments cleanup failed: ${String(error)}`),
    )
  void run()
  const timer = setInterval(() => void run(), DAY_MS)
  timer.unref()
  return { stop: () => clearInterval(timer) }
}
