import type { ParseKeys } from 'i18next'

type AdminKey = ParseKeys<'admin'>

/**
 * What each named constraint of the migrations means, so a refusal reads as a sentence in the
 * user's language instead of `violates check constraint "…"`. Messages are
 * `errors.rules.<rule>` with the field's label (or `errors.constraints.<name>` for the ones that
 * need their own words). tests/api/db-error-messages.test.ts reads every constraint from the
 * database and fails when one is missing here or its texts are missing in either language:
 * a migration that adds a constraint adds its line here.
 */
export type ConstraintRule = { field?: string } & (
  | { rule: 'translatable'; label: AdminKey; max: number; required: boolean }
  | { rule: 'length'; label: AdminKey; min: number; max: number }
  | { rule: 'maxLength'; label: AdminKey; max: number }
  | { rule: 'range'; label: AdminKey; min: number | string; max: number | string }
  | { rule: 'slug'; label: AdminKey; max: number }
  | { rule: 'pattern'; label: AdminKey; example: string }
  | { rule: 'url' | 'httpUrl' | 'email' | 'phone' | 'choice' | 'unique'; label: AdminKey }
  /** A foreign key: a chosen row that no longer exists; `inUse` on delete (default generic). */
  | { rule: 'reference'; label: AdminKey; inUse?: boolean }
  /** `errors.constraints.<name>`. */
  | { rule: 'custom' }
  /** Written by the system only (triggers, the mail worker, the search index). */
  | { rule: 'internal' }
)

const translatable = (label: AdminKey, max: number, required = true): ConstraintRule => ({
  rule: 'translatable',
  label,
  max,
  required,
})
const length = (label: AdminKey, min: number, max: number): ConstraintRule => ({
  rule: 'length',
  label,
  min,
  max,
})
const maxLength = (label: AdminKey, max: number): ConstraintRule => ({
  rule: 'maxLength',
  label,
  max,
})
const range = (label: AdminKey, min: number | string, max: number | string): ConstraintRule => ({
  rule: 'range',
  label,
  min,
  max,
})
const pattern = (label: AdminKey, example: string): ConstraintRule => ({
  rule: 'pattern',
  label,
  example,
})
const simple =
  (rule: 'url' | 'httpUrl' | 'email' | 'phone' | 'choice' | 'unique') =>
  (label: AdminKey): ConstraintRule => ({ rule, label })
const url = simple('url')
const httpUrl = simple('httpUrl')
const email = simple('email')
const phone = simple('phone')
const choice = simple('choice')
const unique = simple('unique')
const reference = (label: AdminKey, inUse = false): ConstraintRule => ({
  rule: 'reference',
  label,
  inUse,
})
const custom = (field?: string): ConstraintRule => ({ rule: 'custom', field })
const internal = (): ConstraintRule => ({ rule: 'internal' })
const order = range('errors.fields.sortOrder', -10000, 10000)

