import { publicLayoutKeys } from './keys'

/**
 * Admin query keys for `navigation_menus` (they start with the table name). Writes invalidate
 * both the table and `['public_layout']`, which feeds the public header, so it updates at once.
 */
export const navigationAdminKeys = {
  all: ['navigation_menus'] as const,
  items: () => ['navigation_menus', 'admin', 'items'] as const,
  invalidate: [['navigation_menus'], publicLayoutKeys.all] as const,
}
