import { z } from 'zod'

/** Messages are i18n keys in the admin namespace (rendered by the form). */
const email = z
  .string()
  .trim()
  .min(1, 'auth.validation.emailRequired')
  .email('auth.validation.emailInvalid')

/** Login (docs/product.md#validation): email required and email-formatted, password required. */
export const loginFormSchema = z.object({
  email,
  password: z.string().min(1, 'auth.validation.passwordRequired'),
})
export type LoginFormValues = z.infer<typeof loginFormSchema>

/**
 * First-time setup: the same rules create-admin-user applies (docs/product.md#first-time-setup).
 */
export const setupFormSchema = z.object({
  full_name: z.string().trim().max(120, 'auth.validation.fullNameMax'),
  email,
  password: z
    .string()
    .min(1, 'auth.validation.passwordRequired')
    .min(8, 'auth.validation.passwordMin')
    .max(72, 'auth.validation.passwordMax'),
  /** Only asked for when the server has a SETUP_TOKEN. */
  setup_token: z.string().max(200).optional(),
})
export type SetupFormValues = z.infer<typeof setupFormSchema>

/** "Forgot password": the account's email. */
export const forgotFormSchema = z.object({ email })
export type ForgotFormValues = z.infer<typeof forgotFormSchema>

/** A new password from an emailed link (recovery or invitation): twice, the same rules as setup. */
export const setPasswordSchema = z
  .object({
    password: z
      .string()
      .min(1, 'auth.validation.passwordRequired')
      .min(8, 'auth.validation.passwordMin')
      .max(72, 'auth.validation.passwordMax'),
    confirm: z.string().min(1, 'auth.validation.passwordRequired'),
  })
  .refine((v) => v.password === v.confirm, {
    path: ['confirm'],
    message: 'auth.validation.passwordMismatch',
  })
export type SetPasswordValues = z.infer<typeof setPasswordSchema>
