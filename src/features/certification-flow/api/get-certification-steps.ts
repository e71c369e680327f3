import { publicCollection } from '@/lib/public-collection'

/** The certification steps in step_order. */
export const { queryOptions: certificationStepsQueryOptions, useRows: useCertificationStepsQuery } =
  publicCollection('alur_sertifikasi', (client) =>
    client
      .from('alur_sertifikasi')
      .select('id, step_order, title, description, duration_note')
      .order('step_order'),
  )
