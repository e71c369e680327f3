export const organizationKeys = {
  all: ['struktur_organisasi'] as const,
  publicList: () => ['struktur_organisasi', 'public', 'list'] as const,
}
