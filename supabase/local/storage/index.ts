/**
 * `/storage/v1`: the part of Supabase Storage that storage-js uses for files — upload
 * (multipart and raw, `x-upsert`), update, public and authenticated download, list, remove,
 * image transformations (`/render/image`, images.ts) — plus the bucket API. Rows in storage.objects are written as the caller (db.asRequest), so
 * the project's storage policies decide; bytes live on disk (see blobs.ts). Signed URLs,
 * move/copy, resumable and S3 uploads are refused as not supported.
 */
import type { IncomingMessage } from 'node:http'
import { join } from 'node:path'

import type { BackendContext, ServiceHandler } from '../http'
import { headerObject, HttpError, readBody, sendJson } from '../http'
import { identify } from '../identity'
import { JwtError } from '../jwt'
import { type BlobStore, createBlobStore } from './blobs'
import { handleBuckets } from './buckets'
import type { Caller } from './caller'
import { storageErrors } from './errors'
import { createObjectService } from './objects'

const UNSUPPORTED: [RegExp, string][] = [
  [/^\/object\/(move|copy)$/, 'move and copy'],
  [/^\/object\/(sign|upload\/sign)(\/|$)/, 'signed URLs'],
  [/^\/object\/list-v2(\/|$)/, 'list v2'],
  [/^\/object\/info(\/|$)/, 'object info'],
  [/^\/render\/image\/sign(\/|$)/, 'signed URLs'],
  [/^\/upload\/resumable(\/|$)/, 'resumable uploads'],
  [/^\/s3(\/|$)/, 'the S3 protocol'],
  [/^\/(iceberg|vector)(\/|$)/, 'analytics and vector buckets'],
]

export function createStorageHandler(
  ctx: BackendContext,
  blobs: BlobStore = createBlobStore(ctx.dataDir && join(ctx.dataDir, 'storage')),
): ServiceHandler {
  const objects = createObjectService(ctx, blobs)

  const callerOf = (req: IncomingMessage, path: string): Caller => {
    let identity
    try {
      identity = identify(req, ctx.config)
    } catch (error) {
      if (error instanceof JwtError) {
        throw storageErrors.invalidJwt(
          error.kind === 'expired'
            ? 'jwt expired'
            : /cryptographic/.test(error.message)
              ? 'invalid signature'
              : 'jwt malformed',
        )
      }
      throw error
    }
    const sub = typeof identity.claims.sub === 'string' ? identity.claims.sub : null
    return {
      request: {
        role: identity.role,
        claims: identity.claims,
        headers: headerObject(req),
        method: req.method ?? 'GET',
        path: `/storage/v1${path}`,
        statementTimeout: ctx.config.statementTimeouts[identity.role],
      },
      owner: sub,
    }
  }

  const readJson = async (req: IncomingMessage): Promise<Record<string, unknown>> => {
    const raw = await readBody(
      req,
      ctx.config.maxJsonBody,
      () => storageErrors.uploadTooLarge(ctx.config.maxJsonBody).body,
    )
    if (raw.length === 0) return {}
    try {
      const parsed: unknown = JSON.parse(raw.toString('utf8'))
      if (parsed && typeof parsed === 'object' && !Array.isArray(parsed))
        return parsed as Record<string, unknown>
    } catch {
      // fall through
    }
    throw storageErrors.invalidRequest('Body is not a JSON object')
  }

  return async (req, res, rawPath, url) => {
    const method = req.method ?? 'GET'
    const path = rawPath.replace(/\/{2,}/g, '/')
    try {
      const unsupported = UNSUPPORTED.find(([pattern]) => pattern.test(path))
      if (unsupported) throw storageErrors.notSupported(unsupported[1])
      const segments = path.split('/').slice(1).map(decodeSegment)
      if (segments[0] === 'bucket') {
        const body = method === 'POST' || method === 'PUT' ? await readJson(req) : {}
        return await handleBuckets(ctx, res, method, segments.slice(1), body, callerOf(req, path))
      }
      if (
        segments[0] === 'render' &&
        segments[1] === 'image' &&
        (segments[2] === 'public' || segments[2] === 'authenticated') &&
        (method === 'GET' || method === 'HEAD') &&
        segments.length >= 5
      ) {
        const [bucket, ...name] = segments.slice(3)
        const caller = segments[2] === 'public' ? undefined : callerOf(req, path)
        return await objects.render(req, res, url, bucket!, name.join('/'), caller)
      }
      if (segments[0] === 'object') {
        const [, first, ...rest] = segments
        if (first === 'list' && method === 'POST' && rest.length >= 1) {
          return await objects.list(res, rest.join('/'), await readJson(req), callerOf(req, path))
        }
        if (
          (first === 'public' || first === 'authenticated') &&
          (method === 'GET' || method === 'HEAD') &&
          rest.length >= 2
        ) {
          const [bucket, ...name] = rest
          const caller = first === 'public' ? undefined : callerOf(req, path)
          return await objects.download(req, res, url, bucket!, name.join('/'), caller)
        }
        if (first !== undefined && first !== '') {
          const name = rest.join('/')
          if (method === 'DELETE' && rest.length === 0) {
            return await objects.remove(res, first, await readJson(req), callerOf(req, path))
          }
          if (rest.length > 0) {
            if (method === 'GET' || method === 'HEAD')
              return await objects.download(req, res, url, first, name, callerOf(req, path))
            if (method === 'POST' || method === 'PUT') {
              const upsert =
                method === 'POST' && String(req.headers['x-upsert']).toLowerCase() === 'true'
              return await objects.upload(
                req,
                res,
                first,
                name,
                method === 'PUT' ? 'update' : upsert ? 'upsert' : 'create',
                callerOf(req, path),
              )
            }
            if (method === 'DELETE')
              return await objects.remove(
                res,
                first,
                { prefixes: [name] },
                callerOf(req, path),
                true,
              )
          }
        }
      }
      throw storageErrors.notFound(method, `/storage/v1${path}`)
    } catch (error) {
      if (error instanceof HttpError) {
        if (!res.headersSent) sendJson(res, error.status, error.body, error.headers)
        else res.end()
        return
      }
      throw error
    }
  }
}

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment)
  } catch {
    throw storageErrors.invalidKey(segment)
  }
}
