/**
 * The server renderer as this backend sees it: the build's `.ssr/entry-server.js`
 * (src/entry-server.tsx), loaded at run time (the backend never imports `src/`) and called with
 * a time limit. Its output is a black box to the rest of the server: a page, a redirect or "not
 * mine".
 */
import { stat } from 'node:fs/promises'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'

export interface RenderRequest {
  url: string
  cookie?: string
  acceptLanguage?: string
  supabaseUrl: string
  supabaseAnonKey: string
  /** The site's public origin (SITE_URL) for absolute links in pages. */
  siteUrl?: string
  /** The server sends email (the texts after a submission say so). */
  mail?: boolean
  /** Headers for the renderer's API calls: the visitor's address, forwarded (register lookups, forms). */
  apiHeaders?: Record<string, string>
  /**
   * The site's signing key (register/signing.ts), for the signed proofs of a check
   * (src/app/verify-proof.ts, ADR 029): its public half, and a function that signs. The seed
   * itself stays in the server.
   */
  registerKey?: RegisterSigner
}

/** What the renderer may use of the site's signing key. */
export interface RegisterSigner {
  kid: string
  publicJwk: { kty: 'OKP'; crv: 'Ed25519'; x: string; kid: string; alg: 'EdDSA'; use: 'sig' }
  sign: (data: string | Uint8Array) => string
}

/** A public form posted to its page (docs/decisions/023). */
export interface SubmitRequest extends RenderRequest {
  /** The posted fields (urlencoded or multipart, first value of each name). */
  fields: Record<string, string>
  /** The files of a multipart post (`attachments`; those with a name and content). */
  files?: File[]
}

/** A path as the renderer's router sees it (src/entry-server.tsx `routeOf`). */
export interface RouteInfo {
  /** A certificate-register lookup: counted against the visitor's limit. */
  lookup: boolean
  /** Another spelling of the page's canonical address: that address (path and query), for a 301. */
  canonical: string | null
  /** The page depends on the visitor's cookie (a form's success page): rendered uncached. */
  personal?: boolean
}

export type RenderedPage = {
  kind: 'page'
  status: number
  language: string
  head: string
  body: string
  state: string
  /** False when some of the page's data failed or ran out of time: never cached. */
  complete?: boolean
  /** False for pages not worth keeping (search results): shared while rendering, never stored. */
  store?: boolean
  /** True for pages nobody may keep, browsers included (previews): `Cache-Control: no-store`. */
  noStore?: boolean
  /** Queries the page read that its routes do not declare: rendered without their data (logged). */
  unprefetched?: string[]
}

/** A generated file (sitemap, robots.txt, news feed, a certificate's badge). */
export type RenderedFile = {
  kind: 'file'
  status: number
  contentType: string
  /** Text, or bytes (a signed proof's PDF). */
  body: string | Uint8Array
  complete?: boolean
  /** Its own Cache-Control when cached (a certificate's badge); default the pages'. */
  cacheControl?: string
  /** A download's `Content-Disposition` (a signed proof). */
  contentDisposition?: string
}

type RenderResult =
  | { kind: 'skip' }
  /** `cookie`: a Set-Cookie value (the success page's proof after a form post). */
  | { kind: 'redirect'; status: number; location: string; cookie?: string }
  | RenderedPage
  | RenderedFile

export interface Renderer {
  render: (request: RenderRequest) => Promise<RenderResult>
  /**
   * The language a request gets (`?lng=`, cookie, Accept-Language): the page cache's key. A
   * renderer without it is used uncached, with the visitor's own cookie and headers.
   */
  detectLanguage?: (url: URL, cookie?: string, acceptLanguage?: string) => string
  /**
   * A form posted to its page: checked and sent, then a 303 to its success page or the page
   * with the form's state (422, 429, …); "skip" for a page without such a form.
   */
  submit?: (request: SubmitRequest) => Promise<RenderResult>
  /** The paths whose page takes a posted form (`submit`); the server accepts posts there only. */
  formPaths?: readonly string[]
  /** Of those, the paths whose form carries files: posted as multipart (up to 16 MB). */
  fileFormPaths?: readonly string[]
  /** What the server's limits need to know of a path before rendering it. */
  routeOf?: (url: URL) => RouteInfo
}

/** A page that takes longer than this is left to the browser (the SPA shell is sent). */
const RENDER_TIMEOUT_MS = 4000

/** The build's renderer, or null when the build has none (or it failed to load: logged). */
export function loadRenderer(root: string, log: (line: string) => void): Promise<Renderer | null> {
  const file = join(root, '.ssr', 'entry-server.js')
  return stat(file).then(
    async () => {
      try {
        return (await import(pathToFileURL(file).href)) as Renderer
      } catch (error) {
        log(`[ssr] renderer not loaded: ${String(error)}`)
        return null
      }
    },
    () => null,
  )
}

/** The renderer's answer (`run`: its `render`, or `submit`), or null (failure, "skip", over RENDER_TIMEOUT_MS: logged). */
export async function renderWithin<R extends RenderRequest>(
  renderer: Renderer,
  request: R,
  log: (line: string) => void,
  run: (request: R) => Promise<RenderResult> = renderer.render,
): Promise<Exclude<RenderResult, { kind: 'skip' }> | null> {
  const path = new URL(request.url).pathname
  let timer: ReturnType<typeof setTimeout> | undefined
  try {
    const result = await Promise.race([
      run(request),
      new Promise<null>((resolve) => (timer = setTimeout(() => resolve(null), RENDER_TIMEOUT_MS))),
    ])
    if (!result) log(`[ssr] ${path}: over ${RENDER_TIMEOUT_MS} ms, sent the shell`)
    if (result?.kind === 'page' && result.unprefetched?.length)
      log(`[ssr] ${path}: rendered without the data of ${result.unprefetched.join(', ')}`)
    return result && result.kind !== 'skip' ? result : null
  } catch (error) {
    log(`[ssr] ${path}: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`)
    return null
  } finally {
    clearTimeout(timer)
  }
}
