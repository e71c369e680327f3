export const clientKeys = {
  all: ['clients'] as const,
  publicList: () => ['clients', 'public', 'list'] as const,
}
