export interface FoundChromium {
  path: string
  source: 'CHROMIUM_PATH' | 'debian-headless-shell' | 'debian' | 'playwright'
}
/**
 * Where Chromium is ($CHROMIUM_PATH, /usr/bin/chromium-headless-shell, /usr/bin/chromium,
 * Playwright's own), or null.
 */
export function findChromium(): FoundChromium | null
/** Makes sure a Chromium exists (installing one if needed); returns its path or exits. */
export function ensureChromium(): string
/** The flags the e2e suite launches Chromium with. */
export const CHROMIUM_ARGS: string[]
