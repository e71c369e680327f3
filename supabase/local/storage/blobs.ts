/**
 * Where object bytes live: `<dataDir>/storage/<bucket>/<name>/<version>`, the layout of
 * Supabase Storage's file backend (`key/version`), so a new upload never overwrites the
 * bytes the current row points at; in memory when the backend has no data folder. An image's
 * rendered variants (images.ts) live beside its version, `<version>~<variant>`, and go with it.
 */
import { randomBytes } from 'node:crypto'
import { createWriteStream, existsSync } from 'node:fs'
import { mkdir, readdir, readFile, rename, rmdir, unlink, writeFile } from 'node:fs/promises'
import { dirname, join, resolve, sep } from 'node:path'
import { fileURLToPath } from 'node:url'

/** A new version's bytes as they arrive: written chunk by chunk, then saved or discarded. */
export interface BlobWriter {
  write(chunk: Buffer): Promise<void>
  /** Makes the bytes the version's (atomically: a reader never sees half a file). */
  save(): Promise<void>
  discard(): Promise<void>
}

export interface BlobStore {
  create(bucket: string, name: string, version: string): BlobWriter
  /** The bytes, or undefined when missing. `version` null = a file stored without versions. */
  read(bucket: string, name: string, version: string | null): Promise<Buffer | undefined>
  /** Removes the version and its variants. */
  remove(bucket: string, name: string, version: string | null): Promise<void>
  /** A rendered variant of a version (`variant`: letters, digits, `-` and `.`), or undefined. */
  readVariant(
    bucket: string,
    name: string,
    version: string,
    variant: string,
  ): Promise<Buffer | undefined>
  writeVariant(
    bucket: string,
    name: string,
    version: string,
    variant: string,
    data: Buffer,
  ): Promise<void>
}

const VARIANT = /^[\w.-]+$/
const variantKey = (version: string, variant: string) => {
  if (!VARIANT.test(variant)) throw new Error(`invalid variant name ${variant}`)
  return `${version}~${variant}`
}

/** `dir`: the folder of stored files (`<dataDir>/storage`, or STORAGE_DIR); none = in memory. */
export function createBlobStore(
  dir: string | undefined,
  seedDir: string | undefined = SEED_FILES_DIR,
): BlobStore {
  const store = dir ? new DiskBlobStore(dir) : new MemoryBlobStore()
  return seedDir ? withSeedFiles(store, seedDir) : store
}

/**
 * The demo seed's images (supabase/seed.sql): objects of the `media` bucket whose version is
 * `seed` are the repository's files under `public/images` (`dist/images` in a build without
 * the sources), read in place, so a fresh database copies nothing. Replacing or deleting such
 * an object works as for any other (a new version is stored as usual; removing `seed` leaves
 * the repository's file alone).
 */
const SEED_VERSION = 'seed'
const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..')
const SEED_FILES_DIR = [join(ROOT, 'public', 'images'), join(ROOT, 'dist', 'images')].find((dir) =>
  existsSync(join(dir, 'seed')),
)

/** The repository file holding a seed object's bytes, or null for any other object. */
export function seedFilePath(
  bucket: string,
  name: string,
  version: string | null,
  seedDir: string | undefined = SEED_FILES_DIR,
): string | null {
  if (!seedDir || bucket !== 'media' || version !== SEED_VERSION || !name.startsWith('seed/'))
    return null
  const root = resolve(seedDir)
  const path = resolve(root, ...name.split('/'))
  return path.startsWith(root + sep) ? path : null
}

function withSeedFiles(store: BlobStore, seedDir: string): BlobStore {
  const seedFile = (bucket: string, name: string, version: string | null) =>
    seedFilePath(bucket, name, version, seedDir)
  return {
    create: (bucket, name, version) => store.create(bucket, name, version),
    async read(bucket, name, version) {
      const path = seedFile(bucket, name, version)
      if (!path) return store.read(bucket, name, version)
      try {
        return await readFile(path)
      } catch {
        return undefined
      }
    },
    remove: (bucket, name, version) => store.remove(bucket, name, version),
    readVariant: (bucket, name, version, variant) =>
      store.readVariant(bucket, name, version, variant),
    writeVariant: (bucket, name, version, variant, data) =>
      store.writeVariant(bucket, name, version, variant, data),
  }
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

  /** Streams to a temporary file beside the final one, renamed into place on save. */
  create(bucket: string, name: string, version: string): BlobWriter {
    const file = this.file(bucket, name, version)
    const temp = `${file}.${randomBytes(6).toString('hex')}.tmp`
    let stream: ReturnType<typeof createWriteStream> | undefined
    const opened = mkdir(dirname(file), { recursive: true }).then(() => {
      stream = createWriteStream(temp)
      return new Promise<void>((ok, fail) => stream!.once('open', () => ok()).once('error', fail))
    })
    const close = () =>
      new Promise<void>((ok, fail) => {
        if (!stream || stream.closed) return ok()
        stream.once('error', fail)
        stream.end(() => ok())
      })
    return {
      async write(chunk) {
        await opened
        if (!stream!.write(chunk))
          await new Promise<void>((ok) => stream!.once('drain', () => ok()))
      },
      async save() {
        await opened
        await close()
        await rename(temp, file)
      },
      async discard() {
        await opened.catch(() => {})
        await close().catch(() => {})
        await unlink(temp).catch(() => {})
      },
    }
  }

  async read(bucket: string, name: string, version: string | null): Promise<Buffer | undefined> {
    return this.readPath(this.file(bucket, name, version))
  }

  readVariant(bucket: string, name: string, version: string, variant: string) {
    return this.readPath(this.file(bucket, name, variantKey(version, variant)))
  }

  /** Written beside the version under a temporary name, then renamed: never seen half-written. */
  async writeVariant(bucket: string, name: string, version: string, variant: string, data: Buffer) {
    const file = this.file(bucket, name, variantKey(version, variant))
    const temp = `${file}.${randomBytes(6).toString('hex')}.tmp`
    await writeFile(temp, data)
    await rename(temp, file)
  }

  private async readPath(path: string): Promise<Buffer | undefined> {
    try {
      return await readFile(path)
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
    if (version) {
      const entries = await readdir(dirname(file)).catch(() => [] as string[])
      for (const entry of entries.filter((e) => e.startsWith(`${version}~`)))
        await unlink(join(dirname(file), entry)).catch(() => {})
    }
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

  create(bucket: string, name: string, version: string): BlobWriter {
    const chunks: Buffer[] = []
    return {
      write: async (chunk) => void chunks.push(Buffer.from(chunk)),
      save: async () => void this.blobs.set(this.key(bucket, name, version), Buffer.concat(chunks)),
      discard: async () => void chunks.splice(0),
    }
  }
  async read(bucket: string, name: string, version: string | null) {
    return this.blobs.get(this.key(bucket, name, version))
  }
  async remove(bucket: string, name: string, version: string | null) {
    const key = this.key(bucket, name, version)
    this.blobs.delete(key)
    if (version)
      for (const k of this.blobs.keys()) if (k.startsWith(`${key}~`)) this.blobs.delete(k)
  }
  async readVariant(bucket: string, name: string, version: string, variant: string) {
    return this.blobs.get(this.key(bucket, name, variantKey(version, variant)))
  }
  async writeVariant(bucket: string, name: string, version: string, variant: string, data: Buffer) {
    this.blobs.set(this.key(bucket, name, variantKey(version, variant)), data)
  }
}
