import { sharedKeys } from '@/lib/query-keys'

/** Settings and the navigation tree come from one RPC, cached under ['public_layout']. */
export const publicLayoutKeys = { all: sharedKeys.publicLayout }
