type ToastId = string | number
type Sonner = typeof import('sonner')

let sonner: Promise<Sonner> | null = null

/** sonner, loaded on first use (kept out of the initial bundle). */
export function loadSonner(): Promise<Sonner> {
  sonner ??= import('sonner')
  return sonner
}

type Kind = 'success' | 'error' | 'info' | 'message'

let mountOutlet: (() => void) | null = null

/**
 * Island pages (src/main.tsx) mount the toast outlet only where toasts are expected up front;
 * elsewhere `mount` runs before the first toast is shown.
 */
export function mountToastOutletBeforeFirstToast(mount: () => void): void {
  mountOutlet = mount
}

async function show(kind: Kind, title: string, description?: string): Promise<ToastId> {
  const mount = mountOutlet
  mountOutlet = null
  mount?.()
  const { toast } = await loadSonner()
  const options = description === undefined ? undefined : { description }
  return kind === 'message' ? toast(title, options) : toast[kind](title, options)
}

/**
 * The app's single toast API (on sonner, see docs/decisions/002). Title first, optional text
 * second, matching the product's pairs (docs/product.md#toasts, e.g. 'Login Gagal' / 'Email atau
 * password salah.'). Calls made before the `<Toaster />` mounts are shown once it does (sonner
 * replays them). Each call resolves to the toast's id.
 */
export const toast = {
  success: (title: string, description?: string) => show('success', title, description),
  error: (title: string, description?: string) => show('error', title, description),
  info: (title: string, description?: string) => show('info', title, description),
  message: (title: string, description?: string) => show('message', title, description),
  dismiss: async (id?: ToastId): Promise<void> => {
    ;(await loadSonner()).toast.dismiss(id)
  },
}
