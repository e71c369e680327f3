/** Query keys of the auth feature; each starts with the table or RPC it reads. */
export const authKeys = {
  profiles: ['app_users', 'profile'] as const,
  profile: (userId: string) => ['app_users', 'profile', userId] as const,
  userCount: ['count_users'] as const,
}
