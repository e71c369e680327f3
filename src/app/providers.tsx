import { type QueryClient, QueryClientProvider } from '@tanstack/react-query'
import type { i18n as I18n } from 'i18next'
import { lazy, type ReactNode, Suspense, useState } from 'react'
import { I18nextProvider } from 'react-i18next'

import { getI18n } from '@/lib/i18n'
import { createQueryClient } from '@/lib/query-client'
import { ThemeProvider } from '@/lib/theme'

// The toast outlet (sonner) is its own chunk: nothing on first paint needs it.
const Toaster = lazy(async () => ({ default: (await import('@/components/ui/sonner')).Toaster }))

export interface AppProvidersProps {
  children: ReactNode
  /** Injected in tests; the app uses its shared instances. */
  queryClient?: QueryClient
  i18n?: I18n
  /** The toast outlet (default): off for the islands of a page, which share one (src/main.tsx). */
  toaster?: boolean
}

/** Everything every screen relies on: data cache, translations, theme and toasts. */
export function AppProviders({ children, queryClient, i18n, toaster = true }: AppProvidersProps) {
  const [client] = useState(() => queryClient ?? createQueryClient())
  const [i18nInstance] = useState(() => i18n ?? getI18n())
  return (
    <QueryClientProvider client={client}>
      <I18nextProvider i18n={i18nInstance}>
        <ThemeProvider>
          {children}
          {toaster ? (
            <Suspense fallback={null}>
              <Toaster />
            </Suspense>
          ) : null}
        </ThemeProvider>
      </I18nextProvider>
    </QueryClientProvider>
  )
}
