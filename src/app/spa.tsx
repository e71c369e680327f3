import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { BrowserRouter } from 'react-router-dom'

import { getI18n, i18nReady, loadRegisterStrings } from '@/lib/i18n'
import { createQueryClient } from '@/lib/query-client'

import { AppProviders } from './providers'
import { PublicApp } from './router'

/**
 * The public site rendered by the browser, with client-side routing: for a page the server did
 * not render (`npm run dev`, or the server's plain shell after a failed or slow render). A
 * server-rendered page runs only its islands (src/main.tsx, docs/decisions/010).
 */
export async function renderPublicApp(container: HTMLElement): Promise<void> {
  const i18n = getI18n()
  // Every page may be rendered here, the register's too.
  await i18nReady(i18n)
  await loadRegisterStrings(i18n)
  container.replaceChildren()
  createRoot(container).render(
    <StrictMode>
      <AppProviders queryClient={createQueryClient()} i18n={i18n}>
        <BrowserRouter>
          <PublicApp />
        </BrowserRouter>
      </AppProviders>
    </StrictMode>,
  )
}
