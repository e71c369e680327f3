/**
 * The schema cache: what PostgREST introspects from pg_catalog — tables and views of the
 * exposed schema with their columns, keys and foreign keys, and functions with their
 * arguments and return shapes. Built once, rebuilt after migrations or on a miss.
 */
import type { Database } from '../db/database'

export const SCHEMA = 'public'

export interface Column {
  name: string
  /** format_type() output, safe to splice into SQL as a type. */
  type: string
  /** Element type name for arrays etc. (pg_type.typcategory) */
  category: string
  nullable: boolean
  hasDefault: boolean
  generated: boolean
}

export interface Relationship {
  /** Constraint name. */
  name: string
  /** Table the relationship is seen from. */
  origin: string
  /** Table on the other side. */
  target: string
  /** Columns of `origin` … */
  originColumns: string[]
  /** … joined to these columns of `target`, pairwise. */
  targetColumns: string[]
  cardinality: 'm2o' | 'o2m' | 'o2o'
  /** The referencing (foreign-key) columns, whichever side they are on. */
  fkColumns: string[]
  /** The referenced columns. */
  refColumns: string[]
}

export interface Table {
  name: string
  kind: 'table' | 'view'
  columns: Map<string, Column>
  primaryKey: string[]
  uniques: string[][]
  relationships: Relationship[]
}

export interface FunctionArg {
  name: string
  type: string
  hasDefault: boolean
}

export interface PgFunction {
  name: string
  args: FunctionArg[]
  /** Returns `void`. */
  returnsVoid: boolean
  returnsSet: boolean
  /** The table/composite type name when it returns rows of one (else undefined: a scalar). */
  returnsComposite: boolean
  /** The table whose row type it returns, when that is a table/view of the schema. */
  returnTable?: string
  returnType: string
  /** Output columns of `returns table(...)` / OUT parameters (name and type). */
  outColumns: { name: string; type: string }[]
  volatility: 'i' | 's' | 'v'
}

export interface SchemaCache {
  tables: Map<string, Table>
  functions: Map<string, PgFunction[]>
}

const caches = new WeakMap<Database, Promise<SchemaCache>>()
const watched = new WeakSet<Database>()

export function getSchemaCache(db: Database): Promise<SchemaCache> {
  if (!watched.has(db)) {
    watched.add(db)
    db.onSchemaChange(() => caches.delete(db))
  }
  let cache = caches.get(db)
  if (!cache) {
    cache = load(db)
    caches.set(db, cache)
    cache.catch(() => caches.delete(db))
  }
  return cache
}

/** Drops the cached schema (after migrations or any DDL); the next request rebuilds it. */
export function invalidateSchemaCache(db: Database): void {
  caches.delete(db)
  db.forgetPreparedStatements()
}

