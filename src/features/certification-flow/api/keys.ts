import { tableKeys } from '@/lib/query-keys'

export const certificationFlowKeys = tableKeys('alur_sertifikasi')
