export const cmsPageKeys = {
  all: ['cms_pages'] as const,
  publicDetail: (slug: string) => ['cms_pages', 'public', 'detail', slug] as const,
}
