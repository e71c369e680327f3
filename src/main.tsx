import { hydrate } from '@tanstack/react-query'
import { startTransition, StrictMode } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { BrowserRouter } from 'react-router-dom'
import { AppProviders } from '@/app/providers'
import { preloadPages, PublicApp } from '@/app/router'
import { currentLanguage, getI18n, i18nReady } from '@/lib/i18n'
import { createQueryClient } from '@/lib/query-client'
import { readSsrState } from '@/lib/ssr-state'
import './index.css'

/** The public site (index.html). The staff area is another build: src/staff.tsx. */
async function start(): Promise<void> {
  const container = document.getElementById('root')
  if (!container) throw new Error('index.html has no #root element')
  const i18n = getI18n()
  const ssr = readSsrState()
  // The language's strings and a rendered page's modules load side by side. A page module
  // that fails to load here is tried again while rendering (and then shows the error page).
  const pages = ssr ? preloadPages(window.location.pathname).catch(() => {}) : undefined
  if (!(await i18nReady(i18n)) && ssr) {
    // The strings could not be loaded (the network failed): keep the server's page as it is
    // (its links work) rather than hydrate it into untranslated keys.
    console.error('The page stays static: its language strings could not be loaded.')
    return
  }
  const queryClient = createQueryClient()
  const app = (
    <StrictMode>
      <AppProviders queryClient={queryClient} i18n={i18n}>
        <BrowserRouter>
          <PublicApp />
        </BrowserRouter>
      </AppProviders>
    </StrictMode>
  )

  // A server-rendered page is hydrated with the server's data, unless this browser chose
  // another language than the server could see (localStorage only): then it renders afresh.
  if (ssr && ssr.language === currentLanguage(i18n)) {
    await pages
    hydrate(queryClient, ssr.queries)
    // As a transition, hydration yields to the browser between components (no long task).
    startTransition(() => {
      hydrateRoot(container, app)
    })
  } else {
    container.replaceChildren()
    createRoot(container).render(app)
  }
}

void start()
