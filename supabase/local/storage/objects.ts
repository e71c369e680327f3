/**
 * Object operations. Each writes the bytes under a fresh version first, then commits the
 * storage.objects row as the caller; if the row is refused the new bytes are removed, and
 * the previous version's bytes are removed only after the new row is committed. A failure
 * of either step therefore leaves neither, and a crash at worst leaves an unreferenced file.
 */
import { randomUUID } from 'node:crypto'
import type { IncomingMessage, ServerResponse } from 'node:http'

import { SlidingWindowLimiter } from '../auth/rate-limit'
import type { Transaction } from '../db/database'
import type { BackendContext } from '../http'
import { clientAddress, HttpError, sendJson } from '../http'
import { STORAGE_CSP } from '../security-headers'
import type { BlobStore } from './blobs'
import { assertValidBucketName, assertValidKey, type Caller } from './caller'
import { assertAllowedContent, servedInline } from './content'
import { fromDatabaseError, storageError, storageErrors } from './errors'
import { createImageService, parseTransform } from './images'
import { isHeaderValue } from './metadata'
import { RenderBudget } from './render-budget'
import { rawUploadMetadata, receiveUpload } from './upload'

interface BucketRow {
  id: string
  public: boolean
  file_size_limit: number | string | null
  allowed_mime_types: string[] | null
}

interface ObjectRow {
  id: string
  bucket_id: string
  name: string
  owner: string | null
  owner_id: string | null
  version: string | null
  metadata: ObjectMetadata | null
  user_metadata: unknown
  created_at: Date
  updated_at: Date
  last_accessed_at: Date
}

interface ObjectMetadata {
  eTag: string
  size: number
  mimetype: string
  cacheControl: string
  lastModified: string
  contentLength: number
  httpStatusCode: number
}

const OBJECT_COLUMNS =
  'id, bucket_id, name, owner, owner_id, version, metadata, user_metadata, created_at, updated_at, last_accessed_at'
const SORT_COLUMNS = new Set(['name', 'updated_at', 'created_at', 'last_accessed_at'])

/** Room for a multipart body's framing and fields around a file of the bucket's limit. */
const MULTIPART_OVERHEAD = 64 * 1024

type UploadMode = 'create' | 'upsert' | 'update'

/** The row write of an upload, as the caller: RLS decides. Undefined when `update` finds no row. */
async function writeObjectRow(tx: Transaction, mode: UploadMode, params: unknown[]) {
  if (mode === 'update') {
    return (
      await tx.query<{ id: string }>(
        `update storage.objects set owner = $3, owner_id = $4, version = $5, metadata = $6::jsonb,
           user_metadata = coalesce($7::jsonb, user_metadata), updated_at = now(), last_accessed_at = now()
         where bucket_id = $1 and name = $2 returning id`,
        params,
      )
    ).rows[0]
  }
  if (mode === 'create') {
    // No RETURNING: a plain upload needs only an INSERT policy (as in Storage), so a bucket
    // where visitors may upload but not read (case-attachments) takes their files.
    const id = randomUUID()
    const result = await tx.query(
      `insert into storage.objects (id, bucket_id, name, owner, owner_id, version, metadata, user_metadata)
       values ($8, $1, $2, $3, $4, $5, $6::jsonb, $7::jsonb)`,
      [...params, id],
    )
    return result.affectedRows ? { id } : undefined
  }
  const conflict =
    mode === 'upsert'
      ? `on conflict (bucket_id, name) do update set owner = excluded.owner, owner_id = excluded.owner_id,
           version = excluded.version, metadata = excluded.metadata, user_metadata = excluded.user_metadata,
           updated_at = now(), last_accessed_at = now()`
      : ''
  return (
    await tx.query<{ id: string }>(
      `insert into storage.objects (bucket_id, name, owner, owner_id, version, metadata, user_metadata)
       values ($1, $2, $3, $4, $5, $6::jsonb, $7::jsonb) ${conflict} returning id`,
      params,
    )
  ).rows[0]
}

/** Thrown inside a transaction to roll a dry run back. */
class DryRun extends Error {}

