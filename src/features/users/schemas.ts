import { z } from 'zod'

import { STAFF_ROLES, type StaffRoleName } from '@/config/permissions'

/** One account as `manage-users list` returns it. */
export interface StaffUser {
  id: string
  email: string | null
  full_name: string
  role: StaffRoleName
  has_profile: boolean
  last_sign_in_at: string | null
  created_at: string
}

// Messages are i18n keys (FieldRow translates them).
const required = 'crud.validation.required'

/** Like the function's own check: something@something.tld, at most 254 characters. */
const emailSchema = z
  .string()
  .trim()
  .min(1, required)
  .max(254, 'crud.validation.tooLong:254')
  .regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, 'users.validation.email')

const nameSchema = z.string().trim().min(1, required).max(120, 'crud.validation.tooLong:120')

export const createUserSchema = z.object({
  email: emailSchema,
  full_name: nameSchema,
  role: z.enum(STAFF_ROLES),
  /** Email an invitation (the user sets their own password) instead of a temporary password. */
  invite: z.boolean(),
})
export type CreateUserValues = z.infer<typeof createUserSchema>

export const createUserDefaults: CreateUserValues = {
  email: '',
  full_name: '',
  role: 'editor',
  invite: false,
}

export const ownNameSchema = z.object({ full_name: nameSchema })
export type OwnNameValues = z.infer<typeof ownNameSchema>

/**
 * GoTrue's bcrypt limit is 72 bytes; at least 8 like first-time setup
 * (docs/product.md#first-time-setup).
 */
export const ownPasswordSchema = z
  .object({
    current: z.string().min(1, required),
    next: z.string().min(8, 'profile.errors.tooShort').max(72, 'profile.errors.tooLong'),
    confirm: z.string().min(1, required),
  })
  .refine((v) => v.next === v.confirm, { path: ['confirm'], message: 'profile.errors.mismatch' })
  .refine((v) => v.current === '' || v.next !== v.current, {
    path: ['next'],
    message: 'profile.errors.samePassword',
  })
export type OwnPasswordValues = z.infer<typeof ownPasswordSchema>
