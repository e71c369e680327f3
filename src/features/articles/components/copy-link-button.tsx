import { Link2 } from 'lucide-react'

import { CopyButton } from '@/components/copy-button'

/** Copies the article's address (the news page's island); absent without script or clipboard. */
export function CopyLinkButton({ url }: { url: string }) {
  return <CopyButton text={url} texts="news.share" icon={Link2} onlyWithClipboard />
}
