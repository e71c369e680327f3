// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { ReactElement } from 'react'
import { prerender } from 'react-dom/static'
import { I18nextProvider } from 'react-i18next'
import { describe, expect, it, vi } from 'vitest'

import { createTestI18n } from '@/test/i18n'

import { publishedFaqsQueryOptions } from '../api/get-published-faqs'
import { FaqList } from './faq-list'

// Counts the Markdown renderer's renders: the server renders answers, the browser must not.
const renders = vi.hoisted(() => ({ count: 0 }))
vi.mock('@/components/markdown', async (importOriginal) => {
  const real = await importOriginal<typeof import('@/components/markdown')>()
  return {
    ...real,
    default: (props: Parameters<typeof real.default>[0]) => {
      renders.count++
      return real.default(props)
    },
  }
})

const FAQS = [
  {
    id: '00000000-0000-4000-8000-000000000001',
    question: { id: 'Apa itu SBU?' },
    answer: {
      id: 'Sertifikat **Badan Usaha** untuk:\n\n- kontraktor\n- konsultan\n\nLihat [persyaratan](/layanan/persyaratan).',
    },
    category: 'umum',
    sort_order: 10,
  },
  {
    id: '00000000-0000-4000-8000-000000000002',
    question: { id: 'Berapa biayanya?' },
    answer: { id: 'Lihat *tabel* biaya. <script>alert(1)</script>' },
    category: 'biaya',
    sort_order: 20,
  },
]

function page(): ReactElement {
  const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } })
  queryClient.setQueryData(publishedFaqsQueryOptions().queryKey, FAQS as never)
  return (
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={createTestI18n()}>
        <FaqList />
      </I18nextProvider>
    </QueryClientProvider>
  )
}

describe('FaqList: answers written in Markdown', () => {
  it('are rendered as Markdown by the server, and reused by the island without the renderer', async () => {
    // The server: no document, the page rendered to HTML as entry-server does.
    vi.stubGlobal('document', undefined)
    let html = ''
    try {
      const { prelude } = await prerender(page())
      html = await new Response(prelude).text()
    } finally {
      vi.unstubAllGlobals()
    }
    expect(html).toContain('<strong>Badan Usaha</strong>')
    expect(html).toMatch(/<li>kontraktor<\/li>\s*<li>konsultan<\/li>/)
    expect(html).toContain('<a href="/layanan/persyaratan">persyaratan</a>')
    expect(html).toContain('<em>tabel</em>')
    expect(html).not.toContain('**')
    expect(html).not.toContain('<script>')
    // Every answer is in the HTML (closed ones hidden), so readers without JavaScript get them.
    expect(html.match(/data-faq-answer/g)).toHaveLength(2)
    const serverRenders = renders.count
    expect(serverRenders).toBe(2)

    // The browser: the island renders over the server's page and finds each answer's HTML.
    const server = document.createElement('div')
    server.innerHTML = html
    document.body.append(server)
    const user = userEvent.setup()
    const { container } = render(page())
    const island = within(container)
    await user.click(island.getByText('Apa itu SBU?'))
    const answer = island.getByText('Badan Usaha')
    expect(answer.tagName).toBe('STRONG')
    expect(answer).toBeVisible()
    expect(island.getByRole('link', { name: 'persyaratan' })).toHaveAttribute(
      'href',
      '/layanan/persyaratan',
    )

    // Filtered out and back again: still the server's HTML, still no renderer.
    const search = island.getByRole('searchbox')
    await user.type(search, 'biaya')
    expect(island.queryByText('Badan Usaha')).toBeNull()
    await user.clear(search)
    expect(island.getByText('Badan Usaha').tagName).toBe('STRONG')
    expect(renders.count).toBe(serverRenders)
    server.remove()
    expect(screen.queryByText('tabel')).not.toBeNull()
  })
})

describe('FaqList: a question named by the address', () => {
  it('has its own anchor, and #faq-<id> opens it and scrolls to it', async () => {
    const scrolled: Element[] = []
    Element.prototype.scrollIntoView = function (this: Element) {
      scrolled.push(this)
    }
    // As on a page opened at that address (jsdom announces a set hash a moment later).
    const changed = new Promise((resolve) =>
      window.addEventListener('hashchange', resolve, { once: true }),
    )
    window.location.hash = `#faq-${FAQS[1]!.id}`
    await changed
    try {
      const { container } = render(page())
      const island = within(container)
      // The anchor is the answer, inside its question's <details> (a fragment opens it).
      const item = container.querySelector(`#faq-${FAQS[1]!.id}`)
      expect(item).not.toBeNull()
      const question = item!.closest('details')!
      expect(question.querySelector('summary')).toHaveTextContent('Berapa biayanya?')
      await vi.waitFor(() => expect(question).toHaveAttribute('open'))
      expect(island.getByText('Apa itu SBU?').closest('details')).not.toHaveAttribute('open')
      await vi.waitFor(() => expect(scrolled).toEqual([item]))
    } finally {
      window.location.hash = ''
      Reflect.deleteProperty(Element.prototype, 'scrollIntoView')
    }
  })
})
