import { toast as sonner } from 'sonner'

type ToastId = string | number

/**
 * The app's single toast API (on sonner). Title first, optional description second, so the
 * SPEC's title/text pairs (e.g. 'Login Gagal' / 'Email atau password salah.') read naturally.
 */
export const toast = {
  success: (title: string, description?: string): ToastId => sonner.success(title, { description }),
  error: (title: string, description?: string): ToastId => sonner.error(title, { description }),
  info: (title: string, description?: string): ToastId => sonner.info(title, { description }),
  message: (title: string, description?: string): ToastId => sonner(title, { description }),
  dismiss: (id?: ToastId): ToastId => sonner.dismiss(id),
}
