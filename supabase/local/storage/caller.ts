/**
 * What every storage operation shares: who calls (the request context the rows are written
 * under) and the checks on bucket ids and object keys. Its own module, so the bucket API, the
 * object operations and the router import it rather than each other.
 */
import type { RequestContext } from '../db/database'
import { storageErrors } from './errors'

export interface Caller {
  request: RequestContext
  /** auth.uid() as the owner columns take it: null for the API keys. */
  owner: string | null
}

/** Storage's isValidKey (S3-safe characters), plus no empty, `.` or `..` segments. */
export function assertValidKey(name: string) {
  const ok =
    name.length > 0 &&
    name.length <= 1024 &&
    /^(\w|\/|!|-|\.|\*|'|\(|\)| |&|\$|@|=|;|:|\+|,|\?)*$/.test(name) &&
    name
      .split('/')
      .every(
        (part) => part !== '' && part !== '.' && part !== '..' && Buffer.byteLength(part) <= 255,
      )
  if (!ok) throw storageErrors.invalidKey(name)
}

export function assertValidBucketName(bucket: string) {
  if (
    !/^(\w|!|-|\.|\*|'|\(|\)| |&|\$|@|=|;|:|\+|,|\?)+$/.test(bucket) ||
    bucket === '.' ||
    bucket === '..' ||
    bucket.length > 100
  ) {
    throw storageErrors.invalidBucketName()
  }
}
