/**
 * Vitest global setup of the `features` project: one embedded backend (migrations + demo seed,
 * in a temporary data folder, review before publishing switched off) for every feature's tests,
 * and an editor and an admin account signed in through the real auth API. Feature tests reach it with `src/test/backend.ts`.
 */
import type { TestProject } from 'vitest/node'

import { createAccount, withoutReview } from '../api/db-helpers'
import { startBackend } from '../api/helpers'

export default async function setup(project: TestProject) {
  const backend = await startBackend()
  // Feature tests save as an editor; review before publishing has its own tests (the review
  // panel's submit and decide whatever the setting; tests/api/review.test.ts).
  await withoutReview(backend)
  const editor = await createAccount(backend, 'editor')
  const admin = await createAccount(backend, 'admin')
  project.provide('backend', {
    url: backend.url,
    anonKey: backend.anonKey,
    editorToken: editor.accessToken,
    adminToken: admin.accessToken,
  })
  return () => backend.stop()
}

declare module 'vitest' {
  export interface ProvidedContext {
    backend: { url: string; anonKey: string; editorToken: string; adminToken: string }
  }
}
