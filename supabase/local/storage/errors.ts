/**
 * Supabase Storage's error JSON (`src/internal/errors/codes.ts`, `src/http/error-handler.ts`):
 * HTTP 400 for every renderable error except 500s, the semantic status as a string in
 * `statusCode`, and `error` defaulting to the code.
 */
import { HttpError } from '../http'

export function storageError(
  statusCode: number,
  code: string,
  message: string,
  error?: string,
  httpStatus?: number,
): HttpError {
  return new HttpError(httpStatus ?? (statusCode >= 500 ? 500 : 400), {
    statusCode: String(statusCode),
    code,
    error: error ?? code,
    message,
  })
}

export const storageErrors = {
  noSuchBucket: () => storageError(404, 'NoSuchBucket', 'Bucket not found', 'Bucket not found'),
  noSuchKey: () => storageError(404, 'NoSuchKey', 'Object not found', 'not_found'),
  keyAlreadyExists: () =>
    storageError(409, 'KeyAlreadyExists', 'The resource already exists', 'Duplicate'),
  bucketAlreadyExists: () =>
    storageError(409, 'BucketAlreadyExists', 'The resource already exists', 'Duplicate'),
  /** A row that other data still refers to (a media file in use): the database's detail. */
  resourceReferenced: (detail: string) => storageError(409, 'ResourceReferenced', detail),
  bucketNotEmpty: () =>
    storageError(409, 'ResourceNotEmpty', 'The bucket you tried to delete is not empty'),
  invalidJwt: (message: string) => storageError(400, 'InvalidJWT', message),
  accessDenied: (message = 'new row violates row-level security policy') =>
    storageError(403, 'AccessDenied', message, 'Unauthorized'),
  /** Over the bucket's file_size_limit: a renderable Storage error, so HTTP 400. */
  entityTooLarge: () =>
    storageError(
      413,
      'EntityTooLarge',
      'The object exceeded the maximum allowed size',
      'Payload too large',
    ),
  /** Over the server's upload limit: refused before the body is read, with HTTP 413. */
  uploadTooLarge: (limit: number) =>
    storageError(
      413,
      'EntityTooLarge',
      `The object exceeded the maximum allowed size (${limit} bytes)`,
      'Payload too large',
      413,
    ),
  invalidMimeType: (mimeType: string) =>
    storageError(
      415,
      'InvalidMimeType',
      `mime type ${mimeType} is not supported`,
      'invalid_mime_type',
    ),
  invalidKey: (key: string) => storageError(400, 'InvalidKey', `Invalid key: ${key}`),
  invalidBucketName: () =>
    storageError(400, 'InvalidBucketName', 'Bucket name invalid', 'Invalid Input'),
  invalidRequest: (message: string) => storageError(400, 'InvalidRequest', message),
  noContent: () => storageError(400, 'InvalidRequest', 'No content provided'),
  notSupported: (feature: string) =>
    storageError(
      409,
      'NotSupported',
      `The feature ${feature} is not supported by the embedded backend`,
    ),
  notFound: (method: string, path: string) =>
    storageError(404, 'NotFound', `Route ${method}:${path} not found`),
  internal: () => storageError(500, 'InternalError', 'Internal server error', 'internal'),
}

/**
 * Maps a Postgres error raised under the caller's role to Storage's error. A 23503 whose
 * detail says the row "is still referenced from table …" (a foreign key, or the media
 * library's guard for a file in use) is `ResourceReferenced` with that detail, as hosted
 * Storage answers; any other 23503 is the bucket's foreign key: the bucket is gone.
 */
export function fromDatabaseError(error: unknown): unknown {
  const { code, detail } = (error ?? {}) as { code?: string; detail?: string }
  if (code === '42501') return storageErrors.accessDenied()
  if (code === '23505') return storageErrors.keyAlreadyExists()
  if (code === '23503' && detail?.includes('is still referenced from table'))
    return storageErrors.resourceReferenced(detail)
  if (code === '23503') return storageErrors.noSuchBucket()
  return error
}
