import type { Tables } from '@/types/database'

export type OutboxRow = Tables<'outbox'>

export const OUTBOX_STATUSES = [
  'pending',
  'sending',
  'sent',
  'failed',
  'unknown',
  'expired',
  'cancelled',
] as const
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number]

export const asOutboxStatus = (value: string): OutboxStatus =>
  (OUTBOX_STATUSES as readonly string[]).includes(value) ? (value as OutboxStatus) : 'pending'

/** What an admin may do with a message in each state (public.outbox_resolve allows the same). */
export function actionsFor(status: string): ('retry' | 'sent' | 'cancel')[] {
  switch (status) {
    case 'unknown':
      return ['sent', 'retry', 'cancel']
    case 'failed':
    case 'expired':
      return ['retry', 'cancel']
    case 'cancelled':
      return ['retry']
    case 'pending':
      return ['cancel']
    default:
      return []
  }
}
