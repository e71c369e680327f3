/**
 * Reads an upload as Storage does — a multipart form (storage-js sends Blobs and Files so: the
 * file part plus `cacheControl` and `metadata` fields; busboy reads the part's Content-Type,
 * falling back to text/plain for one that is not a media type) or a raw body with its headers — and
 * streams the file's bytes into a blob writer as they arrive, never holding the file in
 * memory. Multipart parsing is busboy's (a maintained streaming parser).
 */
import { createHash } from 'node:crypto'
import type { IncomingMessage } from 'node:http'
import type { Readable } from 'node:stream'

import busboy from 'busboy'

import type { BlobWriter } from './blobs'
import { HEAD_BYTES } from './content'
import { storageErrors } from './errors'
import { checkedCacheControl, checkedContentType, parseUserMetadata } from './metadata'

export interface ReceivedUpload {
  size: number
  /** MD5 of the bytes, hex (Storage's eTag). */
  md5: string
  /** The first bytes (HEAD_BYTES at most), to recognise the content's type. */
  head: Buffer
  mimetype: string
  cacheControl: string
  userMetadata: unknown
}

export interface UploadLimit {
  bytes: number
  /** The error past `bytes`. */
  tooLarge: () => Error
}

export type UploadMetadata = Pick<ReceivedUpload, 'mimetype' | 'cacheControl' | 'userMetadata'>

/**
 * A raw upload's metadata, from its headers alone (so it is refused before the body is read):
 * Content-Type, Cache-Control and the base64 JSON of `x-metadata`, each checked (metadata.ts).
 */
export function rawUploadMetadata(req: IncomingMessage): UploadMetadata {
  const header = req.headers['x-metadata']
  return {
    mimetype: checkedContentType(String(req.headers['content-type'] || 'text/plain;charset=UTF-8')),
    cacheControl: checkedCacheControl(String(req.headers['cache-control'] ?? 'no-cache')),
    userMetadata:
      typeof header === 'string'
        ? parseUserMetadata(Buffer.from(header, 'base64').toString('utf8'))
        : undefined,
  }
}

/**
 * Streams the request's file into `writer` (discarded on any failure). `raw` is the metadata
 * of a raw upload (`rawUploadMetadata`); a multipart body carries its own.
 */
export async function receiveUpload(
  req: IncomingMessage,
  writer: BlobWriter,
  limit: UploadLimit,
  raw: UploadMetadata | undefined,
): Promise<ReceivedUpload> {
  try {
    if (raw) return { ...(await copy(req, writer, limit)), ...raw }
    return await receiveMultipart(req, writer, limit)
  } catch (error) {
    await writer.discard()
    throw error
  }
}

function receiveMultipart(
  req: IncomingMessage,
  writer: BlobWriter,
  limit: UploadLimit,
): Promise<ReceivedUpload> {
  return new Promise((resolve, reject) => {
    let parser: busboy.Busboy
    try {
      parser = busboy({
        headers: req.headers,
        // One past the limit, so an oversized file is told apart from one of exactly the limit.
        limits: { files: 1, fileSize: limit.bytes + 1, fields: 10, fieldSize: 64 * 1024 },
      })
    } catch {
      reject(storageErrors.invalidRequest('The multipart body could not be parsed'))
      return
    }
    const fields = new Map<string, string>()
    let file: Promise<{ size: number; md5: string; head: Buffer; mimetype: string }> | undefined
    const fail = (error: unknown) => {
      req.unpipe(parser)
      reject(error)
    }
    parser.on('field', (name, value) => fields.set(name, value))
    parser.on('file', (_name, stream, info) => {
      file = copy(stream, writer, limit).then((copied) => ({
        ...copied,
        mimetype: info.mimeType || 'application/octet-stream',
      }))
      file.catch(fail)
    })
    parser.on('error', () =>
      fail(storageErrors.invalidRequest('The multipart body could not be parsed')),
    )
    parser.on('close', () => {
      if (!file) return fail(storageErrors.noContent())
      file.then((copied) => {
        const cacheTime = fields.get('cacheControl')
        const metadata = fields.get('metadata')
        try {
          resolve({
            ...copied,
            cacheControl: cacheTime
              ? checkedCacheControl(`max-age=${cacheTime.trim()}`)
              : 'no-cache',
            userMetadata: metadata === undefined ? undefined : parseUserMetadata(metadata),
          })
        } catch (error) {
          reject(error)
        }
      }, reject)
    })
    req.pipe(parser)
  })
}

/**
 * Copies a stream into the writer, counting, hashing and keeping its head, one chunk at a time
 * (the source waits while a chunk is written). Past the limit it stops reading — the source is
 * left paused, not drained, so the caller can answer and close the connection.
 */
function copy(source: Readable, writer: BlobWriter, limit: UploadLimit) {
  return new Promise<{ size: number; md5: string; head: Buffer }>((resolve, reject) => {
    const hash = createHash('md5')
    const head: Buffer[] = []
    let headSize = 0
    let size = 0
    let settled = false
    const fail = (error: unknown) => {
      if (settled) return
      settled = true
      source.pause()
      source.removeListener('data', onData)
      reject(error)
    }
    const onData = (chunk: Buffer) => {
      size += chunk.length
      if (size > limit.bytes) return fail(limit.tooLarge())
      hash.update(chunk)
      if (headSize < HEAD_BYTES) {
        head.push(chunk)
        headSize += chunk.length
      }
      source.pause()
      writer.write(chunk).then(() => {
        if (!settled) source.resume()
      }, fail)
    }
    source.on('data', onData)
    source.once('error', fail)
    source.once('close', () => fail(storageErrors.invalidRequest('The upload was interrupted')))
    source.once('end', () => {
      if (settled) return
      settled = true
      resolve({ size, md5: hash.digest('hex'), head: Buffer.concat(head).subarray(0, HEAD_BYTES) })
    })
  })
}
