import type { BackendContext, ServiceHandler } from '../http'
import { sendJson } from '../http'

/** Placeholder until the functions service lands. */
export function createFunctionsHandler(ctx: BackendContext): ServiceHandler {
  void ctx
  return async (_req, res, path) => {
    sendJson(res, 404, { code: 'not_implemented', message: `functions is not implemented yet: ${path}` })
  }
}
