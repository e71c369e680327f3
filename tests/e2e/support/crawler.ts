import { request } from '@playwright/test'

/**
 * A GET as a search engine, a link preview or a feed reader makes it: with no cookie from an
 * earlier request (a page asked for with `?lng=` sets the language cookie, and a later address
 * without it then answers in that language, as it does for a visitor).
 */
export async function getWithoutCookies(
  baseURL: string,
  path: string,
): Promise<{ status: number; headers: Record<string, string>; text: string }> {
  const context = await request.newContext({ baseURL })
  try {
    const response = await context.get(path)
    return { status: response.status(), headers: response.headers(), text: await response.text() }
  } finally {
    await context.dispose()
  }
}
