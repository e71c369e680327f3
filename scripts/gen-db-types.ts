/**
 * Generates src/types/database.ts from the live schema, in the shape `supabase gen types
 * typescript` produces (Tables with Row/Insert/Update/Relationships, Views, Functions,
 * Enums, CompositeTypes), plus the project's helper types. The schema comes from the
 * migrations applied to an in-memory PGlite, so no server is needed.
 *
 *   npx tsx scripts/gen-db-types.ts          write src/types/database.ts
 *   npx tsx scripts/gen-db-types.ts --check  exit 1 when the committed file is stale
 *
 * tests/api/db-types.test.ts asserts the committed file equals a fresh generation.
 */
import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'

import { format, resolveConfig } from 'prettier'

import { Database } from '../supabase/local/db/database'

const root = fileURLToPath(new URL('..', import.meta.url))
export const TYPES_FILE = join(root, 'src', 'types', 'database.ts')

interface Queryable {
  query: <T>(sql: string, params?: unknown[]) => Promise<{ rows: T[] }>
}

interface ColumnRow {
  table_name: string
  column_name: string
  type_name: string
  elem_type_name: string | null
  not_null: boolean
  has_default: boolean
  identity: string
  generated: string
}

interface FkRow {
  constraint_name: string
  table_name: string
  columns: string[]
  ref_table: string
  ref_columns: string[]
  one_to_one: boolean
}

interface FnRow {
  name: string
  arg_names: string[] | null
  arg_types: string[]
  arg_modes: string[] | null
  n_defaults: number
  return_type: string
  returns_set: boolean
  table_columns: { name: string; type: string }[] | null
}

interface CheckRow {
  table_name: string
  definition: string
}

const STRING_TYPES = new Set([
  'text',
  'varchar',
  'bpchar',
  'uuid',
  'date',
  'time',
  'timetz',
  'timestamp',
  'timestamptz',
  'interval',
  'inet',
  'cidr',
  'citext',
  'name',
  'bytea',
  'tsvector',
])
const NUMBER_TYPES = new Set(['int2', 'int4', 'int8', 'float4', 'float8', 'numeric', 'oid'])

function tsType(typeName: string, elem: string | null): string {
  if (elem) return `${tsType(elem, null)}[]`
  if (STRING_TYPES.has(typeName)) return 'string'
  if (NUMBER_TYPES.has(typeName)) return 'number'
  if (typeName === 'bool') return 'boolean'
  if (typeName === 'json' || typeName === 'jsonb') return 'Json'
  if (typeName === 'void') return 'undefined'
  return 'unknown'
}

function key(name: string): string {
  return /^[A-Za-z_$][A-Za-z0-9_$]*$/.test(name) ? name : `'${name}'`
}

