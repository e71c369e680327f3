import { tableKeys } from '@/lib/query-keys'

export const organizationKeys = tableKeys('struktur_organisasi')
