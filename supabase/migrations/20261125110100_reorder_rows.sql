-- Reordering a list in one transaction (issue 20, docs/decisions/021): the admin kit's
-- "Atur urutan", the menu tree's moves and the renumbering after a delete send every changed
-- position in one call, and either every row takes its new place or none does. Before, the
-- browser sent one update per row, so a failure half-way left a half-saved order.
--
-- reorder_rows(target, items) runs with the caller's rights (security invoker): RLS and the
-- tables' own checks and triggers (the menu's two levels, the audit log) apply to every row.
-- A row the caller may not change, or that is gone, refuses the whole call.

create or replace function public.reorder_rows(target text, items jsonb)
returns integer
language plpgsql
volatile
security invoker
set search_path = ''
as $$
declare
  position_column text;
  expected integer;
  visible integer;
  changed integer;
begin
  -- The ordered lists and their position columns; nothing else can be named.
  position_column := case target
    when 'hero_slides' then 'sort_order'
    when 'faqs' then 'sort_order'
    when 'clients' then 'sort_order'
    when 'rl_categories' then 'sort_order'
    when 'rl_subclass' then 'sort_order'
    when 'legalitas' then 'sort_order'
    when 'navigation_menus' then 'sort_order'
    when 'alur_sertifikasi' then 'step_order'
    when 'struktur_organisasi' then 'order'
  end;
  if position_column is null then
    raise exception using errcode = '22023', message = 'Daftar ini tidak dapat diurutkan.',
      detail = format('%s is not an ordered list.', left(coalesce(target, 'null'), 64)), hint = 'field:target';
  end if;
  if jsonb_typeof(items) is distinct from 'array' or jsonb_array_length(items) not between 1 and 1000
    or exists (
      select 1 from jsonb_array_elements(items) e
      where jsonb_typeof(e) <> 'object'
        or coalesce(e ->> 'id', '') !~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'
        or jsonb_typeof(e -> 'position') is distinct from 'number'
        or (e ->> 'position') !~ '^-?[0-9]{1,5}$'
        or (e ? 'parent_id' and (target <> 'navigation_menus' or (jsonb_typeof(e -> 'parent_id') <> 'null'
          and coalesce(e ->> 'parent_id', '') !~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$')))
    ) then
    raise exception using errcode = '22023', message = 'Urutan tidak valid.',
      detail = 'items must be 1 to 1000 objects {id, position[, parent_id]}.', hint = 'field:items';
  end if;
  select count(distinct (e ->> 'id')::uuid), count(*) into visible, expected from jsonb_array_elements(items) e;
  if visible <> expected then
    raise exception using errcode = '22023', message = 'Urutan tidak valid: baris yang sama disebut dua kali.',
      detail = 'An id appears twice.', hint = 'field:items';
  end if;

  -- Rows the caller can see: fewer means one was deleted (or is invisible) meanwhile.
  execute format('select count(*) from public.%I t where t.id = any($1)', target)
    into visible using (select array_agg((e ->> 'id')::uuid) from jsonb_array_elements(items) e);
  if visible <> expected then
    raise exception using errcode = 'P0002',
      message = 'Daftar berubah sementara itu (ada baris yang dihapus). Muat ulang lalu atur lagi.',
      detail = 'The list changed meanwhile (a row is gone). Reload and reorder again.', hint = 'list_changed';
  end if;

  if target = 'navigation_menus' then
    -- The menu's moves also change parents: an item given `parent_id` (null = top level).
    update public.navigation_menus t
      set sort_order = i.position,
          parent_id = case when i.moves then i.parent_id else t.parent_id end
      from (select (e ->> 'id')::uuid as id, (e ->> 'position')::integer as position,
                   e ? 'parent_id' as moves, (e ->> 'parent_id')::uuid as parent_id
            from jsonb_array_elements(items) e) i
      where t.id = i.id;
  else
    execute format(
      'update public.%I t set %I = i.position
       from (select (e ->> ''id'')::uuid as id, (e ->> ''position'')::integer as position
             from jsonb_array_elements($1) e) i
       where t.id = i.id',
      target, position_column)
      using items;
  end if;
  get diagnostics changed = row_count;
  if changed <> expected then
    raise exception using errcode = '42501', message = 'Anda tidak boleh mengubah urutan daftar ini.',
      detail = 'Not allowed to reorder this list.', hint = 'not_allowed';
  end if;
  return changed;
end
$$;
comment on function public.reorder_rows(text, jsonb) is
  'Editors and admins (as RLS allows): sets the positions (and, for navigation_menus, the parents) of the given rows [{id, position, parent_id?}] in one transaction; all or nothing.';
revoke execute on function public.reorder_rows(text, jsonb) from public, anon;
grant execute on function public.reorder_rows(text, jsonb) to authenticated, service_role;
