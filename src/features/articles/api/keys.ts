/**
 * Query keys of the articles feature. Every key starts with the table name, so any mutation
 * can invalidate `{ queryKey: articleKeys.all }` and the public pages update at once.
 */
export const articleKeys = {
  all: ['articles'] as const,
  public: () => [...articleKeys.all, 'public'] as const,
  publicList: (filters: { page: number; pageSize: number }) =>
    [...articleKeys.public(), 'list', filters] as const,
  publicDetail: (slug: string) => [...articleKeys.public(), 'detail', slug] as const,
}
