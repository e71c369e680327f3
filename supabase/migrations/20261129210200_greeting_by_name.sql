-- Status and outcome emails greet the person by name ("Yth. Bapak/Ibu Budi Santoso,"), once
-- staff have acted on the case. The acknowledgement stays "Yth. Bapak/Ibu,": it is sent at once
-- to any address typed into a public form, so it carries nothing the sender wrote. A name is used
-- only when it reads as a name (letters, spaces and . , ' - ; at most 60 characters, no digits,
-- no link); anything else gets the general salutation.
--
-- Redefined from 20261129150000_rejected_next_step.sql: private.queue_status_mail (only the
-- salutations).

create or replace function private.greeting(name text, lang text)
returns text
language sql
immutable
set search_path = ''
as $$
  select case
    when btrim(coalesce(name, '')) ~ '^[[:alpha:]][[:alpha:] .,''-]{1,59}$'
      and btrim(name) !~* '(www|https?|\.[a-z]{2,}($|[ /]))'
    then case when lang = 'en' then format('Dear %s,', btrim(regexp_replace(name, '\s+', ' ', 'g')))
      else format('Yth. Bapak/Ibu %s,', btrim(regexp_replace(name, '\s+', ' ', 'g'))) end
    else case when lang = 'en' then 'Dear Sir or Madam,' else 'Yth. Bapak/Ibu,' end
  end
$$;
revoke all on function private.greeting(text, text) from public;

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
        private.greeting(row_data ->> 'name', 'en'),
        format('This is our formal notice that we have handled your complaint %s and closed it on %s with the outcome: %s.', ref, private.mail_date(decided_at, lang), label),
        'Our reasons:', coalesce(resolution, '-'),
        format('What you can do next: if you disagree with this decision, you can file an appeal at %s by %s (14 working days after the decision; weekends and public holidays do not count). Please mention reference %s in your appeal.',
          appeal_link, private.mail_date(private.appeal_deadline(decided_at), lang), ref)
      ] else array[
        private.greeting(row_data ->> 'name', 'id'),
        format('Dengan ini kami memberitahukan secara resmi bahwa keluhan Anda %s telah kami tangani dan ditutup pada %s dengan hasil: %s.', ref, private.mail_date(decided_at, lang), label),
        'Alasan kami:', coalesce(resolution, '-'),
        format('Langkah selanjutnya: jika Anda tidak setuju dengan keputusan ini, Anda dapat mengajukan banding melalui %s paling lambat %s (14 hari kerja setelah keputusan, tidak termasuk akhir pekan dan hari libur nasional). Sebutkan nomor referensi %s pada banding Anda.',
          appeal_link, private.mail_date(private.appeal_deadline(decided_at), lang), ref)
      ] end;
    elsif status = 'ditolak' and entity = 'appeals' then
      paras := case when lang = 'en' then array[
        private.greeting(row_data ->> 'name', 'en'),
        format('This is our formal notice that we have examined your appeal %s and decided on it on %s with the outcome: %s.', ref, private.mail_date(decided_at, lang), label),
        'Our reasons:', coalesce(resolution, '-'),
        'The decision on an appeal is final: it cannot be appealed again. This ends the process.'
      ] else array[
        private.greeting(row_data ->> 'name', 'id'),
        format('Dengan ini kami memberitahukan secara resmi bahwa banding Anda %s telah kami periksa dan diputuskan pada %s dengan hasil: %s.', ref, private.mail_date(decided_at, lang), label),
        'Alasan kami:', coalesce(resolution, '-'),
        'Keputusan atas banding bersifat final dan tidak dapat diajukan banding kembali. Dengan pemberitahuan ini proses penanganan selesai.'
      ] end;
    else
      paras := case when lang = 'en' then array[
        private.greeting(row_data ->> 'name', 'en'),
        format('This is our formal notice that the handling of your %s %s has ended on %s with the outcome: %s.', noun, ref, private.mail_date(now(), lang), label),
        'Our response:', coalesce(resolution, '-'),
        'This ends the process. Thank you for bringing it to us.'
      ] else array[
        private.greeting(row_data ->> 'name', 'id'),
        format('Dengan ini kami memberitahukan secara resmi bahwa penanganan %s Anda %s telah berakhir pada %s dengan hasil: %s.', noun, ref, private.mail_date(now(), lang), label),
        'Tanggapan kami:', coalesce(resolution, '-'),
        'Dengan pemberitahuan ini proses penanganan selesai. Terima kasih telah menyampaikannya kepada kami.'
      ] end;
    end if;
  else
    subject := case when lang = 'en' then format('[%s] Your %s: %s', ref, noun, label)
      else format('[%s] %s Anda: %s', ref, initcap(noun), label) end;
    paras := case when lang = 'en' then array[
      private.greeting(row_data ->> 'name', 'en'),
      format('The status of your %s %s changed on %s to: %s. Our staff are now handling it.', noun, ref, private.mail_date(now(), lang, true), label)
    ] else array[
      private.greeting(row_data ->> 'name', 'id'),
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
