import { ResourceScreen } from '@/components/crud/resource-screen'
import { articlesResource } from '@/features/articles/articles-resource'

/** /admin/news: articles with status (draft, published, scheduled), search and CSV. */
export function Component() {
  return <ResourceScreen resource={articlesResource} />
}
