import { createContext } from 'react'

import type { ProofContextValue } from '@/features/register/lib/proof-types'

/**
 * What the server renderer knows for the proof pages (ADR 029): the site's public key and the
 * answer to a proof posted to `/verifikasi/bukti`. Server-rendered pages only; empty elsewhere.
 */
export const ProofContext = createContext<ProofContextValue>({ publicKey: null, check: null })
