-- The tender-fit check on the verify page (docs/database.md "Tender-fit check",
-- ADR 016 amendment): "does this SBU cover subclass X at qualification Y on date D?"
--
--   1. legacy_subclass_codes: the old LPJK subclassification codes of the KBLI-2015 era
--      (Perlem LPJK 3/2017: SI001, MK007 …) that tender documents still cite, each mapped to one
--      of today's subclasses (several rows: one old code → several subclasses). Seeded in
--      supabase/seed.sql (staff confirm it), edited by editors and admins on their own screen
--      (content-table registration: two-factor write policies, audit, page cache). An old code
--      that is also a current code is refused: a current code always means today's subclass.
--   2. public.check_tender_fit(number, code, qualification, on_date): the answer as JSON
--      {fits, reasons[{code, …}], subclasses[…], matched, mapped_from, …}, from the certificate's
--      dates and its hash-chained status history (certificate_status_events), so a past date
--      gives the past answer. Anonymous, rate-limited like certificate_by_number; null for an
--      unknown number; an unknown subclass code, qualification or date is an error
--      (22023, hint field:<param>), never "does not fit".
--
-- Qualifications: kecil < menengah < besar; spesialis satisfies spesialis only, and no rung of
-- the ladder satisfies spesialis. The subclasses and their qualifications are the
-- certificate's current scope (the register keeps no history of scope changes).

-- ---------------------------------------------------------------------------------------
-- 1. the mapping table
-- ---------------------------------------------------------------------------------------
create table public.legacy_subclass_codes (
  id uuid primary key default gen_random_uuid(),
  old_code text not null constraint legacy_subclass_codes_old_code_check check (old_code ~ '^[A-Z]{2}[0-9]{3}$'),
  old_name jsonb not null constraint legacy_subclass_codes_old_name_check check (public.is_translatable(old_name, 300)),
  subclass_id uuid not null references public.rl_subclass (id) on delete cascade,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint legacy_subclass_codes_old_code_subclass_key unique (old_code, subclass_id)
);
comment on table public.legacy_subclass_codes is
  'Old LPJK subclassification codes (KBLI-2015 era, e.g. SI003) that tender documents still cite, each row mapping one to a current subclass; several rows map one old code to several subclasses. Public read; editors and admins write.';
create index legacy_subclass_codes_subclass_idx on public.legacy_subclass_codes (subclass_id);

-- Upper case, and never one of today's codes (those always mean today's subclass).
create or replace function private.legacy_subclass_code_guard()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  new.old_code := upper(btrim(new.old_code));
  if exists (select 1 from public.rl_subclass s where s.code = new.old_code) then
    perform private.invalid('old_code',
      'Kode ' || new.old_code || ' adalah kode subklasifikasi yang berlaku; kode lama tidak boleh sama dengan kode yang berlaku.',
      'Code ' || new.old_code || ' is a current subclass code; an old code cannot be the same as a current one.');
  end if;
  return new;
end
$$;
revoke all on function private.legacy_subclass_code_guard() from public;
create trigger legacy_subclass_codes_guard before insert or update on public.legacy_subclass_codes
  for each row execute function private.legacy_subclass_code_guard();

alter table public.legacy_subclass_codes enable row level security;
create policy "legacy_subclass_codes: anyone reads" on public.legacy_subclass_codes
  for select to anon using (true);
create policy "legacy_subclass_codes: staff read" on public.legacy_subclass_codes
  for select to authenticated using ((select public.current_app_role()) in ('admin', 'editor', 'viewer'));
create policy "legacy_subclass_codes: editors and admins insert" on public.legacy_subclass_codes
  for insert to authenticated with check ((select public.current_app_role()) in ('admin', 'editor'));
create policy "legacy_subclass_codes: editors and admins update" on public.legacy_subclass_codes
  for update to authenticated using ((select public.current_app_role()) in ('admin', 'editor'))
  with check ((select public.current_app_role()) in ('admin', 'editor'));
create policy "legacy_subclass_codes: editors and admins delete" on public.legacy_subclass_codes
  for delete to authenticated using ((select public.current_app_role()) in ('admin', 'editor'));

select private.register_content_table('public.legacy_subclass_codes');

-- ---------------------------------------------------------------------------------------
-- 2. the check
-- ---------------------------------------------------------------------------------------
create or replace function private.qualification_covers(held text, required text)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select case
    when required = 'spesialis' or held = 'spesialis' then held = required
    else array_position(array['kecil', 'menengah', 'besar'], held) >= array_position(array['kecil', 'menengah', 'besar'], required)
  end
$$;
revoke all on function private.qualification_covers(text, text) from public;

create or replace function public.check_tender_fit(
  number text default null,
  code text default null,
  qualification text default null,
  on_date text default null
)
returns json
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  k text := public.certificate_number_key(private.lookup_text(check_tender_fit.number, 80));
  v_code text := upper(regexp_replace(coalesce(left(check_tender_fit.code, 40), ''), '[^A-Za-z0-9]', '', 'g'));
  v_qual text := lower(btrim(coalesce(left(check_tender_fit.qualification, 40), '')));
  v_date date;
  c public.certificates;
  v_mapped_from text;
  v_candidates jsonb;
  v_matched text;
  v_reasons jsonb := '[]'::jsonb;
  v_event record;
  v_status text;
