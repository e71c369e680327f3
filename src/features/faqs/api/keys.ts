export const faqKeys = {
  all: ['faqs'] as const,
  publicList: () => ['faqs', 'public', 'list'] as const,
}
