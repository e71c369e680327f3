/**
 * The schema cache: what PostgREST introspects from pg_catalog for each exposed schema —
 * tables and views with their columns, keys, foreign keys (incl. many-to-many through a
 * junction table), computed fields and computed relationships, and functions with their
 * arguments and return shapes. Built once, rebuilt after migrations or on a miss.
 */
import type { Database } from '../db/database'

export interface Column {
  name: string
  /** format_type() output, safe to splice into SQL as a type. */
  type: string
  nullable: boolean
  hasDefault: boolean
}

/** A junction table between origin and target (many-to-many). */
interface Junction {
  table: string
  /** Junction columns referencing origin's `originColumns`, pairwise. */
  toOrigin: string[]
  /** Junction columns referencing target's `targetColumns`, pairwise. */
  toTarget: string[]
  /** The two foreign keys' names (origin side, target side). */
  constraints: [string, string]
}

export interface Relationship {
  /** Constraint name; the junction table for many-to-many; the function for a computed one. */
  name: string
  /** Table the relationship is seen from. */
  origin: string
  /** Table on the other side. */
  target: string
  /** Columns of `origin` … */
  originColumns: string[]
  /** … joined to these columns of `target`, pairwise (or through the junction). */
  targetColumns: string[]
  cardinality: 'm2o' | 'o2m' | 'o2o' | 'm2m'
  /** The referencing (foreign-key) columns, whichever side they are on. */
  fkColumns: string[]
  /** The referenced columns. */
  refColumns: string[]
  junction?: Junction
  /** A computed relationship: `schema.fn(origin)` returns the target's rows. */
  computed?: boolean
}

/** A function taking the table's row type and returning a scalar: usable as a column. */
export interface ComputedField {
  name: string
  type: string
}

export interface Table {
  schema: string
  name: string
  kind: 'table' | 'view'
  columns: Map<string, Column>
  computed: Map<string, ComputedField>
  primaryKey: string[]
  uniques: string[][]
  relationships: Relationship[]
  /** What Postgres would let a write do (pg_relation_is_updatable): for OPTIONS. */
  insertable: boolean
  updatable: boolean
  deletable: boolean
}

interface FunctionArg {
  name: string
  type: string
  hasDefault: boolean
  variadic: boolean
}

export interface PgFunction {
  schema: string
  name: string
  args: FunctionArg[]
  /** Returns `void`. */
  returnsVoid: boolean
  returnsSet: boolean
  /** Rows of a table, a composite type, a record, or OUT/INOUT/TABLE columns. */
  returnsComposite: boolean
  /** The table whose row type it returns, when that is a table/view of the schema. */
  returnTable?: string
  returnType: string
  /** Output columns of `returns table(...)` / OUT / INOUT parameters (name and type). */
  outColumns: { name: string; type: string }[]
  volatility: 'i' | 's' | 'v'
}

/** One exposed schema. */
export interface SchemaView {
  name: string
  tables: Map<string, Table>
  functions: Map<string, PgFunction[]>
}

interface SchemaCache {
  schemas: Map<string, SchemaView>
  /** pg_timezone_names, for `Prefer: timezone=`. */
  timezones: Set<string>
}

const caches = new WeakMap<Database, { key: string; cache: Promise<SchemaCache> }>()
const watched = new WeakSet<Database>()

export function getSchemaCache(db: Database, schemas: string[]): Promise<SchemaCache> {
  if (!watched.has(db)) {
    watched.add(db)
    db.onSchemaChange(() => caches.delete(db))
  }
  const key = schemas.join('\u0000')
  let entry = caches.get(db)
  if (!entry || entry.key !== key) {
    entry = { key, cache: load(db, schemas) }
    caches.set(db, entry)
    entry.cache.catch(() => caches.delete(db))
  }
  return entry.cache
}

/** Drops the cached schema (after migrations or any DDL); the next request rebuilds it. */
export function invalidateSchemaCache(db: Database): void {
  caches.delete(db)
  db.forgetPreparedStatements()
}

