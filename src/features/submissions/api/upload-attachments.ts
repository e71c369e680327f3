import { getRuntimeEnv } from '@/lib/env'
import { resolveSupabaseUrl } from '@/lib/supabase-url'

import { ATTACHMENTS, attachmentType, safeFileName } from '../lib/attachments'
import { SubmissionError } from '../lib/submission-error'

/** A file to upload: a browser File, or one the server read from a posted form. */
export type UploadFile = Blob & { name: string }

/**
 * Uploads the chosen files into the private case-attachments bucket under a fresh upload key
 * (`incoming/<key>/<n>-<name>`, the original name in the object's metadata) with the anon key,
 * as the public client does (plain fetch: the public bundle carries no storage client), and
 * resolves to the key the submit RPC links them by. A refused file throws SubmissionError on
 * `attachments` with the storage server's reason in the visitor's words.
 */
export async function uploadAttachments(files: readonly UploadFile[]): Promise<string> {
  const env = getRuntimeEnv()
  const base = `${resolveSupabaseUrl(env.supabaseUrl)}/storage/v1/object/${ATTACHMENTS.bucket}`
  const fetcher = env.fetch ?? fetch
  const key = crypto.randomUUID()
  for (const [index, file] of files.entries()) {
    const path = `incoming/${key}/${safeFileName(file.name, index)}`
    let res: Response
    try {
      res = await fetcher(`${base}/${path.split('/').map(encodeURIComponent).join('/')}`, {
        method: 'POST',
        headers: {
          apikey: env.supabaseAnonKey ?? '',
          authorization: `Bearer ${env.supabaseAnonKey ?? ''}`,
          'content-type': attachmentType(file) || file.type || 'application/octet-stream',
          'x-metadata': base64Json({ name: file.name.slice(0, 255) }),
        },
        body: file,
      })
    } catch {
      throw new SubmissionError({ kind: 'network' })
    }
    if (res.ok) {
      await res.body?.cancel()
      continue
    }
    const body = (await res.json().catch(() => ({}))) as { message?: string }
    if (res.status === 429) throw new SubmissionError({ kind: 'rate_limited' })
    if (res.status >= 500) throw new SubmissionError({ kind: 'network' })
    const [id, en] = uploadMessage(String(body.message ?? res.status))
    throw new SubmissionError({
      kind: 'field',
      field: 'attachments',
      messageId: `${file.name}: ${id}`,
      messageEn: `${file.name}: ${en}`,
    })
  }
  return key
}

function base64Json(value: unknown): string {
  const bytes = new TextEncoder().encode(JSON.stringify(value))
  let binary = ''
  for (const byte of bytes) binary += String.fromCharCode(byte)
  return btoa(binary)
}

/** The storage server's refusal in the visitor's words: [Indonesian, English]. */
function uploadMessage(message: string): [string, string] {
  if (/not a valid|mime type/i.test(message))
    return [
      'isi berkas bukan PDF, JPEG atau PNG yang sah.',
      'the file is not a valid PDF, JPEG or PNG.',
    ]
  if (/too large|exceeded the maximum/i.test(message))
    return ['berkas lebih besar dari 5 MB.', 'the file is larger than 5 MB.']
  return [`berkas ditolak (${message}).`, `the file was refused (${message}).`]
}
