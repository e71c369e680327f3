// Deno entry for hosted Supabase Edge Functions; the logic is in the runtime-neutral handler.
import { handler } from './handler.ts'

Deno.serve((req) =>
  handler(req, {
    SUPABASE_URL: Deno.env.get('SUPABASE_URL')!,
    SUPABASE_ANON_KEY: Deno.env.get('SUPABASE_ANON_KEY')!,
    SUPABASE_SERVICE_ROLE_KEY: Deno.env.get('SUPABASE_SERVICE_ROLE_KEY')!,
    SETUP_TOKEN: Deno.env.get('SETUP_TOKEN') || undefined,
  }),
)
