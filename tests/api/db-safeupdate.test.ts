/**
 * Hosted Supabase loads pg-safeupdate for the API's role: every UPDATE or DELETE without a
 * WHERE clause fails with 21000, including the statements inside functions and triggers the
 * API calls. PGlite cannot load the extension, so this checks the migrations' functions
 * statically with the real PostgreSQL parser (libpg-query), the way safeupdate checks a
 * statement: the statement itself and the statements of its WITH clauses.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

import { parse, parsePlPgSQL } from 'libpg-query'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { Database, SUPABASE_DIR } from '../../supabase/local/db/database'

interface FunctionDef {
  signature: string
  language: string
  definition: string
}

const FUNCTIONS = `select p.oid::regprocedure::text as signature, l.lanname as language,
                          pg_get_functiondef(p.oid) as definition
                     from pg_proc p join pg_language l on l.oid = p.prolang
                     join pg_namespace n on n.oid = p.pronamespace
                    where n.nspname not in ('pg_catalog', 'information_schema')
                      and p.prokind in ('f', 'p') and l.lanname in ('sql', 'plpgsql')`

/** Every UPDATE/DELETE without WHERE in a parsed statement (its WITH clauses included). */
function unguarded(node: unknown, found: string[] = []): string[] {
  if (Array.isArray(node)) for (const item of node) unguarded(item, found)
  else if (node && typeof node === 'object') {
    for (const [key, value] of Object.entries(node)) {
      if (
        (key === 'UpdateStmt' || key === 'DeleteStmt') &&
        !(value as { whereClause?: unknown }).whereClause
      )
        found.push(
          `${key === 'UpdateStmt' ? 'UPDATE' : 'DELETE'} ${(value as { relation: { relname: string } }).relation.relname}`,
        )
      unguarded(value, found)
    }
  }
  return found
}

/**
 * EXECUTE's statement: when its text is a literal or `format('literal', …)`, the literal parsed
 * (placeholders, positional ones too, as a name); any other text that mentions UPDATE or DELETE counts as unguarded.
 */
async function dynamicStatement(expression: string): Promise<unknown> {
  const select = (await parse(`select ${expression}`)).stmts![0]!.stmt as {
    SelectStmt: { targetList: { ResTarget: { val: Record<string, unknown> } }[] }
  }
  const value = select.SelectStmt.targetList[0]!.ResTarget.val
  const call = value.FuncCall as
    { funcname: { String: { sval: string } }[]; args: Record<string, unknown>[] } | undefined
  const literal = (
    (call?.funcname.at(-1)?.String.sval === 'format' ? call.args[0] : value)?.A_Const as
      { sval?: { sval: string } } | undefined
  )?.sval?.sval
  if (literal !== undefined) return parse(literal.replace(/%(\d+\$)?[sIL]/g, 'x'))
  return /\b(update|delete)\b/i.test(expression)
    ? { UpdateStmt: { relation: { relname: `(dynamic SQL: ${expression})` } } }
    : {}
}

/** The SQL statements a function runs (PL/pgSQL statements, or a SQL function's body). */
async function statementsOf(fn: FunctionDef): Promise<unknown[]> {
  if (fn.language === 'plpgsql') {
    const queries: unknown[] = []
    const collect = async (node: unknown): Promise<void> => {
      if (Array.isArray(node)) for (const item of node) await collect(item)
      else if (node && typeof node === 'object') {
        const expr = (node as { PLpgSQL_expr?: { query: string; parseMode: number } }).PLpgSQL_expr
        // parseMode 0: a whole statement (execsql, FOR … IN query, RETURN QUERY); others are expressions.
        if (expr && expr.parseMode === 0) queries.push(await parse(expr.query))
        const dynamic = (
          node as { PLpgSQL_stmt_dynexecute?: { query: { PLpgSQL_expr: { query: string } } } }
        ).PLpgSQL_stmt_dynexecute
        if (dynamic) queries.push(await dynamicStatement(dynamic.query.PLpgSQL_expr.query))
        for (const value of Object.values(node)) await collect(value)
      }
    }
    await collect(await parsePlPgSQL(fn.definition))
    return queries
  }
  const create = (await parse(fn.definition)).stmts![0]!.stmt as unknown as {
    CreateFunctionStmt: {
      sql_body?: unknown
      options: {
        DefElem: { defname: string; arg: { List: { items: { String: { sval: string } }[] } } }
      }[]
    }
  }
  const { sql_body, options } = create.CreateFunctionStmt
  if (sql_body) return [sql_body]
  const body = options.find((o) => o.DefElem.defname === 'as')!.DefElem.arg.List.items[0]!.String
    .sval
  return [await parse(body)]
}