async function loadSchema(db: Queryable) {
  const columns = (
    await db.query<ColumnRow>(`
      select c.relname as table_name, a.attname as column_name,
        t.typname as type_name, et.typname as elem_type_name,
        a.attnotnull as not_null, a.atthasdef as has_default,
        a.attidentity::text as identity, a.attgenerated::text as generated
      from pg_attribute a
      join pg_class c on c.oid = a.attrelid
      join pg_namespace n on n.oid = c.relnamespace
      join pg_type t on t.oid = a.atttypid
      left join pg_type et on et.oid = t.typelem and t.typcategory = 'A'
      where n.nspname = 'public' and c.relkind in ('r', 'p') and a.attnum > 0 and not a.attisdropped
      order by c.relname, a.attname`)
  ).rows
  const viewColumns = (
    await db.query<ColumnRow>(`
      select c.relname as table_name, a.attname as column_name,
        t.typname as type_name, et.typname as elem_type_name,
        false as not_null, false as has_default, '' as identity, '' as generated
      from pg_attribute a
      join pg_class c on c.oid = a.attrelid
      join pg_namespace n on n.oid = c.relnamespace
      join pg_type t on t.oid = a.atttypid
      left join pg_type et on et.oid = t.typelem and t.typcategory = 'A'
      where n.nspname = 'public' and c.relkind = 'v' and a.attnum > 0 and not a.attisdropped
      order by c.relname, a.attname`)
  ).rows
  const fks = (
    await db.query<FkRow>(`
      select con.conname as constraint_name, c.relname as table_name,
        array(select a.attname::text from unnest(con.conkey) k join pg_attribute a
              on a.attrelid = con.conrelid and a.attnum = k order by a.attname) as columns,
        rc.relname as ref_table,
        array(select a.attname::text from unnest(con.confkey) k join pg_attribute a
              on a.attrelid = con.confrelid and a.attnum = k order by a.attname) as ref_columns,
        exists (select 1 from pg_index i where i.indrelid = con.conrelid and i.indisunique
                and (select array_agg(x order by x) from unnest(i.indkey::int2[]) x)
                  = (select array_agg(x order by x) from unnest(con.conkey) x)) as one_to_one
      from pg_constraint con
      join pg_class c on c.oid = con.conrelid
      join pg_namespace n on n.oid = c.relnamespace
      join pg_class rc on rc.oid = con.confrelid
      join pg_namespace rn on rn.oid = rc.relnamespace
      where con.contype = 'f' and n.nspname = 'public' and rn.nspname = 'public'
      order by c.relname, con.conname`)
  ).rows
  const fns = (
    await db.query<FnRow>(`
      select p.proname as name, p.proargnames as arg_names,
        array(select t.typname::text from unnest(coalesce(p.proallargtypes, p.proargtypes::oid[])) with ordinality u(oid, i)
              join pg_type t on t.oid = u.oid order by u.i) as arg_types,
        p.proargmodes::text[] as arg_modes, p.pronargdefaults::int as n_defaults,
        rt.typname as return_type, p.proretset as returns_set, null as table_columns
      from pg_proc p
      join pg_namespace n on n.oid = p.pronamespace
      join pg_type rt on rt.oid = p.prorettype
      where n.nspname = 'public' and p.prokind = 'f' and rt.typname <> 'trigger'
      order by p.proname, p.oid`)
  ).rows
  const checks = (
    await db.query<CheckRow>(`
      select c.relname as table_name, pg_get_constraintdef(con.oid) as definition
      from pg_constraint con
      join pg_class c on c.oid = con.conrelid
      join pg_namespace n on n.oid = c.relnamespace
      where con.contype = 'c' and n.nspname = 'public'
      order by c.relname, con.conname`)
  ).rows
  return { columns, viewColumns, fks, fns, checks }
}

/** Columns whose check constraint limits them to a list of literals, e.g. status. */
function checkedValues(checks: CheckRow[]): Map<string, Map<string, string[]>> {
  const out = new Map<string, Map<string, string[]>>()
  for (const { table_name, definition } of checks) {
    // CHECK ((status = ANY (ARRAY['draft'::text, 'published'::text])))
    const any = /^CHECK \(\(\(?(\w+)\)? = ANY \(\(?ARRAY\[(.*)\]\)?(?:::text\[\])?\)\)\)$/.exec(
      definition,
    )
    // CHECK ((qualifications <@ ARRAY['Kecil'::text, ...]))
    const sub = /^CHECK \(\((\w+) <@ ARRAY\[(.*)\]\)\)$/.exec(definition)
    const match = any ?? sub
    if (!match) continue
    const values = [...match[2].matchAll(/'((?:[^']|'')*)'::(?:text|character varying)/g)].map(
      (m) => m[1],
    )
    if (values.length === 0) continue
    if (!out.has(table_name)) out.set(table_name, new Map())
    out.get(table_name)!.set(match[1], values)
  }
  return out
}

