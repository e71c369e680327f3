/**
 * `GET /rest/v1/`: PostgREST's OpenAPI 2.0 description of the exposed schema, limited to what
 * the caller's role may use (PostgREST's default `openapi-mode = follow-privileges`).
 */
import type { Database, RequestContext } from '../db/database'
import type { Column, SchemaView, Table } from './schema-cache'

type Json = Record<string, unknown>

const MEDIA = [
  'application/json',
  'application/vnd.pgrst.object+json;nulls=stripped',
  'application/vnd.pgrst.object+json',
  'text/csv',
]

const PRIVILEGES = `
  select c.relname as name, obj_description(c.oid, 'pg_class') as description,
         has_table_privilege(c.oid, 'SELECT') as s, has_table_privilege(c.oid, 'INSERT') as i,
         has_table_privilege(c.oid, 'UPDATE') as u, has_table_privilege(c.oid, 'DELETE') as d,
         (select json_object_agg(a.attname, d.description) from pg_attribute a
            join pg_description d on d.objoid = a.attrelid and d.objsubid = a.attnum
           where a.attrelid = c.oid) as columns
    from pg_class c join pg_namespace n on n.oid = c.relnamespace
   where n.nspname = $1 and c.relkind in ('r','v','m','f','p')`

const FUNCTION_PRIVILEGES = `
  select p.proname as name, bool_or(has_function_privilege(p.oid, 'EXECUTE')) as x,
         max(obj_description(p.oid, 'pg_proc')) as description
    from pg_proc p join pg_namespace n on n.oid = p.pronamespace
   where n.nspname = $1 and p.prokind = 'f' group by p.proname`

/** PostgREST's mapping of column types to OpenAPI types (OpenAPI.hs `toSwaggerType`). */
function swaggerType(type: string): Json {
  if (type.endsWith('[]')) return { type: 'array', items: swaggerType(type.slice(0, -2)) }
  if (['smallint', 'integer', 'bigint'].includes(type)) return { type: 'integer' }
  if (['numeric', 'real', 'double precision'].includes(type) || type.startsWith('numeric('))
    return { type: 'number' }
  if (type === 'boolean') return { type: 'boolean' }
  if (type === 'json' || type === 'jsonb') return {}
  return { type: 'string' }
}

function property(table: Table, column: Column, comment: string | undefined): Json {
  const notes: string[] = []
  if (table.primaryKey.includes(column.name)) notes.push('Note:\nThis is a Primary Key.<pk/>')
  const fk = table.relationships.find(
    (r) =>
      r.cardinality !== 'o2m' &&
      r.cardinality !== 'm2m' &&
      !r.computed &&
      r.fkColumns.length === 1 &&
      r.fkColumns[0] === column.name &&
      r.origin === table.name,
  )
  if (fk)
    notes.push(
      `Note:\nThis is a Foreign Key to \`${fk.target}.${fk.refColumns[0]}\`.<fk table='${fk.target}' column='${fk.refColumns[0]}'/>`,
    )
  const description = [comment, ...notes].filter(Boolean).join('\n\n')
  return {
    ...swaggerType(column.type),
    format: column.type,
    ...(description ? { description } : {}),
  }
}

