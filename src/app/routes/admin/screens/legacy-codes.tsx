import { LegacyCodesScreen } from '@/features/register/legacy-codes-resource'

/** /admin/kode-lama: old subclassification codes mapped to today's, for the tender-fit check. */
export const Component = LegacyCodesScreen
