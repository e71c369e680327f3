import { hydrate } from '@tanstack/react-query'
import { startTransition, StrictMode } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { matchRoutes, RouterProvider } from 'react-router-dom'
import { AppProviders } from '@/app/providers'
import { createAppRouter, routes } from '@/app/router'
import { currentLanguage, getI18n, i18nReady } from '@/lib/i18n'
import { createQueryClient } from '@/lib/query-client'
import { readSsrState } from '@/lib/ssr-state'
import './index.css'

/** Loads the lazy route modules of the current URL, so the first render matches the server's. */
async function loadRouteModules(): Promise<void> {
  const matches = matchRoutes(routes, window.location) ?? []
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return
      const module = await route.lazy()
      Object.assign(route, module, { lazy: undefined })
    }),
  )
}

async function start(): Promise<void> {
  const container = document.getElementById('root')
  if (!container) throw new Error('index.html has no #root element')
  const i18n = getI18n()
  const ssr = readSsrState()
  // The language's strings and a rendered page's route modules load side by side.
  const routeModules = ssr ? loadRouteModules() : undefined
  if (!(await i18nReady(i18n)) && ssr) {
    // The strings could not be loaded (the network failed): keep the server's page as it is
    // (its links work) rather than hydrate it into untranslated keys.
    console.error('The page stays static: its language strings could not be loaded.')
    return
  }
  const queryClient = createQueryClient()
  const app = (router: ReturnType<typeof createAppRouter>) => (
    <StrictMode>
      <AppProviders queryClient={queryClient} i18n={i18n}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>
  )

  // A server-rendered page is hydrated with the server's data, unless this browser chose
  // another language than the server could see (localStorage only): then it renders afresh.
  if (ssr && ssr.language === currentLanguage(i18n)) {
    await routeModules
    hydrate(queryClient, ssr.queries)
    const router = createAppRouter({ hydrationData: ssr.router })
    // As a transition, hydration yields to the browser between components (no long task).
    startTransition(() => {
      hydrateRoot(container, app(router))
    })
  } else {
    container.replaceChildren()
    createRoot(container).render(app(createAppRouter()))
  }
}

void start()