const RELATIONS = `select n.nspname as schema, c.relname as name, c.relkind::text as kind,
        pg_relation_is_updatable(c.oid, true) as updatable
   from pg_class c join pg_namespace n on n.oid = c.relnamespace
  where n.nspname = any($1) and c.relkind in ('r','v','m','f','p')`

const COLUMNS = `select n.nspname as schema, c.relname as rel, a.attname as name,
        format_type(a.atttypid, a.atttypmod) as type, a.attnotnull as notnull,
        (a.atthasdef or a.attidentity <> '' or a.attgenerated <> '') as hasdef
   from pg_attribute a join pg_class c on c.oid = a.attrelid join pg_namespace n on n.oid = c.relnamespace
  where n.nspname = any($1) and c.relkind in ('r','v','m','f','p') and a.attnum > 0 and not a.attisdropped
  order by c.relname, a.attnum`

const KEYS = `select n.nspname as schema, con.conname as name, con.contype::text as type, c.relname as rel,
        array(select a.attname::text from unnest(con.conkey) with ordinality k(n, i)
              join pg_attribute a on a.attrelid = con.conrelid and a.attnum = k.n order by k.i) as cols,
        fc.relname as frel,
        case when con.contype = 'f' then array(select a.attname::text from unnest(con.confkey) with ordinality k(n, i)
              join pg_attribute a on a.attrelid = con.confrelid and a.attnum = k.n order by k.i) end as fcols
   from pg_constraint con join pg_class c on c.oid = con.conrelid join pg_namespace n on n.oid = c.relnamespace
   left join pg_class fc on fc.oid = con.confrelid left join pg_namespace fn on fn.oid = fc.relnamespace
  where n.nspname = any($1) and con.contype in ('p','u','f') and (con.contype <> 'f' or fn.nspname = n.nspname)
 union all
 select n.nspname, i.relname, 'u', c.relname,
        array(select a.attname::text from unnest(ix.indkey::int2[]) with ordinality k(n, j)
              join pg_attribute a on a.attrelid = ix.indrelid and a.attnum = k.n order by k.j), null, null
   from pg_index ix join pg_class c on c.oid = ix.indrelid join pg_class i on i.oid = ix.indexrelid
   join pg_namespace n on n.oid = c.relnamespace
  where n.nspname = any($1) and ix.indisunique and not ix.indisprimary and ix.indpred is null
    and ix.indexprs is null and not exists (select 1 from pg_constraint x where x.conindid = ix.indexrelid)
  order by 2`

const FUNCTIONS = `select n.nspname as schema, p.proname as name, p.proargnames as argnames,
        array(select format_type(t, null) from unnest(coalesce(p.proallargtypes, p.proargtypes::oid[])) t) as argtypes,
        p.proargmodes::text[] as argmodes, p.pronargdefaults as ndefaults, p.pronargs as nargs,
        format_type(p.prorettype, null) as rettype, p.proretset as retset, rt.typtype::text as rettyptype,
        rc.relname as retrel, rcn.nspname as retrelns, p.provolatile::text as volatility, p.prorows as rows,
        a0c.relname as arg0rel, a0n.nspname as arg0relns,
        case when rc.relkind = 'c' then array(
          select json_build_object('name', a.attname, 'type', format_type(a.atttypid, a.atttypmod))::text
            from pg_attribute a where a.attrelid = rc.oid and a.attnum > 0 and not a.attisdropped
           order by a.attnum) end as typecols
   from pg_proc p join pg_namespace n on n.oid = p.pronamespace join pg_type rt on rt.oid = p.prorettype
   left join pg_class rc on rc.oid = rt.typrelid left join pg_namespace rcn on rcn.oid = rc.relnamespace
   left join pg_type a0 on a0.oid = p.proargtypes[0]
   left join pg_class a0c on a0c.oid = a0.typrelid left join pg_namespace a0n on a0n.oid = a0c.relnamespace
  where n.nspname = any($1) and p.prokind = 'f'`

