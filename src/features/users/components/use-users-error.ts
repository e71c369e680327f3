import { useTranslation } from 'react-i18next'

import { ManageUsersError } from '../api/invoke-manage-users'

const KNOWN = [
  'self_demotion',
  'self_delete',
  'last_admin',
  'email_exists',
  'forbidden',
  'not_found',
  'unauthorized',
] as const

/**
 * A refusal of `manage-users` in the active language: known codes have their own text; any
 * other refusal shows the function's own message.
 */
export function useUsersErrorText() {
  const { t } = useTranslation('admin')
  return (error: unknown): string => {
    if (error instanceof ManageUsersError) {
      const code = KNOWN.find((c) => c === error.code)
      return code ? t(`users.errors.${code}`) : error.message
    }
    return t('users.errors.generic', {
      message: error instanceof Error ? error.message : String(error),
    })
  }
}
