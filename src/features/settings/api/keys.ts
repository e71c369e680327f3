/**
 * Query keys of the settings feature. Saving also invalidates the public layout's key
 * (`['public_layout']`, the header/footer/chat button read it) and the audit log.
 */
export const siteSettingsKeys = {
  all: ['site_settings'] as const,
  admin: () => ['site_settings', 'admin'] as const,
}
