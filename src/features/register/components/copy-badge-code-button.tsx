import { CopyButton } from '@/components/copy-button'

/**
 * Copies the badge's embed code (an island on the verify page). Without script or clipboard it is
 * absent and the code stays selectable text.
 */
export function CopyBadgeCodeButton({ code }: { code: string }) {
  return <CopyButton text={code} texts="register.verify" onlyWithClipboard />
}