interface FunctionRow {
  schema: string
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
  rows: number
  arg0rel: string | null
  arg0relns: string | null
  /** Columns of a composite type (not a table) it returns, as JSON texts. */
  typecols: string[] | null
}

async function load(db: Database, schemaNames: string[]): Promise<SchemaCache> {
  const pg = db.pg
  const [rels, cols, cons, funcs, zones] = await Promise.all([
    pg.query<{ schema: string; name: string; kind: string; updatable: number }>(RELATIONS, [
      schemaNames,
    ]),
    pg.query<{
      schema: string
      rel: string
      name: string
      type: string
      notnull: boolean
      hasdef: boolean
    }>(COLUMNS, [schemaNames]),
    pg.query<{
      schema: string
      name: string
      type: string
      rel: string
      cols: string[]
      frel: string | null
      fcols: string[] | null
    }>(KEYS, [schemaNames]),
    pg.query<FunctionRow>(FUNCTIONS, [schemaNames]),
    pg.query<{ name: string }>('select name from pg_timezone_names'),
  ])

  const schemas = new Map<string, SchemaView>(
    schemaNames.map((name) => [name, { name, tables: new Map(), functions: new Map() }]),
  )
  const tableOf = (schema: string, name: string) => schemas.get(schema)?.tables.get(name)
  for (const r of rels.rows) {
    schemas.get(r.schema)!.tables.set(r.name, {
      schema: r.schema,
      name: r.name,
      kind: r.kind === 'r' || r.kind === 'p' ? 'table' : 'view',
      columns: new Map(),
      computed: new Map(),
      primaryKey: [],
      uniques: [],
      relationships: [],
      updatable: (r.updatable & 4) !== 0,
      insertable: (r.updatable & 8) !== 0,
      deletable: (r.updatable & 16) !== 0,
    })
  }
  for (const c of cols.rows) {
    tableOf(c.schema, c.rel)?.columns.set(c.name, {
      name: c.name,
      type: c.type,
      nullable: !c.notnull,
      hasDefault: c.hasdef,
    })
  }
  const fks: {
    schema: string
    name: string
    rel: string
    cols: string[]
    frel: string
    fcols: string[]
  }[] = []
  for (const con of cons.rows) {
    const table = tableOf(con.schema, con.rel)
    if (!table) continue
    if (con.type === 'p') table.primaryKey = con.cols
    else if (con.type === 'u') table.uniques.push(con.cols)
    else if (con.type === 'f' && con.frel && con.fcols && tableOf(con.schema, con.frel))
      fks.push({ ...con, frel: con.frel, fcols: con.fcols })
  }
  for (const view of schemas.values())
    for (const table of view.tables.values())
      if (table.primaryKey.length) table.uniques.push(table.primaryKey)
  addForeignKeyRelationships(fks, tableOf)
  addJunctions(fks, tableOf)
  for (const f of funcs.rows) addFunction(f, schemas.get(f.schema)!, tableOf)
  return { schemas, timezones: new Set(zones.rows.map((z) => z.name)) }
}

const sameSet = (a: string[], b: string[]) => a.length === b.length && a.every((x) => b.includes(x))

type TableOf = (schema: string, name: string) => Table | undefined

function addForeignKeyRelationships(
  fks: {
    schema: string
    name: string
    rel: string
    cols: string[]
    frel: string
    fcols: string[]
  }[],
  tableOf: TableOf,
) {
  for (const fk of fks) {
    const child = tableOf(fk.schema, fk.rel)!
    const parent = tableOf(fk.schema, fk.frel)!
    const oneToOne = child.uniques.some((u) => sameSet(u, fk.cols))
    const common = { name: fk.name, fkColumns: fk.cols, refColumns: fk.fcols }
    child.relationships.push({
      ...common,
      origin: child.name,
      target: parent.name,
      originColumns: fk.cols,
      targetColumns: fk.fcols,
      cardinality: oneToOne ? 'o2o' : 'm2o',
    })
    parent.relationships.push({
      ...common,
      origin: parent.name,
      target: child.name,
      originColumns: fk.fcols,
      targetColumns: fk.cols,
      cardinality: oneToOne ? 'o2o' : 'o2m',
    })
  }
}