export function createObjectService(ctx: BackendContext, blobs: BlobStore) {
  const { db, config } = ctx
  const images = createImageService(blobs, new RenderBudget(config.renderBudget))
  let activeUploads = 0
  const anonUploads = new SlidingWindowLimiter(
    config.anonUploadRateLimit.windowSeconds * 1000,
    config.anonUploadRateLimit.perAddress,
  )

  const findBucket = async (id: string): Promise<BucketRow> => {
    assertValidBucketName(id)
    const bucket = await db.asOwner(
      async (tx) =>
        (
          await tx.query<BucketRow>(
            'select id, public, file_size_limit, allowed_mime_types from storage.buckets where id = $1',
            [id],
          )
        ).rows[0],
    )
    if (!bucket) throw storageErrors.noSuchBucket()
    return bucket
  }

  const asCaller = async <T>(
    caller: Caller,
    readOnly: boolean,
    fn: Parameters<typeof db.asRequest<T>>[1],
  ): Promise<T> => {
    try {
      return await db.asRequest({ ...caller.request, readOnly }, fn)
    } catch (error) {
      throw fromDatabaseError(error)
    }
  }

  /** The object's row: a public bucket's for anyone (caller undefined), else as the caller (RLS). */
  const findObject = async (bucketId: string, name: string, caller: Caller | undefined) => {
    const bucket = await findBucket(bucketId)
    assertValidKey(name)
    const select = `select ${OBJECT_COLUMNS} from storage.objects where bucket_id = $1 and name = $2`
    let row: ObjectRow | undefined
    if (caller) {
      row = await asCaller(
        caller,
        true,
        async (tx) => (await tx.query<ObjectRow>(select, [bucketId, name])).rows[0],
      )
    } else {
      // Public URLs need no policy, only a public bucket (as Storage: superuser lookup).
      if (!bucket.public) throw storageErrors.noSuchBucket()
      row = await db.asOwner(
        async (tx) => (await tx.query<ObjectRow>(select, [bucketId, name])).rows[0],
      )
    }
    if (!row) throw storageErrors.noSuchKey()
    return row
  }

  /**
   * Why an object the caller can see was not removed, when the database has a reason of its
   * own (a media file still in use: `ResourceReferenced` naming the content): the delete is
   * tried without row-level security and always rolled back. Without such a reason the caller
   * lacked the right, and the answer stays "not found".
   */
  const explainKept = async (bucketId: string, name: string, caller: Caller) => {
    const select = 'select 1 from storage.objects where bucket_id = $1 and name = $2'
    const visible = await asCaller(
      caller,
      true,
      async (tx) => (await tx.query(select, [bucketId, name])).rows.length > 0,
    )
    if (!visible) return
    const reason = await db
      .asOwner(async (tx) => {
        await tx.query('delete from storage.objects where bucket_id = $1 and name = $2', [
          bucketId,
          name,
        ])
        throw new DryRun()
      })
      .catch((error: unknown) => (error instanceof DryRun ? null : fromDatabaseError(error)))
    if (
      reason instanceof HttpError &&
      (reason.body as { code?: string }).code === 'ResourceReferenced'
    )
      throw reason
  }

  return {
    async upload(
      req: IncomingMessage,
      res: ServerResponse,
      bucketId: string,
      name: string,
      mode: UploadMode,
      caller: Caller,
    ) {
      // Everything that can be decided before the body is, so a refused upload costs nothing:
      // the bucket, the key, the declared size and type, and the caller's right to write.
      const bucket = await findBucket(bucketId)
      assertValidKey(name)
      const bucketLimit = bucket.file_size_limit === null ? null : Number(bucket.file_size_limit)
      const limit =
        bucketLimit !== null && bucketLimit < config.maxUpload
          ? { bytes: bucketLimit, tooLarge: () => storageErrors.entityTooLarge() }
          : {
              bytes: config.maxUpload,
              tooLarge: () => storageErrors.uploadTooLarge(config.maxUpload),
            }
      const contentType = String(req.headers['content-type'] ?? '')
      const multipart = contentType.toLowerCase().startsWith('multipart/form-data')
      const declared = Number(req.headers['content-length'])
      if (
        Number.isFinite(declared) &&
        declared > limit.bytes + (multipart ? MULTIPART_OVERHEAD : 0)
      )
        throw limit.tooLarge()
      const raw = multipart ? undefined : rawUploadMetadata(req)
      if (raw) assertAllowedContent(raw.mimetype, bucket.allowed_mime_types, null)

      const owner = caller.owner && /^[0-9a-f-]{36}$/i.test(caller.owner) ? caller.owner : null
      const version = randomUUID()
      const params = (metadata: unknown, userMetadata: unknown) => [
        bucketId,
        name,
        owner,
        caller.owner,
        version,
        JSON.stringify(metadata),
        userMetadata === undefined ? null : JSON.stringify(userMetadata),
      ]
      // The row's write, rolled back: the policies answer now rather than after the body.
      await asCaller(caller, false, async (tx) => {
        if (!(await writeObjectRow(tx, mode, params({}, undefined))))
          throw storageErrors.noSuchKey()
        throw new DryRun()
      }).catch((error: unknown) => {
        if (!(error instanceof DryRun)) throw error
      })

      // Visitors may upload (case attachments): counted per address, before the body is read.
      if (caller.request.role === 'anon') {
        const address = clientAddress(req)
        if (anonUploads.blocked(address)) throw tooManyVisitorUploads()
        anonUploads.record(address)
      }
      if (activeUploads >= config.maxConcurrentUploads) throw tooManyUploads()
      activeUploads++
      try {
        const writer = blobs.create(bucketId, name, version)
        const upload = await receiveUpload(req, writer, limit, raw)
        try {
          assertAllowedContent(upload.mimetype, bucket.allowed_mime_types, upload.head)
        } catch (error) {
          await writer.discard()
          throw error
        }
        await writer.save()
        if (images.transformable(upload.mimetype)) {
          try {
            const data = await blobs.read(bucketId, name, version)
            await images.prepare(
              { bucket: bucketId, name, version, mimetype: upload.mimetype },
              data ?? Buffer.alloc(0),
            )
          } catch (error) {
            await blobs.remove(bucketId, name, version).catch(() => {})
            throw error
          }
        }
        const metadata: ObjectMetadata = {
          eTag: `"${upload.md5}"`,
          size: upload.size,
          mimetype: upload.mimetype,
          cacheControl: upload.cacheControl,
          lastModified: new Date().toISOString(),
          contentLength: upload.size,
          httpStatusCode: 200,
        }
        const previous =
          mode === 'create'
            ? undefined
            : await db.asOwner(
                async (tx) =>
                  (
                    await tx.query<{ version: string | null }>(
                      'select version from storage.objects where bucket_id = $1 and name = $2',
                      [bucketId, name],
                    )
                  ).rows[0],
              )
        let row: { id: string } | undefined
        try {
          row = await asCaller(caller, false, (tx) =>
            writeObjectRow(tx, mode, params(metadata, upload.userMetadata)),
          )
          if (!row) throw storageErrors.noSuchKey()
        } catch (error) {
          await blobs.remove(bucketId, name, version).catch(() => {})
          throw error
        }
        if (previous && previous.version !== version)
          await blobs.remove(bucketId, name, previous.version).catch(() => {})
        sendJson(res, 200, { Id: row.id, Key: `${bucketId}/${name}` })
      } finally {
        activeUploads--
      }
    },

    async download(
      req: IncomingMessage,
      res: ServerResponse,
      url: URL,
      bucketId: string,
      name: string,
      caller: Caller | undefined,
    ) {
      const row = await findObject(bucketId, name, caller)
      const data = await blobs.read(bucketId, name, row.version)
      if (!data) throw storageErrors.noSuchKey()
      const meta = row.metadata ?? ({} as Partial<ObjectMetadata>)
      const mimetype =
        meta.mimetype && isHeaderValue('content-type', meta.mimetype)
          ? meta.mimetype
          : 'application/octet-stream'
      const headers: Record<string, string> = { 'content-type': mimetype }
      const download = url.searchParams.get('download')
      // Only raster images and PDFs open in the browser; SVG, HTML, XML, text… are downloaded.
      if (download !== null || !servedInline(mimetype)) {
        const filename = download || name.split('/').pop()!
        // The plain filename in printable ASCII only; filename* carries the exact name.
        headers['content-disposition'] =
          `attachment; filename="${filename.replace(/[^ !#-[\]-~]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(filename)}`
      }
      send(req, res, row, data, headers, meta.eTag)
    },

    /**
     * `/render/image/…`: the object transformed (images.ts). The parameters are checked before
     * anything is looked up; a standard variant is read from disk without touching the original.
     */
    async render(
      req: IncomingMessage,
      res: ServerResponse,
      url: URL,
      bucketId: string,
      name: string,
      caller: Caller | undefined,
    ) {
      const transform = parseTransform(url.searchParams)
      const row = await findObject(bucketId, name, caller)
      const meta = row.metadata ?? ({} as Partial<ObjectMetadata>)
      const source = { bucket: bucketId, name, version: row.version, mimetype: meta.mimetype ?? '' }
      const plan = images.plan(source, transform, String(req.headers.accept ?? ''))
      if (!plan) return this.download(req, res, new URL(url.pathname, url), bucketId, name, caller)
      const headers: Record<string, string> = { 'content-type': plan.contentType }
      if (plan.varies) headers.vary = 'Accept'
      const eTag = meta.eTag ? `${meta.eTag.slice(0, -1)}-${plan.variant}"` : undefined
      // A revalidation is answered from the ETag: nothing is rendered or counted.
      if (notModified(req, row, eTag)) return send(req, res, row, Buffer.alloc(0), headers, eTag)
      const data = await images.bytes(source, transform, plan, clientAddress(req), async () => {
        const data = await blobs.read(bucketId, name, row.version)
        if (!data) throw storageErrors.noSuchKey()
        return data
      })
      send(req, res, row, data, headers, eTag)
    },

    async list(
      res: ServerResponse,
      bucketId: string,
      body: Record<string, unknown>,
      caller: Caller,
    ) {
      await findBucket(bucketId)
      const limit = clampInt(body.limit, 100, 1, 1000)
      const offset = clampInt(body.offset, 0, 0, Number.MAX_SAFE_INTEGER)
      const sortBy = (body.sortBy ?? {}) as { column?: unknown; order?: unknown }
      const column =
        typeof sortBy.column === 'string' && SORT_COLUMNS.has(sortBy.column)
          ? sortBy.column
          : 'name'
      const order = String(sortBy.order ?? 'asc').toLowerCase() === 'desc' ? 'desc' : 'asc'
      let prefix = typeof body.prefix === 'string' ? body.prefix.replace(/^\/+/, '') : ''
      if (prefix && !prefix.endsWith('/')) prefix += '/'
      const levels = prefix ? prefix.split('/').length : 1
      const search = typeof body.search === 'string' ? body.search : ''
      const like = escapeLike(prefix) + escapeLike(search) + '%'
      // storage.search(): direct sub-folders (id null) first, then the files at this level.
      const rows = await asCaller(
        caller,
        true,
        async (tx) =>
          (
            await tx.query(
              `with matched as (
               select * from storage.objects where bucket_id = $1 and name ilike $2 escape '\\'
             )
             select name, id, updated_at, created_at, last_accessed_at, metadata from (
               select path_tokens[$3] as name, null::uuid as id, null::timestamptz as updated_at,
                      null::timestamptz as created_at, null::timestamptz as last_accessed_at, null::jsonb as metadata, 0 as kind
                 from matched where array_length(path_tokens, 1) <> $3 group by path_tokens[$3]
               union all
               select path_tokens[$3], id, updated_at, created_at, last_accessed_at, metadata, 1
                 from matched where array_length(path_tokens, 1) = $3
             ) entries
             order by kind, ${column} ${order}, name ${order}
             limit $4 offset $5`,
              [bucketId, like, levels, limit, offset],
            )
          ).rows,
      )
      sendJson(res, 200, rows)
    },

    async remove(
      res: ServerResponse,
      bucketId: string,
      body: Record<string, unknown>,
      caller: Caller,
      single = false,
    ) {
      await findBucket(bucketId)
      const prefixes = body.prefixes
      if (
        !Array.isArray(prefixes) ||
        prefixes.length === 0 ||
        prefixes.length > 1000 ||
        !prefixes.every((p) => typeof p === 'string')
      ) {
        throw storageErrors.invalidRequest(
          'body/prefixes must be an array of 1 to 1000 object names',
        )
      }
      const rows = await asCaller(
        caller,
        false,
        async (tx) =>
          (
            await tx.query<ObjectRow>(
              `delete from storage.objects where bucket_id = $1 and name = any($2::text[]) returning ${OBJECT_COLUMNS}`,
              [bucketId, prefixes],
            )
          ).rows,
      )
      for (const row of rows) await blobs.remove(bucketId, row.name, row.version).catch(() => {})
      if (single) {
        if (rows.length === 0) {
          await explainKept(bucketId, prefixes[0] as string, caller)
          throw storageErrors.noSuchKey()
        }
        sendJson(res, 200, { message: 'Successfully deleted' })
        return
      }
      sendJson(
        res,
        200,
        rows.map(({ version: _version, user_metadata: _userMetadata, ...row }) => row),
      )
    },
  }
}

