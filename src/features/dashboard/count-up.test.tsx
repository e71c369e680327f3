// @vitest-environment jsdom
import { act, render, renderHook, screen } from '@testing-library/react'
import { I18nextProvider } from 'react-i18next'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { DASHBOARD_COUNTER_ANIMATION_MS } from '@/config/constants'
import { addAdminResources } from '@/lib/i18n-admin'
import { createTestI18n } from '@/test/i18n'

import { DashboardCounters } from './components/dashboard-counters'
import { counterValueAt, useCountUp } from './count-up'

let frames: FrameRequestCallback[] = []
function runFrame(at: number) {
  const pending = frames
  frames = []
  act(() => pending.forEach((cb) => cb(at)))
}

beforeEach(() => {
  frames = []
  vi.spyOn(window, 'requestAnimationFrame').mockImplementation((cb) => frames.push(cb))
  vi.spyOn(window, 'cancelAnimationFrame').mockImplementation(() => undefined)
})
afterEach(() => vi.restoreAllMocks())

describe('counterValueAt', () => {
  it('starts at 0, eases out, and ends exactly on the target at 0.6 s', () => {
    expect(counterValueAt(120, 0, 600)).toBe(0)
    const half = counterValueAt(120, 300, 600)
    expect(half).toBeGreaterThan(60) // ease-out: past halfway at half time
    expect(half).toBeLessThan(120)
    expect(counterValueAt(120, 600, 600)).toBe(120)
    expect(counterValueAt(120, 5000, 600)).toBe(120)
  })

  it('shows the target at once when there is no duration', () => {
    expect(counterValueAt(7, 0, 0)).toBe(7)
  })
})

describe('useCountUp', () => {
  it('counts up on animation frames over the duration', () => {
    const { result } = renderHook(() => useCountUp(50, 600, false))
    expect(result.current).toBe(0)
    runFrame(1000) // first frame: the clock starts
    expect(result.current).toBe(0)
    runFrame(1300)
    expect(result.current).toBeGreaterThan(0)
    expect(result.current).toBeLessThan(50)
    runFrame(1600)
    expect(result.current).toBe(50)
    expect(frames).toHaveLength(0) // done: no further frames requested
  })

  it('jumps to the target with reduced motion', () => {
    const { result } = renderHook(() => useCountUp(50, 600, true))
    expect(result.current).toBe(50)
    expect(frames).toHaveLength(0)
  })
})

describe('DashboardCounters', () => {
  const i18n = addAdminResources(createTestI18n())
  void i18n.changeLanguage('id')
  const counts = {
    total_clients: 9,
    published_clients: 7,
    published_articles: 4,
    new_complaints: 2,
    new_appeals: 1,
  }

  it('labels the four counters and ends on the numbers from dashboard_counts', () => {
    render(
      <I18nextProvider i18n={i18n}>
        <DashboardCounters counts={counts} isPending={false} isError={false} onRetry={() => {}} />
      </I18nextProvider>,
    )
    for (const label of ['Total Klien', 'Artikel Terbit', 'Keluhan Baru', 'Banding Baru']) {
      expect(screen.getByText(label)).toBeInTheDocument()
    }
    // Screen readers get the final value right away; the visible number animates.
    expect(screen.getByTestId('counter-totalClients')).toHaveTextContent(/^09$/)
    // "Total Klien" counts hidden clients too; the card says how many visitors see.
    expect(screen.getByTestId('counter-totalClients-note')).toHaveTextContent('7 tampil di situs')
    runFrame(0)
    runFrame(DASHBOARD_COUNTER_ANIMATION_MS)
    expect(screen.getByTestId('counter-totalClients')).toHaveTextContent(/^99$/)
    expect(screen.getByTestId('counter-newAppeals')).toHaveTextContent(/^11$/)
  })

  it('shows skeletons while loading and a retry on error', () => {
    const onRetry = vi.fn()
    const { rerender } = render(
      <I18nextProvider i18n={i18n}>
        <DashboardCounters counts={undefined} isPending isError={false} onRetry={onRetry} />
      </I18nextProvider>,
    )
    expect(screen.queryByTestId('counter-totalClients')).not.toBeInTheDocument()
    rerender(
      <I18nextProvider i18n={i18n}>
        <DashboardCounters counts={undefined} isPending={false} isError onRetry={onRetry} />
      </I18nextProvider>,
    )
    expect(screen.getByRole('alert')).toHaveTextContent('Data dashboard tidak dapat dimuat.')
    act(() => screen.getByRole('button', { name: 'Coba lagi' }).click())
    expect(onRetry).toHaveBeenCalled()
  })
})
