/**
 * The functions anonymous visitors may execute: the public site's RPCs, and content_now(),
 * which the anon read policies and search_site call as the visitor. Every other function of
 * `public` is refused to anon (migration 20261127120200_anon_execute.sql). The same list is
 * documented in docs/database.md ("What anon may execute"); db-advisor.test.ts checks both.
 */
export const ANON_EXECUTABLE = [
  'certificate_by_number(text)',
  'check_certificate(text)',
  'check_certificates(text[])',
  'check_tender_fit(text, text, text, text)',
  'confirm_register_watch(text)',
  'content_now()',
  'count_users()',
  'directory(jsonb, integer)',
  'end_register_watch(text)',
  'preview_content(text)',
  'public_layout()',
  'register_api(text, jsonb, text)',
  'register_changes(integer)',
  'search_site(text, text)',
  'submit_appeal(text, text, text, text, text, text, text, text, text, text)',
  'submit_complaint(text, text, text, text, text, text, text, text, text)',
  'submit_contact(text, text, text, text, text, text)',
  'track_submission(text, text)',
  'watch_register(text, text, text, text)',
] as const

/** SQL: `name(arg types)` of a pg_proc row `p`, as the list above writes it. */
export const SIGNATURE_SQL = `p.proname || '(' || oidvectortypes(p.proargtypes) || ')'`
