export const legalityKeys = {
  all: ['legalitas'] as const,
  publicList: () => ['legalitas', 'public', 'list'] as const,
}