/**
 * Answers with stored or rendered bytes: the object's caching headers, a sandboxing CSP, and
 * 304 for a matching If-None-Match / If-Modified-Since.
 */
function send(
  req: IncomingMessage,
  res: ServerResponse,
  row: ObjectRow,
  data: Buffer,
  extra: Record<string, string>,
  eTag: string | undefined,
) {
  const meta = row.metadata ?? ({} as Partial<ObjectMetadata>)
  const lastModified = lastModifiedOf(row)
  const headers: Record<string, string> = {
    'cache-control':
      meta.cacheControl && isHeaderValue('cache-control', meta.cacheControl)
        ? meta.cacheControl
        : 'no-cache',
    'last-modified': lastModified.toUTCString(),
    'accept-ranges': 'none',
    // Whatever the file holds, it runs nothing and reaches nothing of the site's.
    'content-security-policy': STORAGE_CSP,
    ...extra,
  }
  if (eTag) headers.etag = eTag
  if (notModified(req, row, eTag)) {
    res.writeHead(304, headers)
    res.end()
    return
  }
  res.writeHead(200, { ...headers, 'content-length': String(data.length) })
  res.end(req.method === 'HEAD' ? undefined : data)
}

/** The object's last change, as its Last-Modified header says. */
function lastModifiedOf(row: ObjectRow): Date {
  return new Date((row.metadata ?? ({} as Partial<ObjectMetadata>)).lastModified ?? row.updated_at)
}

/** Whether the request's If-None-Match / If-Modified-Since says its copy is current. */
function notModified(req: IncomingMessage, row: ObjectRow, eTag: string | undefined): boolean {
  const ifNoneMatch = req.headers['if-none-match']
  const ifModifiedSince = req.headers['if-modified-since']
  return ifNoneMatch
    ? ifNoneMatch.split(',').some((tag) => tag.trim() === eTag || tag.trim() === '*')
    : ifModifiedSince
      ? Math.floor(lastModifiedOf(row).getTime() / 1000) <=
        Math.floor(new Date(ifModifiedSince).getTime() / 1000)
      : false
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`)
}

function clampInt(value: unknown, fallback: number, min: number, max: number): number {
  const n = Number(value)
  return Number.isInteger(n) ? Math.min(Math.max(n, min), max) : fallback
}

function tooManyVisitorUploads() {
  return storageError(
    429,
    'SlowDown',
    'Too many uploads from this address: please retry later',
    'too_many_requests',
    429,
  )
}

function tooManyUploads() {
  return storageError(
    503,
    'SlowDown',
    'Too many uploads at once: please retry in a moment',
    'slow_down',
    503,
  )
}
