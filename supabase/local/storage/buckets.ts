/**
 * The bucket API (`/bucket`), run as the caller so storage.buckets' RLS decides, as in
 * Storage: the service role may do everything, other roles only what policies allow.
 */
import type { ServerResponse } from 'node:http'

import type { BackendContext } from '../http'
import { sendJson } from '../http'
import { assertValidBucketName, type Caller } from './caller'
import { fromDatabaseError, storageErrors } from './errors'

const COLUMNS =
  'id, name, owner, public, file_size_limit, allowed_mime_types, created_at, updated_at'

export async function handleBuckets(
  ctx: BackendContext,
  res: ServerResponse,
  method: string,
  segments: string[],
  body: Record<string, unknown>,
  caller: Caller,
): Promise<void> {
  const run = async <T>(readOnly: boolean, sql: string, params: unknown[]) => {
    try {
      return await ctx.db.asRequest(
        { ...caller.request, readOnly },
        async (tx) => (await tx.query<T>(sql, params)).rows,
      )
    } catch (error) {
      const code = (error as { code?: string }).code
      if (code === '23505') throw storageErrors.bucketAlreadyExists()
      if (code === '23503') throw storageErrors.bucketNotEmpty()
      throw fromDatabaseError(error)
    }
  }
  const [id, action] = segments
  if (segments.length === 0 || (segments.length === 1 && id === '')) {
    if (method === 'GET')
      return sendJson(
        res,
        200,
        await run(true, `select ${COLUMNS} from storage.buckets order by name`, []),
      )
    if (method === 'POST') {
      const name = String(body.name ?? body.id ?? '')
      const bucketId = String(body.id ?? name)
      assertValidBucketName(bucketId)
      const rows = await run(
        false,
        `insert into storage.buckets (id, name, owner, owner_id, public, file_size_limit, allowed_mime_types)
         values ($1, $2, $3, $4, $5, $6, $7) returning id`,
        [
          bucketId,
          name || bucketId,
          ownerUuid(caller),
          caller.owner,
          body.public === true,
          sizeLimit(body.file_size_limit),
          mimeTypes(body.allowed_mime_types),
        ],
      )
      if (rows.length === 0) throw storageErrors.accessDenied()
      return sendJson(res, 200, { name: bucketId })
    }
  } else if (id && segments.length === 1) {
    assertValidBucketName(id)
    if (method === 'GET') {
      const rows = await run(true, `select ${COLUMNS} from storage.buckets where id = $1`, [id])
      if (rows.length === 0) throw storageErrors.noSuchBucket()
      return sendJson(res, 200, rows[0])
    }
    if (method === 'PUT') {
      const rows = await run(
        false,
        `update storage.buckets set public = coalesce($2, public), file_size_limit = $3, allowed_mime_types = $4, updated_at = now()
         where id = $1 returning id`,
        [
          id,
          typeof body.public === 'boolean' ? body.public : null,
          sizeLimit(body.file_size_limit),
          mimeTypes(body.allowed_mime_types),
        ],
      )
      if (rows.length === 0) throw storageErrors.noSuchBucket()
      return sendJson(res, 200, { message: 'Successfully updated' })
    }
    if (method === 'DELETE') {
      const objects = await ctx.db.asOwner(
        async (tx) =>
          (await tx.query('select 1 from storage.objects where bucket_id = $1 limit 1', [id])).rows
            .length,
      )
      if (objects > 0) throw storageErrors.bucketNotEmpty()
      const rows = await run(false, 'delete from storage.buckets where id = $1 returning id', [id])
      if (rows.length === 0) throw storageErrors.noSuchBucket()
      return sendJson(res, 200, { message: 'Successfully deleted' })
    }
  } else if (id && action === 'empty' && method === 'POST') {
    throw storageErrors.notSupported('emptying a bucket')
  }
  throw storageErrors.notFound(method, `/storage/v1/bucket/${segments.join('/')}`)
}

function ownerUuid(caller: Caller): string | null {
  return caller.owner && /^[0-9a-f-]{36}$/i.test(caller.owner) ? caller.owner : null
}

function sizeLimit(value: unknown): number | null {
  if (value === undefined || value === null || value === '') return null
  if (typeof value === 'number' && Number.isInteger(value) && value >= 0) return value
  const match = typeof value === 'string' ? /^(\d+)\s*(b|kb|mb|gb)?$/i.exec(value.trim()) : null
  if (!match)
    throw storageErrors.invalidRequest(
      'Invalid file size format, hint: use 20GB / 20MB / 30KB / 3B',
    )
  const unit = { b: 1, kb: 1024, mb: 1024 ** 2, gb: 1024 ** 3 }[
    (match[2] ?? 'b').toLowerCase() as 'b'
  ]
  return Number(match[1]) * unit
}

function mimeTypes(value: unknown): string[] | null {
  if (value === undefined || value === null) return null
  if (!Array.isArray(value) || !value.every((v) => typeof v === 'string')) {
    throw storageErrors.invalidRequest('allowed_mime_types must be an array of strings')
  }
  return value.length ? (value as string[]) : null
}
