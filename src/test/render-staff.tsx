import { QueryClient } from '@tanstack/react-query'
import { render } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { ReactNode } from 'react'
import { createMemoryRouter, RouterProvider } from 'react-router-dom'

import { AppProviders } from '@/app/providers'
import { addAdminResources } from '@/lib/i18n-admin'

import { createTestI18n } from './i18n'

/**
 * Renders a staff-app component as the staff app does: data router (forms guard unsaved edits
 * with `useBlocker`), query cache, both languages' strings with the admin namespace, toasts.
 */
export function renderStaff(
  ui: ReactNode,
  { language = 'id', url = '/' }: { language?: 'id' | 'en'; url?: string } = {},
) {
  const i18n = addAdminResources(createTestI18n({ language }))
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  const router = createMemoryRouter([{ path: '*', element: ui }], { initialEntries: [url] })
  const user = userEvent.setup()
  const view = render(
    <AppProviders queryClient={queryClient} i18n={i18n}>
      <RouterProvider router={router} />
    </AppProviders>,
  )
  return { ...view, user, queryClient, router }
}