export async function openApi(
  db: Database,
  ctx: RequestContext,
  view: SchemaView,
  url: URL,
): Promise<Json> {
  const [relations, functions, schemaComment] = await db.asRequest(
    { ...ctx, readOnly: true },
    async (tx) =>
      [
        (
          await tx.query<{
            name: string
            description: string | null
            s: boolean
            i: boolean
            u: boolean
            d: boolean
            columns: Record<string, string> | null
          }>(PRIVILEGES, [view.name])
        ).rows,
        (
          await tx.query<{ name: string; x: boolean; description: string | null }>(
            FUNCTION_PRIVILEGES,
            [view.name],
          )
        ).rows,
        (
          await tx.query<{ c: string | null }>(
            `select obj_description(oid, 'pg_namespace') as c from pg_namespace where nspname = $1`,
            [view.name],
          )
        ).rows[0]?.c ?? null,
      ] as const,
  )

  const paths: Json = {
    '/': {
      get: {
        tags: ['Introspection'],
        summary: 'OpenAPI description (this document)',
        produces: ['application/openapi+json', 'application/json'],
        responses: { '200': { description: 'OK' } },
      },
    },
  }
  const definitions: Json = {}
  const parameters: Json = {
    select: {
      name: 'select',
      description: 'Filtering Columns',
      required: false,
      in: 'query',
      type: 'string',
    },
    order: { name: 'order', description: 'Ordering', required: false, in: 'query', type: 'string' },
    range: {
      name: 'Range',
      description: 'Limiting and Pagination',
      required: false,
      in: 'header',
      type: 'string',
    },
    rangeUnit: {
      name: 'Range-Unit',
      description: 'Limiting and Pagination',
      required: false,
      default: 'items',
      in: 'header',
      type: 'string',
    },
    offset: {
      name: 'offset',
      description: 'Limiting and Pagination',
      required: false,
      in: 'query',
      type: 'string',
    },
    limit: {
      name: 'limit',
      description: 'Limiting and Pagination',
      required: false,
      in: 'query',
      type: 'string',
    },
    on_conflict: {
      name: 'on_conflict',
      description: 'On Conflict',
      required: false,
      in: 'query',
      type: 'string',
    },
    columns: {
      name: 'columns',
      description: 'Columns',
      required: false,
      in: 'query',
      type: 'string',
    },
    preferParams: {
      name: 'Prefer',
      description: 'Preference',
      required: false,
      enum: ['params=single-object'],
      in: 'header',
      type: 'string',
    },
    preferReturn: {
      name: 'Prefer',
      description: 'Preference',
      required: false,
      enum: ['return=representation', 'return=minimal', 'return=none'],
      in: 'header',
      type: 'string',
    },
    preferCount: {
      name: 'Prefer',
      description: 'Preference',
      required: false,
      enum: ['count=none'],
      in: 'header',
      type: 'string',
    },
    preferPost: {
      name: 'Prefer',
      description: 'Preference',
      required: false,
      enum: [
        'return=representation',
        'return=minimal',
        'return=none',
        'resolution=ignore-duplicates',
        'resolution=merge-duplicates',
      ],
      in: 'header',
      type: 'string',
    },
  }
  const ref = (name: string) => ({ $ref: `#/parameters/${name}` })

  for (const rel of relations) {
    const table = view.tables.get(rel.name)
    if (!table || !(rel.s || rel.i || rel.u || rel.d)) continue
    const properties: Json = {}
    for (const column of table.columns.values()) {
      properties[column.name] = property(table, column, rel.columns?.[column.name])
      parameters[`rowFilter.${table.name}.${column.name}`] = {
        name: column.name,
        description: rel.columns?.[column.name],
        required: false,
        in: 'query',
        type: 'string',
        format: column.type,
      }
    }
    const required = [...table.columns.values()]
      .filter((c) => !c.nullable && !c.hasDefault)
      .map((c) => c.name)
    definitions[table.name] = {
      ...(rel.description ? { description: rel.description } : {}),
      ...(required.length ? { required } : {}),
      properties,
      type: 'object',
    }
    parameters[`body.${table.name}`] = {
      name: table.name,
      description: table.name,
      required: false,
      in: 'body',
      schema: { $ref: `#/definitions/${table.name}` },
    }
    const filters = [...table.columns.keys()].map((c) => ref(`rowFilter.${table.name}.${c}`))
    const item: Json = {}
    const tags = [table.name]
    if (rel.s)
      item.get = {
        tags,
        ...(rel.description ? { summary: rel.description } : {}),
        parameters: [
          ...filters,
          ref('select'),
          ref('order'),
          ref('range'),
          ref('rangeUnit'),
          ref('offset'),
          ref('limit'),
          ref('preferCount'),
        ],
        responses: {
          '200': {
            description: 'OK',
            schema: { items: { $ref: `#/definitions/${table.name}` }, type: 'array' },
          },
          '206': { description: 'Partial Content' },
        },
      }
    if (rel.i && (table.kind === 'table' || table.insertable))
      item.post = {
        tags,
        parameters: [ref(`body.${table.name}`), ref('select'), ref('preferPost')],
        responses: { '201': { description: 'Created' } },
      }
    if (rel.u && (table.kind === 'table' || table.updatable))
      item.patch = {
        tags,
        parameters: [...filters, ref(`body.${table.name}`), ref('preferReturn')],
        responses: { '204': { description: 'No Content' } },
      }
    if (rel.d && (table.kind === 'table' || table.deletable))
      item.delete = {
        tags,
        parameters: [...filters, ref('preferReturn')],
        responses: { '204': { description: 'No Content' } },
      }
    paths[`/${table.name}`] = item
  }

  for (const fnRow of functions) {
    const overloads = view.functions.get(fnRow.name)
    if (!overloads || !fnRow.x) continue
    const fn = overloads[0]!
    const properties: Json = {}
    for (const arg of fn.args)
      if (arg.name) properties[arg.name] = { ...swaggerType(arg.type), format: arg.type }
    const required = fn.args.filter((a) => a.name && !a.hasDefault).map((a) => a.name)
    const tags = [`(rpc) ${fn.name}`]
    const summary = fnRow.description ? { summary: fnRow.description.split('\n')[0] } : {}
    const item: Json = {
      post: {
        tags,
        ...summary,
        parameters: [
          {
            in: 'body',
            name: 'args',
            required: true,
            schema: { type: 'object', properties, ...(required.length ? { required } : {}) },
          },
          ref('preferParams'),
        ],
        produces: [
          'application/json',
          'application/vnd.pgrst.object+json;nulls=stripped',
          'application/vnd.pgrst.object+json',
        ],
        responses: { '200': { description: 'OK' } },
      },
    }
    if (overloads.some((f) => f.volatility !== 'v'))
      item.get = {
        tags,
        ...summary,
        parameters: fn.args
          .filter((a) => a.name)
          .map((a) => ({
            in: 'query',
            name: a.name,
            required: !a.hasDefault,
            ...swaggerType(a.type),
            format: a.type,
          })),
        produces: [
          'application/json',
          'application/vnd.pgrst.object+json;nulls=stripped',
          'application/vnd.pgrst.object+json',
        ],
        responses: { '200': { description: 'OK' } },
      }
    paths[`/rpc/${fn.name}`] = item
  }

  const [title, ...rest2] = (schemaComment ?? '').split('\n')
  return {
    swagger: '2.0',
    info: {
      description: rest2.join('\n').trim() || '',
      title: title?.trim() || 'standard public schema',
      version: '12.2.0 (embedded backend)',
    },
    host: url.host,
    basePath: '/rest/v1',
    schemes: [url.protocol.replace(':', '')],
    consumes: MEDIA,
    produces: MEDIA,
    paths,
    definitions,
    parameters,
    externalDocs: {
      description: 'PostgREST Documentation',
      url: 'https://postgrest.org/en/v12/references/api.html',
    },
  }
}
