import { useEffect, useState } from 'react'

/**
 * Copies a text to the clipboard: `state` is 'copied' for 2.5 s after a copy (for a visible and
 * an announced confirmation), 'failed' when the browser refused.
 */
export function useCopy(text: string) {
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle')

  useEffect(() => {
    if (state !== 'copied') return
    const timer = setTimeout(() => setState('idle'), 2500)
    return () => clearTimeout(timer)
  }, [state])

  async function copy() {
    try {
      await navigator.clipboard.writeText(text)
      setState('copied')
    } catch {
      setState('failed')
    }
  }

  return { state, copy }
}
