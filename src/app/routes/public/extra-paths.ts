/**
 * CMS pages visitors need beyond SPEC's route list (fees, requirements, impartiality statement);
 * seeded in cms_pages and linked from the certification-flow and about pages.
 */
export const extraCmsPaths = {
  fees: '/layanan/biaya',
  requirements: '/layanan/persyaratan',
  impartiality: '/profil/kebijakan-ketidakberpihakan',
} as const