export async function generateDatabaseTypes(db: Queryable): Promise<string> {
  const { columns, viewColumns, fks, fns, checks } = await loadSchema(db)
  const tables = [...new Set(columns.map((c) => c.table_name))].sort()
  const lines: string[] = []
  const out = (line = '') => lines.push(line)

  out('/**')
  out(' * Supabase database types in the shape `supabase gen types typescript` produces.')
  out(' * GENERATED by scripts/gen-db-types.ts from supabase/migrations: do not edit by hand;')
  out(' * run `npx tsx scripts/gen-db-types.ts` after changing a migration.')
  out(' */')
  out(
    'export type Json = string | number | boolean | null | { [key: string]: Json | undefined } | Json[]',
  )
  out()
  out('export type Database = {')
  out('  // Tells supabase-js which PostgREST version the types were generated for.')
  out('  __InternalSupabase: {')
  out("    PostgrestVersion: '12'")
  out('  }')
  out('  public: {')
  out('    Tables: {')
  for (const table of tables) {
    const cols = columns
      .filter((c) => c.table_name === table)
      .sort((a, b) => a.column_name.localeCompare(b.column_name))
    out(`      ${key(table)}: {`)
    out('        Row: {')
    for (const c of cols) {
      const t = tsType(c.type_name, c.elem_type_name)
      out(`          ${key(c.column_name)}: ${c.not_null ? t : `${t} | null`}`)
    }
    out('        }')
    for (const kind of ['Insert', 'Update'] as const) {
      out(`        ${kind}: {`)
      for (const c of cols) {
        const t = tsType(c.type_name, c.elem_type_name)
        const full = c.not_null ? t : `${t} | null`
        if (c.identity === 'a' || c.generated === 's') {
          out(`          ${key(c.column_name)}?: never`)
        } else if (kind === 'Update' || !c.not_null || c.has_default || c.identity === 'd') {
          out(`          ${key(c.column_name)}?: ${full}`)
        } else {
          out(`          ${key(c.column_name)}: ${full}`)
        }
      }
      out('        }')
    }
    const rels = fks.filter((f) => f.table_name === table)
    if (rels.length === 0) {
      out('        Relationships: []')
    } else {
      out('        Relationships: [')
      for (const f of rels) {
        out('          {')
        out(`            foreignKeyName: '${f.constraint_name}'`)
        out(`            columns: [${f.columns.map((c) => `'${c}'`).join(', ')}]`)
        out(`            isOneToOne: ${f.one_to_one}`)
        out(`            referencedRelation: '${f.ref_table}'`)
        out(`            referencedColumns: [${f.ref_columns.map((c) => `'${c}'`).join(', ')}]`)
        out('          },')
      }
      out('        ]')
    }
    out('      }')
  }
  out('    }')
  // Views: every column nullable and read-only, as `supabase gen types` writes them.
  const views = [...new Set(viewColumns.map((c) => c.table_name))]
  out('    Views: {')
  if (views.length === 0) out('      [_ in never]: never')
  for (const view of views) {
    out(`      ${key(view)}: {`)
    out('        Row: {')
    for (const c of viewColumns.filter((v) => v.table_name === view)) {
      out(`          ${key(c.column_name)}: ${tsType(c.type_name, c.elem_type_name)} | null`)
    }
    out('        }')
    out('        Relationships: []')
    out('      }')
  }
  out('    }')
  out('    Functions: {')
  const byName = new Map<string, FnRow[]>()
  for (const fn of fns) byName.set(fn.name, [...(byName.get(fn.name) ?? []), fn])
  for (const [name, overloads] of [...byName].sort(([a], [b]) => a.localeCompare(b))) {
    const fn = overloads[0]
    const modes = fn.arg_modes ?? fn.arg_types.map(() => 'i')
    const inputs: { name: string; type: string; optional: boolean }[] = []
    const tableCols: { name: string; type: string }[] = []
    const inputCount = modes.filter((m) => m === 'i' || m === 'b' || m === 'v').length
    let inputIndex = 0
    modes.forEach((mode, i) => {
      const argName = fn.arg_names?.[i] ?? `arg${i}`
      const type = fn.arg_types[i].startsWith('_')
        ? `${tsType(fn.arg_types[i].slice(1), null)}[]`
        : tsType(fn.arg_types[i], null)
      if (mode === 't' || mode === 'o') tableCols.push({ name: argName, type })
      else {
        inputs.push({ name: argName, type, optional: inputIndex >= inputCount - fn.n_defaults })
        inputIndex++
      }
    })
    out(`      ${key(name)}: {`)
    if (inputs.length === 0) out('        Args: never')
    else {
      out('        Args: {')
      for (const a of inputs.sort((x, y) => x.name.localeCompare(y.name))) {
        out(`          ${key(a.name)}${a.optional ? '?' : ''}: ${a.type}`)
      }
      out('        }')
    }
    if (tableCols.length > 0) {
      out('        Returns: {')
      for (const c of tableCols.sort((x, y) => x.name.localeCompare(y.name)))
        out(`          ${key(c.name)}: ${c.type}`)
      out(`        }${fn.returns_set ? '[]' : ''}`)
    } else {
      const t = fn.return_type.startsWith('_')
        ? `${tsType(fn.return_type.slice(1), null)}[]`
        : tsType(fn.return_type, null)
      out(`        Returns: ${t}${fn.returns_set ? '[]' : ''}`)
    }
    out('      }')
  }
  out('    }')
  out('    Enums: {')
  out('      [_ in never]: never')
  out('    }')
  out('    CompositeTypes: {')
  out('      [_ in never]: never')
  out('    }')
  out('  }')
  out('}')
  out()
  out("type PublicSchema = Database['public']")
  out()
  out("/** A table's row type: `Tables<'articles'>`. */")
  out(
    "export type Tables<T extends keyof PublicSchema['Tables']> = PublicSchema['Tables'][T]['Row']",
  )
  out("/** What an insert accepts: `TablesInsert<'articles'>`. */")
  out(
    "export type TablesInsert<T extends keyof PublicSchema['Tables']> = PublicSchema['Tables'][T]['Insert']",
  )
  out("/** What an update accepts: `TablesUpdate<'articles'>`. */")
  out(
    "export type TablesUpdate<T extends keyof PublicSchema['Tables']> = PublicSchema['Tables'][T]['Update']",
  )
  out("/** An RPC's arguments and result: `FunctionArgs<'submit_complaint'>`. */")
  out(
    "export type FunctionArgs<F extends keyof PublicSchema['Functions']> = PublicSchema['Functions'][F]['Args']",
  )
  out(
    "export type FunctionReturns<F extends keyof PublicSchema['Functions']> = PublicSchema['Functions'][F]['Returns']",
  )
  out()
  out(
    '/** Translatable jsonb: `id` required, `en` optional (docs/product.md#translatable-content). */',
  )
  out('export type Translatable = { id: string; en?: string }')
  out()
  out('/** The values each check-constrained column accepts, read from the check constraints. */')
  out('export type CheckedValues = {')
  const checked = checkedValues(checks)
  for (const table of [...checked.keys()].sort()) {
    out(`  ${key(table)}: {`)
    const cols = checked.get(table)!
    for (const col of [...cols.keys()].sort()) {
      out(
        `    ${key(col)}: ${cols
          .get(col)!
          .map((v) => `'${v.replace(/'/g, "\\'")}'`)
          .join(' | ')}`,
      )
    }
    out('  }')
  }
  out('}')
  out()
  out("export type StaffRole = CheckedValues['app_users']['role']")
  out("export type ArticleStatus = CheckedValues['articles']['status']")
  out("export type CaseStatus = CheckedValues['complaints']['status']")
  out("export type ContactStatus = CheckedValues['contact_submissions']['status']")
  out()
  out('/** json returned by public_layout(). */')
  out('export type PublicLayout = {')
  out("  settings: Omit<Tables<'site_settings'>, 'singleton'> | null")
  out('  navigation: NavigationNode[]')
  out('}')
  out(
    "export type NavigationNode = Pick<Tables<'navigation_menus'>, 'id' | 'url' | 'sort_order' | 'parent_id' | 'is_published'> & {",
  )
  out('  label: Translatable')
  out('  children: NavigationNode[]')
  out('}')
  out('/** json returned by dashboard_counts(). */')
  out('export type DashboardCounts = {')
  out('  /** Every client row, hidden ones included. */')
  out('  total_clients: number')
  out('  /** The clients visitors see on /informasi/klien. */')
  out('  published_clients: number')
  out('  published_articles: number')
  out('  new_complaints: number')
  out('  new_appeals: number')
  out('}')
  out('/** json returned by track_submission() (null when reference and email do not match). */')
  out('export type TrackedSubmission = {')
  out('  reference: string')
  out("  type: 'complaint' | 'appeal' | 'contact'")
  out('  status: string')
  out('  resolution: string | null')
  out('  updated_at: string')
  out('  /** The public steps: received (baru) and each status since; never who or why. */')
  out('  timeline: { at: string; status: string }[]')
  out('  /**')
  out(
    '   * A rejected complaint only: the last day (YYYY-MM-DD, Jakarta) to appeal its decision, 14',
  )
  out('   * working days after it was closed (weekends and holidays excluded).')
  out('   */')
  out('  appeal_until?: string')
  out('}')
  // Formatted with the project's Prettier config, so `npm run format` leaves it unchanged.
  const options = (await resolveConfig(TYPES_FILE)) ?? {}
  return format(lines.join('\n') + '\n', { ...options, filepath: TYPES_FILE })
}

/**
 * Applies the migrations to an in-memory database and generates the types; or generates them from
 * `migrated`, a database the migrations were already applied to (the tests' template).
 */
export async function generateFromMigrations(migrated?: Database): Promise<string> {
  const db = migrated ?? (await Database.open({ seedFile: null }))
  try {
    return await generateDatabaseTypes(db.pg as unknown as Queryable)
  } finally {
    if (!migrated) await db.close()
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const fresh = await generateFromMigrations()
  if (process.argv.includes('--check')) {
    const current = readFileSync(TYPES_FILE, 'utf8')
    if (current !== fresh) {
      console.error('src/types/database.ts is stale: run `npx tsx scripts/gen-db-types.ts`.')
      process.exit(1)
    }
    console.log('src/types/database.ts is up to date.')
  } else {
    writeFileSync(TYPES_FILE, fresh)
    console.log(`wrote ${TYPES_FILE}`)
  }
}
