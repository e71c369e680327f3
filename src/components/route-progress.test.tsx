import { act, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { Link, Outlet, RouterProvider, createMemoryRouter } from 'react-router-dom'
import { PROGRESS_BAR_FINISH_DELAY_MS } from '@/config/constants'
import { RouteProgress } from './route-progress'

function setup() {
  let release!: () => void
  const gate = new Promise<void>((resolve) => (release = resolve))
  const router = createMemoryRouter([
    {
      element: (
        <>
          <RouteProgress />
          <Outlet />
        </>
      ),
      children: [
        { path: '/', element: <Link to="/next">Berikutnya</Link> },
        {
          path: '/next',
          lazy: async () => {
            await gate
            return { Component: () => <h1>Halaman berikutnya</h1> }
          },
        },
      ],
    },
  ])
  render(<RouterProvider router={router} />)
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
    expect(bar).toHaveAttribute('data-phase', 'loading')

    await act(async () => release())
    expect(await screen.findByRole('heading', { name: 'Halaman berikutnya' })).toBeInTheDocument()
    expect(bar).toHaveAttribute('data-phase', 'finishing')
    expect(setTimeoutSpy).toHaveBeenCalledWith(expect.any(Function), PROGRESS_BAR_FINISH_DELAY_MS)

    await waitFor(() => expect(bar).toHaveAttribute('data-phase', 'idle'))
  })
})