async function violations(fns: FunctionDef[]): Promise<string[]> {
  const out: string[] = []
  for (const fn of fns)
    for (const statement of await statementsOf(fn))
      for (const what of unguarded(statement)) out.push(`${fn.signature}: ${what}`)
  return out
}

let db: Database
let dir: string
let migrated: FunctionDef[]
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'lsbu-safeupdate-'))
  db = await Database.open({ migrationsDir: dir, seedFile: null })
  const before = new Map(
    (await db.pg.query<FunctionDef>(FUNCTIONS)).rows.map((f) => [f.signature, f.definition]),
  )
  await db.migrate(join(SUPABASE_DIR, 'migrations'))
  // What the migrations created or redefined (bootstrap.sql stands in for Supabase's own).
  migrated = (await db.pg.query<FunctionDef>(FUNCTIONS)).rows.filter(
    (f) => before.get(f.signature) !== f.definition,
  )
})
afterAll(async () => {
  await db?.close()
  rmSync(dir, { recursive: true, force: true })
})

describe('pg-safeupdate and the migrations', () => {
  it('no function or trigger of the migrations runs UPDATE or DELETE without a WHERE clause', async () => {
    expect(migrated.length).toBeGreaterThan(10)
    expect(await violations(migrated)).toEqual([])
  })

  it('the check finds them: in PL/pgSQL, in SQL functions, in WITH clauses and in dynamic SQL', async () => {
    await db.pg.exec(`
      create table scratch (id int);
      create function bad_plpgsql() returns trigger language plpgsql as $$
        begin update scratch set id = 1; delete from scratch where id = 2; return new; end $$;
      create function bad_sql() returns void language sql as $$ delete from scratch $$;
      create function bad_atomic() returns void language sql begin atomic update scratch set id = 2; end;
      create function bad_cte() returns void language sql as $$
        with gone as (delete from scratch returning id) select count(*) from gone $$;
      create function bad_dynamic() returns void language plpgsql as $$
        begin execute 'update scratch set id = 3'; end $$;
      create function bad_format(t regclass) returns void language plpgsql as $$
        begin execute format('delete from %s', t); end $$;
      create function bad_built(t text) returns void language plpgsql as $$
        begin execute 'delete from ' || t; end $$;
      create function fine() returns void language plpgsql as $$
        begin update scratch set id = 1 where true; delete from scratch where id = 2; end $$;
      create function fine_ddl(t regclass) returns void language plpgsql as $$
        begin execute format('create trigger x after update or delete on %s '
          'for each statement execute function fine()', t); end $$;`)
    const fns = (await db.pg.query<FunctionDef>(FUNCTIONS)).rows.filter((f) =>
      /^(bad_|fine)/.test(f.signature),
    )
    expect((await violations(fns)).sort()).toEqual([
      'bad_atomic(): UPDATE scratch',
      "bad_built(text): UPDATE (dynamic SQL: 'delete from ' || t)",
      'bad_cte(): DELETE scratch',
      'bad_dynamic(): UPDATE scratch',
      'bad_format(regclass): DELETE x',
      'bad_plpgsql(): UPDATE scratch',
      'bad_sql(): DELETE scratch',
    ])
  })
})
