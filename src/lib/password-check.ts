/**
 * The staff app's side of the password rules: the strength estimate runs in the browser (the
 * estimator and its dictionaries are loaded on first use, so no public page carries them) and
 * the server's `weak_password` refusal maps to the same form message.
 */
const load = () =>
  import(
    // The server's own estimator (embedded Auth), so both sides judge alike.
    '../../supabase/local/auth/password-strength.ts'
  )

/** Starts loading the estimator (a form with a new password calls it when it opens). */
export function preloadPasswordCheck(): void {
  void load().catch(() => undefined)
}

export async function isGuessablePassword(
  password: string,
  words: (string | null | undefined)[],
): Promise<boolean> {
  const { judgePassword, personalWords } = await load()
  return !judgePassword(password, personalWords(words)).ok
}

/** GoTrue's `weak_password` (auth-js' AuthWeakPasswordError) or a function's same code. */
export function isWeakPasswordError(error: unknown): boolean {
  const e = error as { code?: unknown; name?: unknown } | null
  return e?.code === 'weak_password' || e?.name === 'AuthWeakPasswordError'
}
