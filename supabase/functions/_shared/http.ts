/** CORS headers and JSON responses shared by the functions (runtime-neutral: Deno and Node). */
import type { FunctionError } from './types.ts'

export const corsHeaders: Record<string, string> = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Headers': 'authorization, x-client-info, apikey, content-type, x-region',
  'Access-Control-Allow-Methods': 'POST, OPTIONS',
  'Access-Control-Max-Age': '86400',
}

export function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { ...corsHeaders, 'Content-Type': 'application/json; charset=utf-8' },
  })
}

export function fail(status: number, error: string, code?: string, field?: string): Response {
  const body: FunctionError = { error }
  if (code) body.code = code
  if (field) body.field = field
  return json(status, body)
}

/** Answers the CORS preflight; null for every other method. */
export function preflight(req: Request): Response | null {
  return req.method === 'OPTIONS' ? new Response('ok', { status: 200, headers: corsHeaders }) : null
}

/** The JSON object body, or null when it is missing or not an object. */
export async function readJsonObject(req: Request): Promise<Record<string, unknown> | null> {
  try {
    const body: unknown = await req.json()
    return body && typeof body === 'object' && !Array.isArray(body)
      ? (body as Record<string, unknown>)
      : null
  } catch {
    return null
  }
}

export function bearerToken(req: Request): string | null {
  const header = req.headers.get('Authorization') ?? req.headers.get('authorization')
  const match = header ? /^Bearer\s+(\S+)$/i.exec(header) : null
  return match ? match[1] : null
}
