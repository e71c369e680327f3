import './index.css'

import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { RouterProvider } from 'react-router-dom'

import { AppProviders } from '@/app/providers'
import { createStaffRouter } from '@/app/staff-router'
import { getI18n, i18nReady } from '@/lib/i18n'

/**
 * The staff app (staff.html: /auth/login and /admin), a build of its own beside the public
 * site's (src/main.tsx), so that the public pages carry neither its code nor its router.
 */
async function start(): Promise<void> {
  const container = document.getElementById('root')
  if (!container) throw new Error('staff.html has no #root element')
  const i18n = getI18n()
  await i18nReady(i18n)
  createRoot(container).render(
    <StrictMode>
      <AppProviders i18n={i18n}>
        <RouterProvider router={createStaffRouter()} />
      </AppProviders>
    </StrictMode>,
  )
}

void start()
