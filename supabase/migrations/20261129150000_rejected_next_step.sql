-- A rejected case says what happens next, instead of only "we could not accept it":
--   - a rejected complaint was handled and closed; the person may appeal the decision at /banding
--     within 14 working days (weekends and public.holidays excluded). The closing email gives the
--     link and the last day; track_submission gives the status page that day (`appeal_until`).
--   - a rejected appeal was examined and decided; that decision is final (no appeal of an appeal).
-- Selesai, progress reports and contact messages are unchanged.
--
-- Redefined from 20261124100000_complaints_comms.sql: private.queue_status_mail; from
-- 20261129130000_track_reference_spellings.sql: public.track_submission (only the new field).

-- The last day (Asia/Jakarta) to appeal a decision made at `decided_at`: the 14th working day
-- after it. The same window submit_appeal enforces (working_days_between(decision, today) <= 14),
-- so an appeal lodged on that day with that decision date is accepted, and one a day later not.
create or replace function private.appeal_deadline(decided_at timestamptz)
returns date
language sql
stable
set search_path = ''
as $$
  select (private.add_working_days(decided_at, 14) at time zone 'Asia/Jakarta')::date
$$;

-- A status change of a complaint or appeal: a progress report, or the formal notice of the
-- outcome when it closes (selesai / ditolak), with the public resolution text. A rejection says
-- what comes next: for a complaint the appeal (link and last day), for an appeal that it is final.
create or replace function private.queue_status_mail(entity text, row_data jsonb)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  lang text := coalesce(row_data ->> 'language', 'id');
  ref text := row_data ->> 'reference';
  status text := row_data ->> 'status';
  noun text := private.case_noun(entity, lang);
  label text := private.status_label(status, lang);
  resolution text := nullif(btrim(coalesce(row_data ->> 'resolution', '')), '');
  closing boolean := status in ('selesai', 'ditolak');
  -- When the case was closed (set by the closed_at trigger before this row was written).
  decided_at timestamptz := coalesce((row_data ->> 'closed_at')::timestamptz, now());
  appeal_link text := coalesce(private.site_url(), '') || '/banding';
  paras text[];
  subject text;
begin
  if closing then
    subject := case when lang = 'en' then format('[%s] Formal notice: your %s is closed (%s)', ref, noun, label)
      else format('[%s] Pemberitahuan resmi: %s Anda ditutup (%s)', ref, noun, label) end;
    if status = 'ditolak' and entity = 'complaints' then
      paras := case when lang = 'en' then array[
        'Dear Sir or Madam,',
        format('This is our formal notice that we have handled your complaint %s and closed it on %s with the outcome: %s.', ref, private.mail_date(decided_at, lang), label),
        'Our reasons:', coalesce(resolution, '-'),
        format('What you can do next: if you disagree with this decision, you can file an appeal at %s by %s (14 working days after the decision; weekends and public holidays do not count). Please mention reference %s in your appeal.',
          appeal_link, private.mail_date(private.appeal_deadline(decided_at), lang), ref)
      ] else array[
        'Yth. Bapak/Ibu,',
        format('Dengan ini kami memberitahukan secara resmi bahwa keluhan Anda %s telah kami tangani dan ditutup pada %s dengan hasil: %s.', ref, private.mail_date(decided_at, lang), label),
        'Alasan kami:', coalesce(resolution, '-'),
        format('Langkah selanjutnya: jika Anda tidak setuju dengan keputusan ini, Anda dapat mengajukan banding melalui %s paling lambat %s (14 hari kerja setelah keputusan, tidak termasuk akhir pekan dan hari libur nasional). Sebutkan nomor referensi %s pada banding Anda.',
          appeal_link, private.mail_date(private.appeal_deadline(decided_at), lang), ref)
      ] end;
    elsif status = 'ditolak' and entity = 'appeals' then
      paras := case when lang = 'en' then array[
        'Dear Sir or Madam,',
        format('This is our formal notice that we have examined your appeal %s and decided on it on %s with the outcome: %s.', ref, private.mail_date(decided_at, lang), label),
        'Our reasons:', coalesce(resolution, '-'),
        'The decision on an appeal is final: it cannot be appealed again. This ends the process.'
      ] else array[
        'Yth. Bapak/Ibu,',
        format('Dengan ini kami memberitahukan secara resmi bahwa banding Anda %s telah kami periksa dan diputuskan pada %s dengan hasil: %s.', ref, private.mail_date(decided_at, lang), label),
        'Alasan kami:', coalesce(resolution, '-'),
        'Keputusan atas banding bersifat final dan tidak dapat diajukan banding kembali. Dengan pemberitahuan ini proses penanganan selesai.'
      ] end;
    else
      paras := case when lang = 'en' then array[
        'Dear Sir or Madam,',
        format('This is our formal notice that the handling of your %s %s has ended on %s with the outcome: %s.', noun, ref, private.mail_date(now(), lang), label),
        'Our response:', coalesce(resolution, '-'),
        'This ends the process. Thank you for bringing it to us.'
      ] else array[
        'Yth. Bapak/Ibu,',
        format('Dengan ini kami memberitahukan secara resmi bahwa penanganan %s Anda %s telah berakhir pada %s dengan hasil: %s.', noun, ref, private.mail_date(now(), lang), label),
        'Tanggapan kami:', coalesce(resolution, '-'),
        'Dengan pemberitahuan ini proses penanganan selesai. Terima kasih telah menyampaikannya kepada kami.'
      ] end;
    end if;
  else
    subject := case when lang = 'en' then format('[%s] Your %s: %s', ref, noun, label)
      else format('[%s] %s Anda: %s', ref, initcap(noun), label) end;
    paras := case when lang = 'en' then array[
      'Dear Sir or Madam,',
      format('The status of your %s %s changed on %s to: %s. Our staff are now handling it.', noun, ref, private.mail_date(now(), lang, true), label)
    ] else array[
      'Yth. Bapak/Ibu,',
      format('Status %s Anda %s berubah pada %s menjadi: %s. Petugas kami sedang menanganinya.', noun, ref, private.mail_date(now(), lang, true), label)
    ] end;
    if resolution is not null then
      paras := paras || array[case when lang = 'en' then 'Our response so far:' else 'Tanggapan kami sejauh ini:' end, resolution];
    end if;
  end if;
  -- A rejected complaint's one action is the appeal: its button; the status page stays a link in
  -- every other message.
  if status = 'ditolak' and entity = 'complaints' then
    perform private.queue_mail('submitter', 'outcome', lang, row_data ->> 'email', subject, paras,
      case when lang = 'en' then 'File an appeal' else 'Ajukan banding' end,
      '/banding', entity, (row_data ->> 'id')::uuid, ref);
  else
    perform private.queue_mail('submitter', case when closing then 'outcome' else 'status' end, lang,
      row_data ->> 'email', subject, paras,
      case when lang = 'en' then 'Check the status' else 'Lihat status' end,
      private.status_path(ref), entity, (row_data ->> 'id')::uuid, ref);
  end if;
