/**
 * One process per data folder: `server.lock` holds the owner's pid. A second process refuses
 * instead of corrupting the database; a lock left by a dead process is taken over.
 */
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

export class DataDirLockedError extends Error {}

const lockPath = (dataDir: string) => join(dataDir, 'server.lock')

function inUse(dataDir: string, pid: number) {
  return new DataDirLockedError(
    `The data folder ${dataDir} is in use by another process (pid ${pid}). Stop it first, or set DATA_DIR to another folder.`,
  )
}

/** Throws DataDirLockedError when a live process holds the data folder (e.g. before wiping it). */
export function assertDataDirFree(dataDir: string): void {
  const lockFile = lockPath(dataDir)
  if (!existsSync(lockFile)) return
  const pid = Number(readFileSync(lockFile, 'utf8').trim())
  if (pid && isAlive(pid)) throw inUse(dataDir, pid)
}

/**
 * Takes the lock and returns its path. The lock file is created exclusively (O_EXCL), so two
 * processes starting at once cannot both win.
 */
export function acquireLock(dataDir: string): string {
  const lockFile = lockPath(dataDir)
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      writeFileSync(lockFile, String(process.pid), { flag: 'wx' })
      return lockFile
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
    }
    const pid = Number(readFileSync(lockFile, 'utf8').trim())
    if (pid === process.pid) {
      throw new DataDirLockedError(`The data folder ${dataDir} is already open in this process.`)
    }
    if (pid && isAlive(pid)) throw inUse(dataDir, pid)
    rmSync(lockFile, { force: true })
  }
  throw new DataDirLockedError(
    `Could not lock the data folder ${dataDir}: another process keeps taking it.`,
  )
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}
