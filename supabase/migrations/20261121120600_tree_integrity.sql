-- Keeps the two self-referencing trees renderable: the header menu has at most two levels
-- (a parent and its children, as the dropdowns and public_layout() show them), and the
-- organisation chart never contains a cycle (a person cannot report to themselves through
-- others). Violations are refused with SQLSTATE 23514 and a field hint for the form.

create or replace function private.navigation_menus_two_levels()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.parent_id is not null then
    if exists (select 1 from public.navigation_menus p where p.id = new.parent_id and p.parent_id is not null) then
      raise exception using errcode = '23514',
        message = 'Menu hanya boleh dua tingkat: induk harus menu utama.',
        detail = 'Menus have two levels at most: the parent must be a top-level item.',
        hint = 'field:parent_id';
    end if;
    if exists (select 1 from public.navigation_menus c where c.parent_id = new.id) then
      raise exception using errcode = '23514',
        message = 'Menu yang memiliki submenu tidak dapat dijadikan submenu.',
        detail = 'An item with children cannot become a child itself.',
        hint = 'field:parent_id';
    end if;
  end if;
  return new;
end
$$;

create trigger navigation_menus_two_levels
  before insert or update of parent_id on public.navigation_menus
  for each row execute function private.navigation_menus_two_levels();

create or replace function private.struktur_organisasi_no_cycle()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.parent_id is not null and exists (
    with recursive up (id, parent_id, depth) as (
      select s.id, s.parent_id, 1 from public.struktur_organisasi s where s.id = new.parent_id
      union all
      select s.id, s.parent_id, up.depth + 1
      from public.struktur_organisasi s join up on s.id = up.parent_id
      where up.depth < 1000
    )
    select 1 from up where up.id = new.id
  ) then
    raise exception using errcode = '23514',
      message = 'Atasan tidak valid: struktur organisasi tidak boleh melingkar.',
      detail = 'Invalid superior: the organisation chart cannot contain a cycle.',
      hint = 'field:parent_id';
  end if;
  return new;
end
$$;

create trigger struktur_organisasi_no_cycle
  before insert or update of parent_id on public.struktur_organisasi
  for each row execute function private.struktur_organisasi_no_cycle();

revoke all on function private.navigation_menus_two_levels(), private.struktur_organisasi_no_cycle() from public;
