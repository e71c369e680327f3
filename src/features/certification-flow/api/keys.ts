export const certificationFlowKeys = {
  all: ['alur_sertifikasi'] as const,
  publicList: () => ['alur_sertifikasi', 'public', 'list'] as const,
}
