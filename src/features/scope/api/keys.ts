/** Keyed by rl_categories; a change to rl_subclass should invalidate ['rl_subclass'] and this. */
export const scopeKeys = {
  all: ['rl_categories'] as const,
  publicList: () => ['rl_categories', 'public', 'with-subclasses'] as const,
}