begin
  if k = '' then
    return null;
  end if;
  perform private.enforce_register_rate_limit();

  if v_code = '' then
    perform private.invalid('code', 'Isi kode subklasifikasi, misalnya BS001 atau kode lama SI003.',
      'Give a subclass code, e.g. BS001 or the old code SI003.');
  end if;
  if v_qual not in ('kecil', 'menengah', 'besar', 'spesialis') then
    perform private.invalid('qualification', 'Pilih kualifikasi: kecil, menengah, besar, atau spesialis.',
      'Choose a qualification: kecil, menengah, besar or spesialis.');
  end if;
  begin
    v_date := coalesce(nullif(btrim(check_tender_fit.on_date), '')::date, private.jakarta_today());
  exception when others then
    v_date := null;
  end;
  if v_date is null or v_date not between date '2000-01-01' and date '2100-12-31' then
    perform private.invalid('on_date', 'Tanggal tidak valid (YYYY-MM-DD).', 'The date is not valid (YYYY-MM-DD).');
  end if;

  -- today's code, else an old code mapped to today's subclasses
  if exists (select 1 from public.rl_subclass s where s.code = v_code) then
    v_candidates := (select jsonb_agg(jsonb_build_object('id', s.id, 'code', s.code, 'name', s.name)) from public.rl_subclass s where s.code = v_code);
  else
    v_candidates := (select jsonb_agg(jsonb_build_object('id', s.id, 'code', s.code, 'name', s.name) order by s.code)
      from public.legacy_subclass_codes l join public.rl_subclass s on s.id = l.subclass_id where l.old_code = v_code);
    if v_candidates is null then
      perform private.invalid('code',
        'Kode subklasifikasi tidak dikenal: ' || left(v_code, 20) || '. Gunakan kode yang berlaku (misalnya BS001) atau kode lama yang terdaftar (misalnya SI003).',
        'Unknown subclass code: ' || left(v_code, 20) || '. Use a current code (e.g. BS001) or a listed old code (e.g. SI003).');
    end if;
    v_mapped_from := v_code;
  end if;

  select * into c from public.certificates x where x.number_key = k;
  if c.id is null then
    return null;
  end if;

  -- each candidate subclass: the qualification the certificate holds, and whether it covers
  v_candidates := (
    select jsonb_agg(x.cand || jsonb_build_object('held', cs.qualification,
        'covers', coalesce(private.qualification_covers(cs.qualification, v_qual), false))
      order by x.cand ->> 'code')
    from jsonb_array_elements(v_candidates) x(cand)
    left join public.certificate_subclasses cs
      on cs.certificate_id = c.id and cs.subclass_id = (x.cand ->> 'id')::uuid);
  v_matched := (select x.cand ->> 'code' from jsonb_array_elements(v_candidates) x(cand)
    where (x.cand ->> 'covers')::boolean order by x.cand ->> 'code' limit 1);
  if v_matched is null then
    v_reasons := v_reasons || coalesce((
      select jsonb_agg(case
          when x.cand ->> 'held' is null then jsonb_build_object('code', 'subclass_not_held', 'subclass', x.cand ->> 'code')
          when x.cand ->> 'held' = 'spesialis' or v_qual = 'spesialis' then jsonb_build_object('code', 'qualification_mismatch',
            'subclass', x.cand ->> 'code', 'held', x.cand ->> 'held', 'required', v_qual)
          else jsonb_build_object('code', 'qualification_lower', 'subclass', x.cand ->> 'code', 'held', x.cand ->> 'held', 'required', v_qual)
        end order by x.cand ->> 'code')
      from jsonb_array_elements(v_candidates) x(cand)), '[]'::jsonb);
  end if;

  -- the dates, then the status on that day from the history (same day: the later event)
  if v_date < c.issued_on then
    v_reasons := v_reasons || jsonb_build_object('code', 'not_yet_issued', 'issued_on', c.issued_on);
  elsif v_date > c.valid_until then
    v_reasons := v_reasons || jsonb_build_object('code', 'expired', 'since', c.valid_until + 1);
  else
    select e.to_status, e.changed_on, e.reason into v_event
    from public.certificate_status_events e
    where e.certificate_id = c.id and e.changed_on <= v_date
    order by e.changed_on desc, e.seq desc
    limit 1;
    v_status := coalesce(v_event.to_status, 'aktif');
    if v_status = 'dibekukan' then
      v_reasons := v_reasons || jsonb_build_object('code', 'frozen', 'since', v_event.changed_on, 'reason', v_event.reason);
    elsif v_status = 'dicabut' then
      v_reasons := v_reasons || jsonb_build_object('code', 'revoked', 'since', v_event.changed_on, 'reason', v_event.reason);
    elsif v_status = 'kedaluwarsa' then
      v_reasons := v_reasons || jsonb_build_object('code', 'expired', 'since', v_event.changed_on);
    end if;
  end if;
  -- revoked is final: a date after valid_until still says so
  if v_date > c.valid_until and c.status = 'dicabut' and c.status_changed_on <= v_date then
    v_reasons := v_reasons || jsonb_build_object('code', 'revoked', 'since', c.status_changed_on, 'reason', c.status_reason);
  end if;

  return json_build_object(
    'number', c.number,
    'code', v_code,
    'qualification', v_qual,
    'on_date', v_date,
    'fits', jsonb_array_length(v_reasons) = 0,
    'matched', v_matched,
    'mapped_from', v_mapped_from,
    'subclasses', (select jsonb_agg(x.cand - 'id') from jsonb_array_elements(v_candidates) x(cand)),
    'reasons', v_reasons);
end
$$;
comment on function public.check_tender_fit(text, text, text, text) is
  'Public verify page: whether the certificate (by number) covers a subclass (current code, or an old code from legacy_subclass_codes: any mapped subclass) at a qualification on a date (default today, Asia/Jakarta), using its dates and status history. {fits, reasons[{code,…}], subclasses, matched, mapped_from}; null for an unknown number; 22023 for an unknown code, qualification or date. Rate-limited per client address (PT429).';
revoke execute on function public.check_tender_fit(text, text, text, text) from public;
grant execute on function public.check_tender_fit(text, text, text, text) to anon, authenticated, service_role;
