-- Review before publishing (docs/decisions/030-review-before-publishing.md).
--
-- Per editorial collection, a site setting says whether publishing needs an admin's approval
-- (site_settings.review_required, default: CMS pages, where the fees page lives, and legal
-- products). Where it does, an editor's write may not make an item live nor change a live
-- item's content: the database refuses it (the guard installed on every editorial table through
-- private.content_table_installers). The editor submits the change instead
-- (public.submit_for_review): it is stored aside in public.content_reviews, the live row stays as
-- it is, and an admin approves it (the change is written: published, or scheduled when it
-- carries a future publish time) or asks for changes with a comment (bell and email to the
-- editor). Every step is audited.
--
-- "Live" is read from the row, the same for every collection: `is_published`, else news'
-- `status = 'published'`, else (legal products, scope, flow …: no publication state) always.

-- ---------------------------------------------------------------------------------------
-- 1. the setting
-- ---------------------------------------------------------------------------------------
alter table public.site_settings
  add column review_required text[] not null default '{cms_pages,legal_products}'
    constraint site_settings_review_required_check
    check (cardinality(review_required) <= 100 and array_position(review_required, null) is null);
comment on column public.site_settings.review_required is
  'Editorial collections (table names) where publishing needs an admin''s approval: an editor submits for review (docs/decisions/030).';

-- Only editorial tables, each once.
create or replace function private.check_review_required()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if exists (
    select 1 from unnest(new.review_required) t(name)
    where not exists (select 1 from private.content_tables c where c.table_name = t.name and c.editorial)
  ) or cardinality(new.review_required) <> (select count(distinct t) from unnest(new.review_required) t) then
    raise exception using errcode = '22023',
      message = 'Koleksi yang memerlukan persetujuan tidak dikenal.',
      detail = 'Review can be required for editorial collections only.',
      hint = 'field:review_required';
  end if;
  return new;
end
$$;
create trigger site_settings_review_required
  before insert or update of review_required on public.site_settings
  for each row execute function private.check_review_required();

-- Whether the table needs approval (false for a table that is no editorial collection).
create or replace function private.review_required(target text)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce((select target = any (s.review_required) from public.site_settings s limit 1), false)
    and exists (select 1 from private.content_tables c where c.table_name = target and c.editorial)
$$;
revoke all on function private.review_required(text) from public;

-- Whether a row (as jsonb) is, or will be, seen by visitors.
create or replace function private.is_live(item jsonb)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select case
    when item ? 'is_published' then coalesce((item ->> 'is_published')::boolean, false)
    when item ? 'status' then item ->> 'status' = 'published'
    else true end
$$;

