/** The networks an article can be shared to, in the order the share bar shows them. */
export const SHARE_NETWORKS = ['whatsapp', 'facebook', 'linkedin', 'x'] as const
export type ShareNetwork = (typeof SHARE_NETWORKS)[number]

/**
 * Each network's share address for a page: plain links to the networks' own share pages, so the
 * site loads no script, frame or image of theirs. WhatsApp takes one text (the title, then the
 * address); X takes the title and the address apart; Facebook and LinkedIn read the title from
 * the page's Open Graph tags.
 */
export function shareLinks(title: string, url: string): Record<ShareNetwork, string> {
  const u = encodeURIComponent(url)
  return {
    whatsapp: `https://wa.me/?text=${encodeURIComponent(`${title} ${url}`)}`,
    facebook: `https://www.facebook.com/sharer/sharer.php?u=${u}`,
    linkedin: `https://www.linkedin.com/sharing/share-offsite/?url=${u}`,
    x: `https://x.com/intent/post?text=${encodeURIComponent(title)}&url=${u}`,
  }
}