end
$$;

-- The public status lookup. Redefined from 20261129130000_track_reference_spellings.sql; a
-- rejected complaint also gives `appeal_until`, the last day to appeal its decision (counted
-- from closed_at as the closing email counts it). Everything else is unchanged.
create or replace function public.track_submission(reference text, email text)
returns json
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  -- "kel 2026 00003", "KEL–2026–00003" and "KEL-2026-00003" are one reference (and one lookup
  -- allowance: a spelling is not a fresh start for the rate limit).
  ref text := left(upper(regexp_replace(btrim(coalesce(track_submission.reference, '')),
    '[\s\-–—_./]+', '-', 'g')), 40);
  mail text := left(lower(btrim(coalesce(track_submission.email, ''))), 254);
  addr text := private.client_address();
  result json;
begin
  if ref = '' or mail = '' then
    return null;
  end if;
  perform pg_advisory_xact_lock(hashtext('lookup:' || ref));
  if private.lookup_limited(ref, addr) then
    raise exception using
      errcode = 'PT429',
      message = 'Terlalu banyak pencarian. Silakan coba lagi dalam 10 menit.',
      detail = 'Too many lookups. Please try again in 10 minutes.',
      hint = 'rate_limited';
  end if;
  if ref like 'KEL-%' then
    select (jsonb_build_object('reference', c.reference, 'type', 'complaint', 'status', c.status,
      'resolution', c.resolution, 'updated_at', c.updated_at,
      'timeline', private.public_timeline('complaints', c.id, c.created_at, c.status, c.updated_at))
      || case when c.status = 'ditolak'
        then jsonb_build_object('appeal_until', private.appeal_deadline(coalesce(c.closed_at, c.updated_at)))
        else '{}'::jsonb end)::json
    into result from public.complaints c where c.reference = ref and lower(c.email) = mail;
  elsif ref like 'BDG-%' then
    select json_build_object('reference', a.reference, 'type', 'appeal', 'status', a.status,
      'resolution', a.resolution, 'updated_at', a.updated_at,
      'timeline', private.public_timeline('appeals', a.id, a.created_at, a.status, a.updated_at))
    into result from public.appeals a where a.reference = ref and lower(a.email) = mail;
  elsif ref like 'MSG-%' then
    select json_build_object('reference', m.reference, 'type', 'contact', 'status', m.status,
      'resolution', null, 'updated_at', m.updated_at, 'timeline', '[]'::json)
    into result from public.contact_submissions m where m.reference = ref and lower(m.email) = mail;
  end if;
  if result is null then
    delete from private.lookup_events e where e.created_at < now() - interval '1 hour';
    insert into private.lookup_events (reference, client_addr) values (ref, addr);
  end if;
  return result;
end
$$;
comment on function public.track_submission(text, text) is
  'Public status lookup: {reference, type, status, resolution, updated_at, timeline} or null, and for a rejected complaint appeal_until (the last day to appeal, 14 working days after closing); never internal notes or staff names. The reference is normalised (case, spaces and dashes). Failed lookups are rate-limited per address and per reference (PT429).';
