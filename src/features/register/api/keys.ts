import { tableKeys } from '@/lib/query-keys'

export const registerKeys = {
  ...tableKeys('certificates'),
  check: (query: string) => ['certificates', 'check', query] as const,
  byNumber: (number: string) => ['certificates', 'by-number', number] as const,
  directory: (filters: object, page: number) =>
    ['certificates', 'directory', filters, page] as const,
}
