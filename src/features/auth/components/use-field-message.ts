import { useTranslation } from 'react-i18next'

/** Field errors are i18n keys from the schemas or, from the server, text to show as it is. */
export function useFieldMessage() {
  const { t, i18n } = useTranslation('admin')
  return (message: string | undefined): string | undefined => {
    if (!message) return undefined
    return message.startsWith('auth.validation.') && i18n.exists(`admin:${message}`)
      ? t(message as 'auth.validation.emailRequired')
      : message
  }
}
