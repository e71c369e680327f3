/**
 * `/functions/v1/<name>`: runs `supabase/functions/<name>/handler.ts`, the runtime-neutral
 * module the Deno entry serves (`Deno.serve((req) => handler(req, {...Deno.env}))`), with
 * the environment the hosted runtime provides. As hosted with `verify_jwt` (the default), a
 * request needs a valid JWT — the anon key will do — and gets the edge runtime's 401
 * otherwise; the caller's Authorization header reaches the function unchanged. With
 * `functionUrls` the request goes to the function's Deno entry served elsewhere instead.
 */
import { existsSync } from 'node:fs'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'

import WebSocket from 'ws'

import { SUPABASE_DIR } from '../db/database'
import type { BackendContext, ServiceHandler } from '../http'
import { bearerToken, readBody, sendJson } from '../http'
import { verifyJwt } from '../jwt'

export interface FunctionEnv {
  SUPABASE_URL: string
  SUPABASE_ANON_KEY: string
  SUPABASE_SERVICE_ROLE_KEY: string
  REGISTER_SIGNING_KEY?: string
  SETUP_TOKEN?: string
}

type Handler = (req: Request, env: FunctionEnv) => Promise<Response> | Response

const NAME = /^[a-z0-9][a-z0-9_-]*$/
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'transfer-encoding',
  'content-length',
  'expect',
  'upgrade',
  'te',
  'trailer',
])

export function createFunctionsHandler(ctx: BackendContext): ServiceHandler {
  const dir = ctx.config.functionsDir ?? join(SUPABASE_DIR, 'functions')
  const modules = new Map<string, Promise<{ handler?: unknown }>>()
  // Deno (the hosted runtime) has a native WebSocket; Node 20 does not, and supabase-js's
  // createClient() throws without one. Functions creating clients need it to load.
  const g = globalThis as { WebSocket?: unknown }
  if (typeof g.WebSocket === 'undefined') g.WebSocket = WebSocket

  const limit = ctx.config.maxFunctionBody
  /** Answers without reading the body (server.ts discards what still comes). */
  const refuse = (_req: IncomingMessage, res: ServerResponse, status: number, body: unknown) =>
    sendJson(res, status, body)

  return async (req, res, path, url) => {
    const name = /^\/([^/]+)/.exec(path)?.[1] ?? ''
    const file = join(dir, name, 'handler.ts')
    if (!NAME.test(name) || !existsSync(file)) {
      return refuse(req, res, 404, {
        code: 'NOT_FOUND',
        message: 'Requested function was not found',
      })
    }
    if (!req.headers.authorization) {
      return refuse(req, res, 401, { code: 401, message: 'Missing authorization header' })
    }
    try {
      verifyJwt(bearerToken(req) ?? '', ctx.config.jwtSecret)
    } catch {
      return refuse(req, res, 401, { code: 401, message: 'Invalid JWT' })
    }
    if (Number(req.headers['content-length'] ?? 0) > limit) {
      return refuse(req, res, 413, tooLarge(limit))
    }

    const remote = ctx.config.functionUrls?.[name]
    if (remote) return forward(req, res, url, limit, remote)

    let module = modules.get(file)
    if (!module) {
      module = loadModule(file)
      modules.set(file, module)
    }
    let handler: Handler
    try {
      const loaded = await module
      if (typeof loaded.handler !== 'function')
        throw new Error(`${file} does not export a handler function`)
      handler = loaded.handler as Handler
    } catch (error) {
      modules.delete(file)
      console.error(`[functions] ${name} failed to load:`, error)
      return refuse(req, res, 503, {
        code: 'BOOT_ERROR',
        message: 'Function failed to start (please check logs)',
      })
    }

    let request: Request
    try {
      request = await toWebRequest(req, url, limit)
    } catch (error) {
      if ((error as { status?: number }).status === 413)
        return refuse(req, res, 413, tooLarge(limit))
      throw error
    }
    const env: FunctionEnv = {
      SUPABASE_URL: ctx.publicUrl(),
      SUPABASE_ANON_KEY: ctx.config.anonKey,
      SUPABASE_SERVICE_ROLE_KEY: ctx.config.serviceRoleKey,
      REGISTER_SIGNING_KEY: ctx.config.registerSigningKey,
      ...(ctx.config.setupToken ? { SETUP_TOKEN: ctx.config.setupToken } : {}),
    }
    let response: Response
    try {
      response = await handler(request, env)
      if (!(response instanceof Response)) throw new Error(`${name} did not return a Response`)
    } catch (error) {
      console.error(`[functions] ${name} threw:`, error)
      return sendJson(res, 500, {
        code: 'WORKER_ERROR',
        message: 'Function exited due to an error (please check logs)',
      })
    }
    await sendWebResponse(res, response)
  }
}

/** The gateway's part in front of a function served by Deno: the request as it came, and its answer. */
async function forward(
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
  limit: number,
  target: string,
): Promise<void> {
  let request: Request
  try {
    request = await toWebRequest(req, new URL(url.pathname + url.search, target), limit)
  } catch (error) {
    if ((error as { status?: number }).status === 413) return sendJson(res, 413, tooLarge(limit))
    throw error
  }
  const response = await fetch(request).catch(() => null)
  if (!response)
    return sendJson(res, 503, {
      code: 'BOOT_ERROR',
      message: 'Function failed to start (please check logs)',
    })
  await sendWebResponse(res, response)
}

async function toWebRequest(req: IncomingMessage, url: URL, limit: number): Promise<Request> {
  const headers = new Headers()
  for (const [key, value] of Object.entries(req.headers)) {
    if (value === undefined || HOP_BY_HOP.has(key)) continue
    for (const item of Array.isArray(value) ? value : [value]) headers.append(key, item)
  }
  const method = req.method ?? 'GET'
  const hasBody = method !== 'GET' && method !== 'HEAD'
  const body = hasBody ? await readBody(req, limit, () => tooLarge(limit)) : undefined
  return new Request(url.href, { method, headers, body: body ? new Uint8Array(body) : undefined })
}

function tooLarge(limit: number) {
  return { code: 'PAYLOAD_TOO_LARGE', message: `Request body exceeds ${limit} bytes` }
}

async function sendWebResponse(res: ServerResponse, response: Response) {
  const headers: Record<string, string | string[]> = {}
  response.headers.forEach((value, key) => {
    if (key !== 'set-cookie' && !HOP_BY_HOP.has(key)) headers[key] = value
  })
  const cookies = response.headers.getSetCookie()
  if (cookies.length) headers['set-cookie'] = cookies
  res.writeHead(response.status, response.statusText, headers)
  if (!response.body) return void res.end()
  try {
    for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
      if (!res.write(chunk)) await new Promise((resolve) => res.once('drain', resolve))
    }
  } finally {
    res.end()
  }
}

/** Imports a handler module; plain Node (the Vite dev server) needs tsx's loader for TypeScript. */
async function loadModule(file: string): Promise<{ handler?: unknown }> {
  const href = pathToFileURL(file).href
  try {
    return (await import(href)) as { handler?: unknown }
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ERR_UNKNOWN_FILE_EXTENSION') throw error
    const { tsImport } = await import('tsx/esm/api')
    return (await tsImport(href, import.meta.url)) as { handler?: unknown }
  }
}