export const CONSTRAINTS: Record<string, ConstraintRule> = {
  // site settings, navigation
  site_settings_two_factor_required_for_check: choice('security.policy.label'),
  site_settings_address_check: maxLength('settings.fields.address', 500),
  site_settings_email_check: email('settings.fields.email'),
  site_settings_logo_url_check: { ...url('settings.fields.logo'), field: 'logo_url' },
  site_settings_map_url_check: url('settings.fields.mapUrl'),
  site_settings_phone_check: phone('settings.fields.phone'),
  site_settings_promo_percent_check: range('settings.fields.promoPercent', 1, 100),
  site_settings_promo_target_check: pattern('settings.fields.promoTarget', '/layanan/alur'),
  site_settings_promo_text_check: translatable('settings.fields.promoText', 400),
  site_settings_promo_title_check: translatable('settings.fields.promoTitle', 120),
  site_settings_revision_retention_check: range('settings.fields.revisionRetention', 1, 500),
  site_settings_time_zone_check: choice('settings.fields.timeZone'),
  site_settings_share_image_height_check: range('errors.fields.shareImageSize', 1, 10000),
  site_settings_share_image_url_check: url('errors.fields.shareImage'),
  site_settings_share_image_width_check: range('errors.fields.shareImageSize', 1, 10000),
  site_settings_singleton_check: custom(),
  site_settings_singleton_key: custom(),
  site_settings_site_name_check: length('settings.fields.siteName', 1, 120),
  site_settings_social_links_check: custom('social_links'),
  site_settings_tagline_check: translatable('settings.fields.tagline', 200, false),
  site_settings_work_hours_check: translatable('settings.fields.workHours', 200, false),
  site_settings_whatsapp_check: pattern('settings.fields.whatsapp', '6281234567890'),
  navigation_menus_check: custom('parent_id'),
  navigation_menus_label_check: translatable('navigation.fields.label', 80),
  navigation_menus_parent_id_fkey: reference('navigation.fields.parent'),
  navigation_menus_sort_order_check: order,
  navigation_menus_url_check: url('navigation.fields.url'),

  // public content
  hero_slides_cta_primary_text_check: translatable('heroSlider.fields.ctaText', 60, false),
  hero_slides_cta_primary_url_check: url('heroSlider.fields.ctaUrl'),
  hero_slides_cta_secondary_text_check: translatable('heroSlider.fields.ctaText', 60, false),
  hero_slides_cta_secondary_url_check: url('heroSlider.fields.ctaUrl'),
  hero_slides_image_description_check: translatable(
    'heroSlider.fields.imageDescription',
    300,
    false,
  ),
  hero_slides_image_url_check: url('heroSlider.fields.image'),
  hero_slides_sort_order_check: order,
  hero_slides_subtitle_check: translatable('heroSlider.fields.subtitle', 400, false),
  hero_slides_title_check: translatable('heroSlider.fields.title', 160),
  hero_slides_unpublish_at_check: custom('unpublish_at'),
  cms_pages_content_check: translatable('cms.fields.content', 100000, false),
  cms_pages_meta_description_check: translatable('crud.seo.metaDescription', 300, false),
  cms_pages_meta_title_check: translatable('crud.seo.metaTitle', 120, false),
  cms_pages_share_image_url_check: url('crud.seo.shareImage'),
  cms_pages_unpublish_at_check: custom('unpublish_at'),
  cms_pages_slug_check: { rule: 'slug', label: 'cms.fields.slug', max: 80 },
  cms_pages_slug_key: unique('cms.fields.slug'),
  cms_pages_slug_not_reserved: custom('slug'),
  cms_pages_title_check: translatable('cms.fields.title', 200),
  articles_author_id_fkey: reference('errors.fields.author'),
  articles_check: custom('published_at'),
  articles_content_check: translatable('news.fields.content', 100000, false),
  articles_cover_alt_check: translatable('news.fields.coverAlt', 300, false),
  articles_cover_image_url_check: url('news.fields.cover'),
  articles_excerpt_check: translatable('news.fields.excerpt', 500, false),
  articles_meta_description_check: translatable('crud.seo.metaDescription', 300, false),
  articles_meta_title_check: translatable('crud.seo.metaTitle', 120, false),
  articles_share_image_url_check: url('crud.seo.shareImage'),
  articles_slug_check: { rule: 'slug', label: 'news.fields.slug', max: 120 },
  articles_slug_key: unique('news.fields.slug'),
  articles_status_check: choice('news.fields.status'),
  articles_title_check: translatable('news.fields.title', 200),
  articles_unpublish_at_check: custom('unpublish_at'),
  rl_categories_code_check: pattern('scope.fields.code', 'BG'),
  rl_categories_code_key: unique('scope.fields.code'),
  rl_categories_description_check: translatable('scope.fields.description', 2000, false),
  rl_categories_name_check: translatable('scope.fields.name', 120),
  rl_categories_sort_order_check: order,
  rl_subclass_category_id_fkey: reference('scope.fields.category', true),
  rl_subclass_code_check: pattern('scope.fields.code', 'BG001'),
  rl_subclass_code_key: unique('scope.fields.code'),
  rl_subclass_description_check: translatable('scope.fields.description', 2000, false),
  rl_subclass_kbli_check: pattern('scope.fields.kbli', '41011'),
  rl_subclass_name_check: translatable('scope.fields.name', 200),
  rl_subclass_qualifications_check: choice('scope.fields.qualifications'),
  rl_subclass_sort_order_check: order,
  legal_products_category_check: choice('legalProducts.fields.category'),
  legal_products_file_url_check: url('legalProducts.fields.file'),
  legal_products_number_check: length('legalProducts.fields.number', 1, 80),
  legal_products_summary_check: translatable('legalProducts.fields.summary', 2000, false),
  legal_products_title_check: translatable('legalProducts.fields.title', 300),
  legal_products_year_check: range('legalProducts.fields.year', 1945, 2100),
  clients_logo_url_check: url('clients.fields.logo'),
  clients_name_check: length('clients.fields.name', 1, 200),
  clients_sector_check: translatable('clients.fields.sector', 120, false),
  clients_sort_order_check: order,
  clients_website_url_check: httpUrl('clients.fields.website'),
  testimonials_company_check: length('testimonials.fields.company', 1, 200),
  testimonials_person_name_check: length('testimonials.fields.personName', 1, 120),
  testimonials_person_role_check: translatable('testimonials.fields.personRole', 120, false),
  testimonials_photo_url_check: url('testimonials.fields.photoUrl'),
  testimonials_quote_check: translatable('testimonials.fields.quote', 600),
  testimonials_sort_order_check: order,
  faqs_answer_check: translatable('faq.fields.answer', 5000),
  faqs_category_check: choice('faq.fields.category'),
  faqs_question_check: translatable('faq.fields.question', 300),
  faqs_sort_order_check: order,
  struktur_organisasi_check: custom('parent_id'),
  struktur_organisasi_name_check: length('organization.fields.name', 1, 120),
  struktur_organisasi_order_check: range('organization.fields.order', -10000, 10000),
  struktur_organisasi_parent_id_fkey: reference('organization.fields.parent'),
  struktur_organisasi_photo_url_check: url('organization.fields.photo'),
  struktur_organisasi_position_check: translatable('organization.fields.position', 120),
  alur_sertifikasi_description_check: translatable('flow.fields.description', 2000, false),
  alur_sertifikasi_duration_note_check: translatable('flow.fields.durationNote', 200, false),
  alur_sertifikasi_step_order_check: range('flow.fields.step', 1, 100),
  alur_sertifikasi_title_check: translatable('flow.fields.title', 160),
  legalitas_check: custom('valid_until'),
  legalitas_description_check: translatable('legality.fields.description', 2000, false),
  legalitas_file_url_check: url('legality.fields.file'),
  legalitas_issuer_check: maxLength('legality.fields.issuer', 200),
  legalitas_number_check: maxLength('legality.fields.number', 120),
  legalitas_sort_order_check: order,
  legalitas_title_check: translatable('legality.fields.title', 200),
  holidays_date_check: range('holidays.fields.date', '2000-01-01', '2100-12-31'),
  holidays_date_key: unique('holidays.fields.date'),
  holidays_name_check: translatable('holidays.fields.name', 200),

  // the media library: rows follow the bucket's objects (storage triggers); staff edit the alt
  media_files_alt_check: translatable('media.fields.alt', 300, false),
  content_tables_check: internal(),
  media_files_height_check: internal(),
  media_files_kind_check: internal(),
  media_files_mime_type_check: internal(),
  media_files_name_check: internal(),
  media_files_object_name_check: internal(),
  media_files_object_name_key: internal(),
  media_files_size_bytes_check: internal(),
  media_files_uploaded_by_fkey: internal(),
  media_files_uploader_name_check: internal(),
  media_files_width_check: internal(),

  // staff
  app_users_full_name_check: length('users.fields.fullName', 1, 120),
  app_users_id_fkey: internal(),
  app_users_role_check: choice('users.fields.role'),

  // submissions: written by the public forms' RPCs (which check first); staff edit the
  // working columns
  contact_submissions_email_check: email('messages.fields.email'),
  contact_submissions_handled_by_fkey: reference('messages.fields.handledBy'),
  contact_submissions_language_check: choice('errors.fields.language'),
  contact_submissions_message_check: length('messages.fields.message', 10, 5000),
  contact_submissions_name_check: length('messages.fields.name', 2, 120),
  contact_submissions_notes_check: maxLength('messages.fields.notes', 5000),
  contact_submissions_phone_check: phone('messages.fields.phone'),
  contact_submissions_reference_check: internal(),
  contact_submissions_reference_key: internal(),
  contact_submissions_status_check: choice('messages.fields.status'),
  contact_submissions_subject_check: length('messages.fields.subject', 3, 200),
  // replies: written by reply_to_message(), which checks the text first
  contact_message_replies_author_id_fkey: internal(),
  contact_message_replies_author_name_check: internal(),
  contact_message_replies_body_check: length('messages.fields.reply', 1, 5000),
  contact_message_replies_message_id_fkey: internal(),
  contact_message_replies_outbox_id_fkey: internal(),
  complaints_attachment_url_check: url('cases.fields.attachment'),
  complaints_certificate_number_check: maxLength('cases.fields.certificate', 60),
  complaints_company_name_check: maxLength('cases.fields.company', 200),
  complaints_decided_by_fkey: reference('cases.fields.decidedBy.complaint'),
  complaints_description_check: length('cases.fields.description', 10, 5000),
  complaints_email_check: email('cases.fields.email'),
  complaints_handled_by_fkey: reference('cases.fields.handledBy'),
  complaints_language_check: choice('errors.fields.language'),
  complaints_name_check: length('cases.fields.name', 2, 120),
  complaints_notes_check: maxLength('cases.fields.notes', 5000),
  complaints_phone_check: phone('cases.fields.phone'),
  complaints_reference_check: internal(),
  complaints_reference_key: internal(),
  complaints_resolution_check: maxLength('cases.fields.resolution', 5000),
  complaints_status_check: choice('cases.fields.status'),
  complaints_subject_check: length('cases.fields.subject', 3, 200),
  appeals_attachment_url_check: url('cases.fields.attachment'),
  appeals_certificate_number_check: maxLength('cases.fields.certificate', 60),
  appeals_company_name_check: length('cases.fields.company', 2, 200),
  appeals_decided_by_fkey: reference('cases.fields.decidedBy.appeal'),
  appeals_description_check: length('cases.fields.description', 10, 5000),
  appeals_email_check: email('cases.fields.email'),
  appeals_handled_by_fkey: reference('cases.fields.handledBy'),
  appeals_language_check: choice('errors.fields.language'),
  appeals_name_check: length('cases.fields.name', 2, 120),
  appeals_notes_check: maxLength('cases.fields.notes', 5000),
  appeals_phone_check: phone('cases.fields.phone'),
  appeals_reference_check: internal(),
  appeals_reference_key: internal(),
  appeals_resolution_check: maxLength('cases.fields.resolution', 5000),
  appeals_status_check: choice('cases.fields.status'),
  appeals_subject_check: length('cases.fields.subject', 3, 200),

  // the certificate register
  certified_companies_address_check: maxLength('certificates.fields.address', 500),
  certified_companies_city_check: length('certificates.fields.city', 2, 100),
  certified_companies_email_check: email('certificates.fields.email'),
  certified_companies_legal_form_check: choice('certificates.fields.legalForm'),
  certified_companies_name_check: {
    ...length('certificates.fields.companyName', 2, 200),
    field: 'company_name',
  },
  certified_companies_nib_check: pattern('certificates.fields.nib', '9120000007919'),
  certified_companies_nib_key: unique('certificates.fields.nib'),
  certified_companies_npwp_check: pattern('certificates.fields.npwp', '01.234.567.8-901.000'),
  certified_companies_phone_check: phone('certificates.fields.phone'),
  certified_companies_pjbu_name_check: length('certificates.fields.pjbuName', 2, 120),
  certified_companies_province_check: choice('certificates.fields.province'),
  certified_companies_search_name_check: internal(),
  certificates_company_id_fkey: reference('certificates.fields.company', true),
  certificates_number_check: pattern('certificates.fields.number', 'SBU-KMN-2026-000101'),
  certificates_number_key: unique('certificates.fields.number'),
  certificates_number_key_check: internal(),
  certificates_public_notes_check: translatable('errors.fields.publicNotes', 500, false),
  certificates_reason_required: custom('status_reason'),
  certificates_status_check: choice('certificates.fields.status'),
  certificates_status_reason_check: translatable('certificates.fields.reason', 500, false),
  certificates_valid_after_issue: custom('valid_until'),
  certificate_subclasses_certificate_id_fkey: internal(),
  certificate_subclasses_certificate_id_subclass_id_key: custom('subclasses'),
  certificate_subclasses_qualification_check: choice('certificates.fields.qualification'),
  certificate_subclasses_subclass_id_fkey: reference('certificates.fields.subclass', true),
  certificate_status_events_actor_name_check: internal(),
  certificate_status_events_certificate_id_fkey: internal(),
  certificate_status_events_from_status_check: internal(),
  certificate_status_events_reason_check: translatable('certificates.fields.reason', 500, false),
  certificate_status_events_to_status_check: internal(),
  certificate_status_events_seq_key: internal(),
  certificate_status_events_prev_hash_key: internal(),
  certificate_status_events_hash_format: internal(),
  certificate_status_events_certificate_number_check: internal(),
  certificate_status_events_actor_email_check: internal(),
  certificate_status_events_actor_role_check: internal(),
  certificate_chain_checkpoints_event_count_check: internal(),
  certificate_chain_checkpoints_head_hash_check: internal(),
  certificate_chain_checkpoints_key_id_check: internal(),
  certificate_chain_checkpoints_signature_check: internal(),

  // written by the system
  content_revisions_action_check: internal(),
  content_revisions_actor_name_check: internal(),
  content_revisions_changed_fields_check: internal(),
  content_revisions_data_check: internal(),
  content_revisions_restored_version_check: internal(),
  content_revisions_table_name_check: internal(),
  content_revisions_table_name_record_id_version_key: internal(),
  content_revisions_version_check: internal(),
  preview_links_data_check: internal(),
  preview_links_table_name_check: internal(),
  preview_links_token_check: internal(),
  preview_links_token_key: internal(),
  audit_log_action_check: internal(),
  audit_log_actor_email_check: internal(),
  audit_log_actor_role_check: internal(),
  audit_log_record_id_check: internal(),
  audit_log_record_title_check: internal(),
  audit_log_table_name_check: internal(),
  notification_settings_user_id_fkey: internal(),
  notifications_entity_check: internal(),
  notifications_kind_check: internal(),
  notifications_reference_check: internal(),
  notifications_user_id_fkey: internal(),
  outbox_attempts_check: internal(),
  outbox_audience_check: internal(),
  outbox_body_html_check: internal(),
  outbox_body_text_check: internal(),
  outbox_entity_check: internal(),
  outbox_kind_check: internal(),
  outbox_language_check: internal(),
  outbox_last_error_check: internal(),
  outbox_reference_check: internal(),
  outbox_reply_to_check: internal(),
  outbox_resolved_by_fkey: internal(),
  outbox_sender_name_check: internal(),
  outbox_smtp_response_check: internal(),
  outbox_status_check: internal(),
  outbox_subject_check: internal(),
  outbox_to_address_check: internal(),
  search_documents_body_check: internal(),
  search_documents_code_check: internal(),
  search_documents_key_check: internal(),
  search_documents_kind_check: internal(),
  search_documents_lang_check: internal(),
  search_documents_title_check: internal(),
  reference_counters_last_value_check: internal(),
  reference_counters_prefix_check: internal(),
  reference_counters_year_check: internal(),
  submission_events_kind_check: internal(),
}
