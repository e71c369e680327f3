/** Date and time with seconds in the active language (audit entries are often seconds apart). */
export function fullDateTime(iso: string, language: string): string {
  return new Intl.DateTimeFormat(language === 'en' ? 'en-GB' : 'id-ID', {
    dateStyle: 'medium',
    timeStyle: 'medium',
  }).format(new Date(iso))
}
