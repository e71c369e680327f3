export const legalProductKeys = {
  all: ['legal_products'] as const,
  publicList: () => ['legal_products', 'public', 'list'] as const,
}
