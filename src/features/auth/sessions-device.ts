/**
 * A short device label from a user agent ("Chrome · Windows"), for the profile's session list.
 * Only the common browsers and systems: anything else shows as an unknown device.
 */
export function describeDevice(userAgent: string | null | undefined): string | null {
  if (!userAgent) return null
  const browser = /Edg\//.test(userAgent)
    ? 'Edge'
    : /OPR\//.test(userAgent)
      ? 'Opera'
      : /Firefox\//.test(userAgent)
        ? 'Firefox'
        : /(Chrome|Chromium|CriOS)\//.test(userAgent)
          ? 'Chrome'
          : /Safari\//.test(userAgent)
            ? 'Safari'
            : null
  const system = /Android/.test(userAgent)
    ? 'Android'
    : /(iPhone|iPad|iPod)/.test(userAgent)
      ? 'iOS'
      : /Windows/.test(userAgent)
        ? 'Windows'
        : /Mac OS X|Macintosh/.test(userAgent)
          ? 'macOS'
          : /CrOS/.test(userAgent)
            ? 'ChromeOS'
            : /Linux/.test(userAgent)
              ? 'Linux'
              : null
  if (!browser && !system) return null
  return [browser, system].filter(Boolean).join(' · ')
}