async function load(db: Database): Promise<SchemaCache> {
  const pg = db.pg
  const [rels, cols, cons, funcs] = await Promise.all([
    pg.query<{ name: string; kind: string }>(
      `select c.relname as name, c.relkind::text as kind from pg_class c join pg_namespace n on n.oid = c.relnamespace
       where n.nspname = $1 and c.relkind in ('r','v','m','f','p')`,
      [SCHEMA],
    ),
    pg.query<{
      rel: string
      name: string
      type: string
      category: string
      notnull: boolean
      hasdef: boolean
      generated: string
      identity: string
    }>(
      `select c.relname as rel, a.attname as name, format_type(a.atttypid, a.atttypmod) as type, t.typcategory::text as category,
              a.attnotnull as notnull, a.atthasdef as hasdef, a.attgenerated::text as generated, a.attidentity::text as identity
       from pg_attribute a join pg_class c on c.oid = a.attrelid join pg_namespace n on n.oid = c.relnamespace
       join pg_type t on t.oid = a.atttypid
       where n.nspname = $1 and c.relkind in ('r','v','m','f','p') and a.attnum > 0 and not a.attisdropped
       order by c.relname, a.attnum`,
      [SCHEMA],
    ),
    pg.query<{
      name: string
      type: string
      rel: string
      cols: string[]
      frel: string | null
      fcols: string[] | null
    }>(
      `select con.conname as name, con.contype::text as type, c.relname as rel,
              array(select a.attname::text from unnest(con.conkey) with ordinality k(n, i)
                    join pg_attribute a on a.attrelid = con.conrelid and a.attnum = k.n order by k.i) as cols,
              fc.relname as frel,
              case when con.contype = 'f' then array(select a.attname::text from unnest(con.confkey) with ordinality k(n, i)
                    join pg_attribute a on a.attrelid = con.confrelid and a.attnum = k.n order by k.i) end as fcols
       from pg_constraint con join pg_class c on c.oid = con.conrelid join pg_namespace n on n.oid = c.relnamespace
       left join pg_class fc on fc.oid = con.confrelid left join pg_namespace fn on fn.oid = fc.relnamespace
       where n.nspname = $1 and con.contype in ('p','u','f') and (con.contype <> 'f' or fn.nspname = $1)
       union all
       select i.relname, 'u', c.relname,
              array(select a.attname::text from unnest(ix.indkey::int2[]) with ordinality k(n, j)
                    join pg_attribute a on a.attrelid = ix.indrelid and a.attnum = k.n order by k.j), null, null
       from pg_index ix join pg_class c on c.oid = ix.indrelid join pg_class i on i.oid = ix.indexrelid
       join pg_namespace n on n.oid = c.relnamespace
       where n.nspname = $1 and ix.indisunique and not ix.indisprimary and ix.indpred is null and ix.indexprs is null
         and not exists (select 1 from pg_constraint x where x.conindid = ix.indexrelid)
       order by 1`,
      [SCHEMA],
    ),
    pg.query<{
      name: string
      argnames: string[] | null
      argtypes: string[]
      argmodes: string[] | null
      ndefaults: number
      nargs: number
      rettype: string
      retset: boolean
      rettyptype: string
      retrel: string | null
      retrelns: string | null
      volatility: string
    }>(
      `select p.proname as name, p.proargnames as argnames,
              array(select format_type(t, null) from unnest(coalesce(p.proallargtypes, p.proargtypes::oid[])) t) as argtypes,
              p.proargmodes::text[] as argmodes, p.pronargdefaults as ndefaults, p.pronargs as nargs,
              format_type(p.prorettype, null) as rettype, p.proretset as retset, rt.typtype::text as rettyptype,
              rc.relname as retrel, rcn.nspname as retrelns, p.provolatile::text as volatility
       from pg_proc p join pg_namespace n on n.oid = p.pronamespace join pg_type rt on rt.oid = p.prorettype
       left join pg_class rc on rc.oid = rt.typrelid left join pg_namespace rcn on rcn.oid = rc.relnamespace
       where n.nspname = $1 and p.prokind = 'f'`,
      [SCHEMA],
    ),
  ])

  const tables = new Map<string, Table>()
  for (const r of rels.rows) {
    tables.set(r.name, {
      name: r.name,
      kind: r.kind === 'r' || r.kind === 'p' ? 'table' : 'view',
      columns: new Map(),
      primaryKey: [],
      uniques: [],
      relationships: [],
    })
  }
  for (const c of cols.rows) {
    tables.get(c.rel)?.columns.set(c.name, {
      name: c.name,
      type: c.type,
      category: c.category,
      nullable: !c.notnull,
      hasDefault: c.hasdef || c.identity !== '',
      generated: c.generated !== '',
    })
  }
  const fks: { name: string; rel: string; cols: string[]; frel: string; fcols: string[] }[] = []
  for (const con of cons.rows) {
    const table = tables.get(con.rel)
    if (!table) continue
    if (con.type === 'p') table.primaryKey = con.cols
    else if (con.type === 'u') table.uniques.push(con.cols)
    else if (con.type === 'f' && con.frel && con.fcols && tables.has(con.frel)) {
      fks.push({ name: con.name, rel: con.rel, cols: con.cols, frel: con.frel, fcols: con.fcols })
    }
  }
  for (const table of tables.values())
    if (table.primaryKey.length) table.uniques.push(table.primaryKey)
  const sameSet = (a: string[], b: string[]) =>
    a.length === b.length && a.every((x) => b.includes(x))
  for (const fk of fks) {
    const child = tables.get(fk.rel)!
    const parent = tables.get(fk.frel)!
    const oneToOne = child.uniques.some((u) => sameSet(u, fk.cols))
    child.relationships.push({
      name: fk.name,
      origin: child.name,
      target: parent.name,
      originColumns: fk.cols,
      targetColumns: fk.fcols,
      cardinality: oneToOne ? 'o2o' : 'm2o',
      fkColumns: fk.cols,
      refColumns: fk.fcols,
    })
    parent.relationships.push({
      name: fk.name,
      origin: parent.name,
      target: child.name,
      originColumns: fk.fcols,
      targetColumns: fk.cols,
      cardinality: oneToOne ? 'o2o' : 'o2m',
      fkColumns: fk.cols,
      refColumns: fk.fcols,
    })
  }

  const functions = new Map<string, PgFunction[]>()
  for (const f of funcs.rows) {
    const modes = f.argmodes ?? f.argtypes.map(() => 'i')
    const args: FunctionArg[] = []
    let inIndex = 0
    const firstDefault = f.nargs - f.ndefaults
    let bad = false
    const outColumns: { name: string; type: string }[] = []
    modes.forEach((mode, i) => {
      if (mode === 'i' || mode === 'b') {
        args.push({
          name: f.argnames?.[i] ?? '',
          type: f.argtypes[i]!,
          hasDefault: inIndex >= firstDefault,
        })
        inIndex++
      } else if (mode === 'v') bad = true
      if (mode === 'o' || mode === 't' || mode === 'b')
        outColumns.push({ name: f.argnames?.[i] ?? '', type: f.argtypes[i]! })
    })
    if (bad) continue
    const composite = f.rettyptype === 'c' || f.rettype === 'record'
    const fn: PgFunction = {
      name: f.name,
      args,
      returnsVoid: f.rettype === 'void',
      returnsSet: f.retset,
      returnsComposite: composite,
      returnTable: f.retrelns === SCHEMA && f.retrel && tables.has(f.retrel) ? f.retrel : undefined,
      returnType: f.rettype,
      outColumns,
      volatility: f.volatility as PgFunction['volatility'],
    }
    const list = functions.get(f.name) ?? []
    list.push(fn)
    functions.set(f.name, list)
  }
  return { tables, functions }
}
