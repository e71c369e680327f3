// @vitest-environment jsdom
import { act, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Suspense } from 'react'
import { Link, MemoryRouter, Route, Routes } from 'react-router-dom'
import { afterEach, describe, expect, it, vi } from 'vitest'

import { PROGRESS_BAR_FINISH_DELAY_MS } from '@/config/constants'
import { lazyPage, usePageLoading } from '@/lib/lazy-page'

import { RouteProgress } from './route-progress'

function PublicProgress() {
  return <RouteProgress busy={usePageLoading()} />
}

/** As on the public site: a declarative router, the next page a lazy chunk. */
function setup() {
  let release!: () => void
  const gate = new Promise<void>((resolve) => (release = resolve))
  const NextPage = lazyPage(async () => {
    await gate
    return { Component: () => <h1>Halaman berikutnya</h1> }
  })
  render(
    <MemoryRouter>
      <PublicProgress />
      <Suspense fallback={<p>Memuat</p>}>
        <Routes>
          <Route path="/" element={<Link to="/next">Berikutnya</Link>} />
          <Route path="/next" element={<NextPage />} />
        </Routes>
      </Suspense>
    </MemoryRouter>,
  )
  return { release, bar: screen.getByTestId('route-progress') }
}

describe('RouteProgress', () => {
  afterEach(() => {
    vi.restoreAllMocks()
  })

  it('is idle on first render', () => {
    const { bar } = setup()
    expect(bar).toHaveAttribute('data-phase', 'idle')
  })

  it('runs while a lazy route loads and finishes 220 ms after the navigation completes', async () => {
    const user = userEvent.setup()
    const { release, bar } = setup()
    const setTimeoutSpy = vi.spyOn(window, 'setTimeout')

    await user.click(screen.getByRole('link', { name: 'Berikutnya' }))
    await waitFor(() => expect(bar).toHaveAttribute('data-phase', 'loading'))
    // The navigation is a transition: the current page stays while the next one loads.
    expect(screen.getByRole('link', { name: 'Berikutnya' })).toBeInTheDocument()
    expect(screen.queryByText('Memuat')).not.toBeInTheDocument()

    await act(async () => release())
    expect(await screen.findByRole('heading', { name: 'Halaman berikutnya' })).toBeInTheDocument()
    expect(bar).toHaveAttribute('data-phase', 'finishing')
    expect(setTimeoutSpy).toHaveBeenCalledWith(expect.any(Function), PROGRESS_BAR_FINISH_DELAY_MS)

    await waitFor(() => expect(bar).toHaveAttribute('data-phase', 'idle'))
  })
})
