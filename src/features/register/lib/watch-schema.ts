import { z } from 'zod'

// The database's is_email() pattern (public.watch_register checks again).
const EMAIL =
  /^[a-z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)+$/i

/**
 * The register watch form's rules (components/watch-form.tsx), messages as i18n keys of the
 * public namespace. Loaded when the form is sent, so zod is not in the verify page's script.
 */
export const watchSchema = z.object({
  email: z
    .string()
    .trim()
    .min(1, 'register.watch.errors.required')
    .max(254, 'register.watch.errors.email')
    .regex(EMAIL, 'register.watch.errors.email'),
  scope: z.enum(['certificate', 'company']),
})
