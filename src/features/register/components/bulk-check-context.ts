import { createContext } from 'react'

import type { BulkCheckState } from '@/features/register/lib/bulk-check'

/**
 * The answer to a bulk check posted to `/layanan/cek-sbu/massal` (src/entry-server.tsx
 * `submit`): the keys as typed, a field error, or the results. Server-rendered pages only.
 */
export const BulkCheckContext = createContext<BulkCheckState | null>(null)
