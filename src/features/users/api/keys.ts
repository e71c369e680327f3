/**
 * Query keys of the users feature. They start with `app_users`, so any account change also
 * refreshes the signed-in profile (`['app_users', 'profile', id]` of the auth feature).
 */
export const userKeys = {
  all: ['app_users'] as const,
  list: () => ['app_users', 'manage', 'list'] as const,
}
