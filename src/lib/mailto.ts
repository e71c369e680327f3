/** `mailto:` link answering a submission, subject `Re: <subject> [<reference>]`. */
export function replyMailto(email: string, subject: string, reference: string): string {
  return `mailto:${encodeURIComponent(email).replace(/%40/g, '@')}?subject=${encodeURIComponent(
    `Re: ${subject} [${reference}]`,
  )}`
}
