import type { BackendContext, ServiceHandler } from '../http'
import { sendJson } from '../http'

/** Placeholder until the storage service lands. */
export function createStorageHandler(ctx: BackendContext): ServiceHandler {
  void ctx
  return async (_req, res, path) => {
    sendJson(res, 404, { code: 'not_implemented', message: `storage is not implemented yet: ${path}` })
  }
}
