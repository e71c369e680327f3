import type { BackendContext, ServiceHandler } from '../http'
import { sendJson } from '../http'

/** Placeholder until the auth service lands. */
export function createAuthHandler(ctx: BackendContext): ServiceHandler {
  void ctx
  return async (_req, res, path) => {
    sendJson(res, 404, { code: 'not_implemented', message: `auth is not implemented yet: ${path}` })
  }
}
