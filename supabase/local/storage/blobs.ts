/**
 * Where object bytes live: `<dataDir>/storage/<bucket>/<name>/<version>`, the layout of
 * Supabase Storage's file backend (`key/version`), so a new upload never overwrites the
 * bytes the current row points at; in memory when the backend has no data folder.
 */
import { randomBytes } from 'node:crypto'
import { mkdir, readFile, rename, rmdir, unlink, writeFile } from 'node:fs/promises'
import { dirname, join, resolve, sep } from 'node:path'

export interface BlobStore {
  write(bucket: string, name: string, version: string, data: Buffer): Promise<void>
  /** The bytes, or undefined when missing. `version` null = a file stored without versions. */
  read(bucket: string, name: string, version: string | null): Promise<Buffer | undefined>
  remove(bucket: string, name: string, version: string | null): Promise<void>
}

export function createBlobStore(dataDir: string | undefined): BlobStore {
  return dataDir ? new DiskBlobStore(join(dataDir, 'storage')) : new MemoryBlobStore()
}

class DiskBlobStore implements BlobStore {
  private readonly root: string

  constructor(root: string) {
    this.root = resolve(root)
  }

  /** Keys are validated by the caller; this is the last guard against leaving the folder. */
  private file(bucket: string, name: string, version: string | null): string {
    const path = resolve(this.root, bucket, ...name.split('/'), ...(version ? [version] : []))
    if (!path.startsWith(this.root + sep + bucket + sep))
      throw new Error(`refusing storage path outside ${this.root}`)
    return path
  }

  async write(bucket: string, name: string, version: string, data: Buffer): Promise<void> {
    const file = this.file(bucket, name, version)
    await mkdir(dirname(file), { recursive: true })
    const temp = `${file}.${randomBytes(6).toString('hex')}.tmp`
    await writeFile(temp, data)
    await rename(temp, file)
  }

  async read(bucket: string, name: string, version: string | null): Promise<Buffer | undefined> {
    try {
      return await readFile(this.file(bucket, name, version))
    } catch (error) {
      if (
        (error as NodeJS.ErrnoException).code === 'ENOENT' ||
        (error as NodeJS.ErrnoException).code === 'EISDIR'
      )
        return undefined
      throw error
    }
  }

  async remove(bucket: string, name: string, version: string | null): Promise<void> {
    const file = this.file(bucket, name, version)
    await unlink(file).catch(() => {})
    // Prune the now-empty folders up to the bucket's.
    const stop = join(this.root, bucket)
    for (let dir = dirname(file); dir.startsWith(stop + sep); dir = dirname(dir)) {
      try {
        await rmdir(dir)
      } catch {
        break
      }
    }
  }
}

class MemoryBlobStore implements BlobStore {
  private readonly blobs = new Map<string, Buffer>()
  private key = (bucket: string, name: string, version: string | null) =>
    `${bucket}\u0000${name}\u0000${version ?? ''}`

  async write(bucket: string, name: string, version: string, data: Buffer) {
    this.blobs.set(this.key(bucket, name, version), Buffer.from(data))
  }
  async read(bucket: string, name: string, version: string | null) {
    return this.blobs.get(this.key(bucket, name, version))
  }
  async remove(bucket: string, name: string, version: string | null) {
    this.blobs.delete(this.key(bucket, name, version))
  }
}