/**
 * Many-to-many: a junction table with two foreign keys whose columns are all part of its
 * primary key (PostgREST's rule; extra primary-key columns are allowed).
 */
function addJunctions(
  fks: {
    schema: string
    name: string
    rel: string
    cols: string[]
    frel: string
    fcols: string[]
  }[],
  tableOf: TableOf,
) {
  for (const a of fks) {
    for (const b of fks) {
      if (a === b || a.schema !== b.schema || a.rel !== b.rel) continue
      const junction = tableOf(a.schema, a.rel)!
      const pk = junction.primaryKey
      if (![...a.cols, ...b.cols].every((c) => pk.includes(c))) continue
      tableOf(a.schema, a.frel)!.relationships.push({
        name: junction.name,
        origin: a.frel,
        target: b.frel,
        originColumns: a.fcols,
        targetColumns: b.fcols,
        cardinality: 'm2m',
        fkColumns: [],
        refColumns: [],
        junction: {
          table: junction.name,
          toOrigin: a.cols,
          toTarget: b.cols,
          constraints: [a.name, b.name],
        },
      })
    }
  }
}

function addFunction(f: FunctionRow, schema: SchemaView, tableOf: TableOf) {
  const modes = f.argmodes ?? f.argtypes.map(() => 'i')
  const args: FunctionArg[] = []
  const outColumns: { name: string; type: string }[] = []
  const firstDefault = f.nargs - f.ndefaults
  modes.forEach((mode, i) => {
    const name = f.argnames?.[i] ?? ''
    const type = f.argtypes[i]!
    if (mode === 'i' || mode === 'b' || mode === 'v')
      args.push({ name, type, hasDefault: args.length >= firstDefault, variadic: mode === 'v' })
    if (mode === 'o' || mode === 't' || mode === 'b') outColumns.push({ name, type })
  })
  for (const col of f.typecols ?? [])
    outColumns.push(JSON.parse(col) as { name: string; type: string })
  const returnTable =
    f.retrelns === schema.name && f.retrel && schema.tables.has(f.retrel) ? f.retrel : undefined
  const fn: PgFunction = {
    schema: schema.name,
    name: f.name,
    args,
    returnsVoid: f.rettype === 'void',
    returnsSet: f.retset,
    returnsComposite: f.rettyptype === 'c' || f.rettype === 'record' || outColumns.length > 0,
    returnTable,
    returnType: f.rettype,
    outColumns,
    volatility: f.volatility as PgFunction['volatility'],
  }
  const list = schema.functions.get(f.name) ?? []
  list.push(fn)
  schema.functions.set(f.name, list)

  // Computed fields and relationships: the only required argument is a table's row type.
  const origin =
    f.arg0rel && f.arg0relns === schema.name ? tableOf(schema.name, f.arg0rel) : undefined
  if (!origin || args.length === 0 || args.slice(1).some((a) => !a.hasDefault) || args[0]!.variadic)
    return
  if (returnTable) {
    const toOne = !f.retset || f.rows === 1
    origin.relationships.push({
      name: f.name,
      origin: origin.name,
      target: returnTable,
      originColumns: [],
      targetColumns: [],
      cardinality: toOne ? 'm2o' : 'o2m',
      fkColumns: [],
      refColumns: [],
      computed: true,
    })
  } else if (!fn.returnsComposite && !fn.returnsVoid && !f.retset) {
    origin.computed.set(f.name, { name: f.name, type: f.rettype })
  }
}
