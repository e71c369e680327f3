-- The site's default link-preview image (site_settings.share_image_url) is chosen in Settings.
-- Its size (og:image:width/height) follows the image: the media library's dimensions when the
-- address is a library file, none otherwise, so a replaced image never keeps the old one's size.
-- (A new row keeps what it is given: the seed's static image comes with its size.)
create or replace function private.site_settings_share_image_size()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  prefix constant text := '/storage/v1/object/public/media/';
begin
  if new.share_image_url is not distinct from old.share_image_url then
    return new;
  end if;
  new.share_image_width := null;
  new.share_image_height := null;
  if new.share_image_url is not null then
    select m.width, m.height into new.share_image_width, new.share_image_height
    from public.media_files m
    where right(new.share_image_url, char_length(prefix || m.object_name)) = prefix || m.object_name
    limit 1;
  end if;
  return new;
end
$$;
revoke all on function private.site_settings_share_image_size() from public;

create trigger site_settings_share_image_size before update of share_image_url on public.site_settings
  for each row execute function private.site_settings_share_image_size();
