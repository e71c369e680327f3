export const heroSlideKeys = {
  all: ['hero_slides'] as const,
  published: () => ['hero_slides', 'public', 'list'] as const,
}
