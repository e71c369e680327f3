import { describe, expect, it } from 'vitest'

import { adminRoutes } from '@/config/admin-routes'

import { usageHref } from './media-uses'

const use = (table: string, title: string | null = 'Logo & Co') => ({
  table,
  id: 'row-id',
  key: 'tentang',
  column: 'image_url',
  title,
})

describe('usageHref', () => {
  it('opens the edit page, the settings, or the list searched for the row', () => {
    expect(usageHref(use('articles'))).toBe(adminRoutes.newsEdit('row-id'))
    expect(usageHref(use('cms_pages'))).toBe(adminRoutes.cmsEdit('tentang'))
    expect(usageHref(use('site_settings'))).toBe(adminRoutes.settings)
    expect(usageHref(use('clients'))).toBe(`${adminRoutes.clients}?q=Logo%20%26%20Co`)
    expect(usageHref(use('faqs', null))).toBe(adminRoutes.faq)
    expect(usageHref(use('testimonials'))).toBe('/admin/testimoni?q=Logo%20%26%20Co')
  })

  it('has no address for a table no screen edits', () => {
    expect(usageHref(use('audit_log'))).toBeNull()
    expect(usageHref(use('constructor'))).toBeNull()
  })
})
