import type { BackendContext, ServiceHandler } from '../http'
import { sendJson } from '../http'

/** Placeholder until the rest service lands. */
export function createRestHandler(ctx: BackendContext): ServiceHandler {
  void ctx
  return async (_req, res, path) => {
    sendJson(res, 404, { code: 'not_implemented', message: `rest is not implemented yet: ${path}` })
  }
}