-- ---------------------------------------------------------------------------------------
-- 2. the pending changes
-- ---------------------------------------------------------------------------------------
create table public.content_reviews (
  id uuid primary key default gen_random_uuid(),
  table_name text not null check (char_length(table_name) between 1 and 63),
  -- The item; for a new item, the id it gets when approved.
  record_id uuid not null,
  is_new boolean not null default false,
  -- The item as it will be once approved (the whole row).
  data jsonb not null constraint content_reviews_data_check check (jsonb_typeof(data) = 'object'),
  -- The live row's updated_at the change was made on (null for a new item).
  base_updated_at timestamptz,
  -- pending → approved | changes_requested | withdrawn; a new submission of the same item
  -- replaces a pending one.
  status text not null default 'pending'
    check (status in ('pending', 'approved', 'changes_requested', 'withdrawn')),
  -- The admin's request for changes (required then).
  comment text check (char_length(btrim(comment)) between 1 and 2000),
  constraint content_reviews_comment_required check (status <> 'changes_requested' or comment is not null),
  submitted_by uuid references public.app_users (id) on delete set null,
  submitted_at timestamptz not null default now(),
  decided_by uuid references public.app_users (id) on delete set null,
  decided_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
comment on table public.content_reviews is
  'Changes to editorial content waiting for (or decided by) an admin''s approval; written only by submit_for_review, approve_review, request_review_changes and withdraw_review.';
create unique index content_reviews_one_pending on public.content_reviews (table_name, record_id)
  where status = 'pending';
create index content_reviews_item_idx on public.content_reviews (table_name, record_id, submitted_at desc);
create index content_reviews_pending_idx on public.content_reviews (submitted_at) where status = 'pending';
create index content_reviews_submitted_by_idx on public.content_reviews (submitted_by);
create index content_reviews_decided_by_idx on public.content_reviews (decided_by);
create trigger content_reviews_set_updated_at before update on public.content_reviews
  for each row execute function private.set_updated_at();
create trigger content_reviews_audit after insert or update or delete on public.content_reviews
  for each row execute function private.audit_row();

alter table public.content_reviews enable row level security;
revoke all on public.content_reviews from anon;
revoke insert, update, delete, truncate on public.content_reviews from authenticated;
create policy "content_reviews: editors and admins read" on public.content_reviews
  for select to authenticated using ((select public.current_app_role()) in ('admin', 'editor'));

-- A short name of the item for the bell and the mail, from whichever naming column it has.
create or replace function private.review_label(item jsonb)
returns text
language sql
immutable
set search_path = ''
as $$
  select left(coalesce(
    item -> 'title' ->> 'id', item -> 'question' ->> 'id', item -> 'name' ->> 'id',
    item ->> 'name', item ->> 'person_name', item ->> 'title', item ->> 'slug', item ->> 'code', ''), 40)
$$;

-- ---------------------------------------------------------------------------------------
-- 3. the guard (installed per editorial table)
-- ---------------------------------------------------------------------------------------
-- Columns that change without changing what visitors read: the row's time, its position in a
-- list, and the trash's mark.
create or replace function private.review_ignored_columns(target text)
returns text[]
language sql
stable
security definer
set search_path = ''
as $$
  select array_remove(array['updated_at', 'deleted_at', 'deleted_by',
    (select c.position_column from private.content_tables c where c.table_name = target)], null)
$$;
revoke all on function private.review_ignored_columns(text) from public;

create or replace function private.review_guard()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  ignored text[];
begin
  -- Admins publish; the service role and migrations are no editors; approval applies changes.
  if public.current_app_role() is distinct from 'editor'
     or current_setting('lsbu.review_applying', true) = 'on'
     or not private.review_required(tg_table_name) then
    return new;
  end if;
  if tg_op = 'INSERT' then
    if private.is_live(to_jsonb(new)) then
      raise exception using errcode = '42501',
        message = 'Publikasi di koleksi ini memerlukan persetujuan admin: ajukan tinjauan.',
        detail = 'Publishing in this collection needs an admin''s approval: submit it for review.',
        hint = 'review_required';
    end if;
  elsif private.is_live(to_jsonb(old)) then
    ignored := private.review_ignored_columns(tg_table_name);
    if (to_jsonb(new) - ignored) is distinct from (to_jsonb(old) - ignored) then
      raise exception using errcode = '42501',
        message = 'Perubahan pada konten yang terbit memerlukan persetujuan admin: ajukan tinjauan.',
        detail = 'Changing published content in this collection needs an admin''s approval: submit it for review.',
        hint = 'review_required';
    end if;
  elsif private.is_live(to_jsonb(new)) then
    raise exception using errcode = '42501',
      message = 'Publikasi di koleksi ini memerlukan persetujuan admin: ajukan tinjauan.',
      detail = 'Publishing in this collection needs an admin''s approval: submit it for review.',
      hint = 'review_required';
  end if;
  return new;
end
$$;

-- The installer: one trigger per table, named so it fires before the others' BEFORE triggers
-- that change the row would matter (none compares content).
create or replace function private.install_review(target regclass)
returns void
language plpgsql
set search_path = ''
as $$
declare
  name text := (select c.relname::text from pg_class c where c.oid = target);
begin
  execute format('create or replace trigger %I before insert or update on %s '
    'for each row execute function private.review_guard()', name || '_review_guard', target);
end
$$;
revoke all on function private.install_review(regclass) from public;

insert into private.content_table_installers (feature, installer)
values ('review', 'private.install_review(regclass)')
on conflict (feature) do update set installer = excluded.installer;

select private.install_review(format('public.%I', c.table_name)::regclass)
from private.content_tables c where c.editorial;

-- ---------------------------------------------------------------------------------------
-- 4. applying a change (approval, and the submission's trial run)
-- ---------------------------------------------------------------------------------------
-- Writes `item` to the table: insert for a new item, else update of the columns it names
-- (not the id, the times, nor the position, which reorders change meanwhile).
create or replace function private.apply_review_data(target text, item jsonb, is_new boolean)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  cols text;
  n integer;
begin
  perform set_config('lsbu.review_applying', 'on', true);
  select string_agg(format('%I', a.attname), ', ' order by a.attnum) into cols
  from pg_attribute a
  where a.attrelid = format('public.%I', target)::regclass and a.attnum > 0 and not a.attisdropped
    and item ? a.attname::text
    and a.attname::text <> all (array['created_at', 'updated_at']
      || case when is_new then '{}'::text[] else array['id'] || private.review_ignored_columns(target) end);
  if is_new then
    execute format('insert into public.%I (%s) select %s from jsonb_populate_record(null::public.%I, $1)',
      target, cols, cols, target) using item;
  else
    execute format('update public.%I set (%s) = (select %s from jsonb_populate_record(null::public.%I, $1)) where id = $2',
      target, cols, cols, target) using item, (item ->> 'id')::uuid;
    get diagnostics n = row_count;
    if n = 0 then
      raise exception using errcode = 'P0002', message = 'Konten ini sudah tidak ada.',
        detail = 'This item no longer exists.', hint = 'review_gone';
    end if;
  end if;
  perform set_config('lsbu.review_applying', 'off', true);
end
$$;
revoke all on function private.apply_review_data(text, jsonb, boolean) from public;

-- ---------------------------------------------------------------------------------------
-- 5. the RPCs
-- ---------------------------------------------------------------------------------------
-- An editor's (or admin's) change submitted for review: `fields` as the form writes them, over
-- the item as it is. Returns null when the item changed since `expected_updated_at` (the kit's
-- conflict dialog). The change is tried (and rolled back) so a check it breaks is reported now.
create or replace function public.submit_for_review(
  target text, record_id uuid, fields jsonb, expected_updated_at timestamptz default null
)
returns public.content_reviews
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  caller_role text := public.current_app_role();
  current_row jsonb;
  item jsonb;
  new_item boolean := record_id is null;
  item_id uuid := coalesce(record_id, gen_random_uuid());
  review public.content_reviews;
begin
  if caller_role is null or caller_role not in ('admin', 'editor') or not public.aal_ok() then
    raise exception using errcode = '42501', message = 'Tidak diizinkan.', detail = 'Not allowed.';
  end if;
  if not exists (select 1 from private.content_tables c where c.table_name = target and c.editorial) then
    raise exception using errcode = '22023', message = 'Koleksi tidak dikenal.', detail = 'Unknown collection.';
  end if;
  if jsonb_typeof(fields) is distinct from 'object' then
    raise exception using errcode = '22023', message = 'Perubahan tidak valid.', detail = 'Invalid change.';
  end if;
  if not new_item then
    execute format('select to_jsonb(t) from public.%I t where t.id = $1', target) into current_row using item_id;
    if current_row is null then
      return null;
    end if;
    if expected_updated_at is not null
       and (current_row ->> 'updated_at')::timestamptz is distinct from expected_updated_at then
      return null;
    end if;
    item := current_row || (fields - 'id' - 'created_at' - 'updated_at');
  else
    item := (fields - 'created_at' - 'updated_at') || jsonb_build_object('id', item_id);
  end if;
  -- Only the table's columns.
  select jsonb_object_agg(e.key, e.value) into item
  from jsonb_each(item) e
  where exists (select 1 from pg_attribute a
    where a.attrelid = format('public.%I', target)::regclass and a.attname::text = e.key
      and a.attnum > 0 and not a.attisdropped);

  -- The trial: the database's checks on the change, then undone.
  begin
    perform private.apply_review_data(target, item, new_item);
    raise exception using errcode = 'P0001', message = 'review_trial';
  exception when sqlstate 'P0001' then
    if sqlerrm <> 'review_trial' then
      raise;
    end if;
  end;

  update public.content_reviews r set data = item, base_updated_at = (current_row ->> 'updated_at')::timestamptz,
    submitted_by = auth.uid(), submitted_at = now()
  where r.table_name = target and r.record_id = item_id and r.status = 'pending'
  returning * into review;
  if review.id is null then
    insert into public.content_reviews (table_name, record_id, is_new, data, base_updated_at, submitted_by)
    values (target, item_id, new_item, item, (current_row ->> 'updated_at')::timestamptz, auth.uid())
    returning * into review;
    -- The bell of each admin.
    insert into public.notifications (user_id, kind, entity, record_id, reference)
    select u.id, 'review_submitted', 'content_reviews', review.id, private.review_label(item)
    from public.app_users u where u.role = 'admin' and u.id is distinct from auth.uid();
  end if;
  return review;
end
$$;
revoke all on function public.submit_for_review(text, uuid, jsonb, timestamptz) from public, anon;
grant execute on function public.submit_for_review(text, uuid, jsonb, timestamptz) to authenticated;

-- Loads a pending review for a decision by an admin.
create or replace function private.pending_review(review_id uuid)
returns public.content_reviews
language plpgsql
security definer
set search_path = ''
as $$
declare
  review public.content_reviews;
begin
  if public.current_app_role() is distinct from 'admin' or not public.aal_ok() then
    raise exception using errcode = '42501', message = 'Hanya admin yang dapat memutuskan tinjauan.',
      detail = 'Only an admin can decide a review.';
  end if;
  select * into review from public.content_reviews r where r.id = review_id for update;
  if review.id is null or review.status <> 'pending' then
    raise exception using errcode = '22023', message = 'Tinjauan ini sudah diputuskan atau ditarik.',
      detail = 'This review was already decided or withdrawn.', hint = 'review_closed';
  end if;
  return review;
end
$$;
revoke all on function private.pending_review(uuid) from public;

-- Approval: the change is written (published, or scheduled by its publish time). Refused when
-- the live item changed after the submission (the editor submits again on the new version).
create or replace function public.approve_review(review_id uuid)
returns public.content_reviews
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  review public.content_reviews := private.pending_review(review_id);
  live_updated_at timestamptz;
begin
  perform private.require_staff(); -- a staff session, with its second factor where due
  if not review.is_new then
    execute format('select t.updated_at from public.%I t where t.id = $1', review.table_name)
      into live_updated_at using review.record_id;
    if live_updated_at is distinct from review.base_updated_at then
      raise exception using errcode = '40001',
        message = 'Konten ini berubah setelah diajukan: minta editor mengajukan ulang.',
        detail = 'The item changed after it was submitted: ask the editor to submit again.',
        hint = 'review_outdated';
    end if;
  end if;
  perform private.apply_review_data(review.table_name, review.data, review.is_new);
  update public.content_reviews r set status = 'approved', decided_by = auth.uid(), decided_at = now()
  where r.id = review.id returning * into review;
  if review.submitted_by is not null and review.submitted_by is distinct from auth.uid() then
    insert into public.notifications (user_id, kind, entity, record_id, reference)
    values (review.submitted_by, 'review_approved', 'content_reviews', review.id, private.review_label(review.data));
  end if;
  return review;
end
$$;
revoke all on function public.approve_review(uuid) from public, anon;
grant execute on function public.approve_review(uuid) to authenticated;

-- Changes requested: the comment goes to the editor on the item, in the bell and by email.
create or replace function public.request_review_changes(review_id uuid, comment text)
returns public.content_reviews
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  review public.content_reviews := private.pending_review(review_id);
  label text := private.review_label(review.data);
  address text;
begin
  perform private.require_staff(); -- a staff session, with its second factor where due
  if comment is null or char_length(btrim(comment)) not between 1 and 2000 then
    raise exception using errcode = '22023', message = 'Tulis apa yang perlu diubah (1–2000 karakter).',
      detail = 'Say what needs changing (1–2000 characters).', hint = 'field:comment';
  end if;
  update public.content_reviews r set status = 'changes_requested', comment = btrim(request_review_changes.comment),
    decided_by = auth.uid(), decided_at = now()
  where r.id = review.id returning * into review;
  if review.submitted_by is not null then
    insert into public.notifications (user_id, kind, entity, record_id, reference)
    values (review.submitted_by, 'review_changes', 'content_reviews', review.id, label);
    select a.email::text into address from auth.users a
    where a.id = review.submitted_by and a.deleted_at is null;
    if public.is_email(address) then
      perform private.queue_mail('staff', 'review', 'id', address,
        format('Perlu perubahan: %s / Changes requested: %s', label, label),
        array[
          format('Admin meminta perubahan pada "%s" sebelum terbit:', label),
          review.comment,
          format('An admin asked for changes to "%s" before it is published (the comment above).', label)
        ],
        'Buka / Open', '/admin/tinjauan/' || review.id, null, review.id, null);
    end if;
  end if;
  return review;
end
$$;
revoke all on function public.request_review_changes(uuid, text) from public, anon;
grant execute on function public.request_review_changes(uuid, text) to authenticated;

-- The submitter (or an admin) takes a pending change back.
create or replace function public.withdraw_review(review_id uuid)
returns public.content_reviews
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  review public.content_reviews;
begin
  update public.content_reviews r set status = 'withdrawn', decided_by = auth.uid(), decided_at = now()
  where r.id = review_id and r.status = 'pending' and public.aal_ok()
    and (r.submitted_by = auth.uid() or public.current_app_role() = 'admin')
    and public.current_app_role() in ('admin', 'editor')
  returning * into review;
  if review.id is null then
    raise exception using errcode = '42501', message = 'Tinjauan ini tidak dapat ditarik.',
      detail = 'This review cannot be withdrawn.';
  end if;
  return review;
end
$$;
revoke all on function public.withdraw_review(uuid) from public, anon;
grant execute on function public.withdraw_review(uuid) to authenticated;

-- ---------------------------------------------------------------------------------------
-- 6. the bell and the mail
-- ---------------------------------------------------------------------------------------
alter table public.notifications drop constraint notifications_kind_check;
alter table public.notifications add constraint notifications_kind_check
  check (kind in ('new_submission', 'assigned', 'overdue', 'mail_unknown', 'mail_failed', 'forgery_suspected',
    'review_submitted', 'review_approved', 'review_changes'));
alter table public.notifications drop constraint notifications_entity_check;
alter table public.notifications add constraint notifications_entity_check
  check (entity in ('complaints', 'appeals', 'contact_submissions', 'outbox', 'register_radar', 'content_reviews'));
alter table public.outbox drop constraint outbox_kind_check;
alter table public.outbox add constraint outbox_kind_check
  check (kind in ('received', 'status', 'outcome', 'staff_new', 'staff_digest', 'account', 'reply', 'watch', 'review'));

-- For the staff app: does the caller's publishing in `target` go through review (an editor, and
-- the collection requires approval)?
create or replace function public.publishing_needs_review(target text)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select public.current_app_role() = 'editor' and public.aal_ok() and private.review_required(target)
$$;
revoke all on function public.publishing_needs_review(text) from public, anon;
grant execute on function public.publishing_needs_review(text) to authenticated;
