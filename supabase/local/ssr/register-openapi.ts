/**
 * The OpenAPI 3.1 document of the register API v1 (`/api/register/v1/openapi.json`): what
 * supabase/local/ssr/register-api.ts answers and the RPC `register_api` returns. Field names are
 * stable: a new field may be added; none is renamed or removed within v1.
 */
const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` })
const json = (schema: unknown) => ({ 'application/json': { schema } })

const QUOTA_HEADERS = {
  'RateLimit-Limit': {
    description:
      'Calls allowed in the current window (the key’s hourly or daily quota, or 60 per 10 minutes per address without a key).',
    schema: { type: 'integer' },
  },
  'RateLimit-Remaining': {
    description: 'Calls left in the current window.',
    schema: { type: 'integer' },
  },
  'RateLimit-Reset': {
    description: 'Seconds until the window ends.',
    schema: { type: 'integer' },
  },
}

const error = (description: string, headers = true) => ({
  description,
  ...(headers ? { headers: QUOTA_HEADERS } : {}),
  content: json(ref('Error')),
})

const COMMON = {
  '400': error('Bad input: the message says what is wrong.'),
  '401': error('Unknown or revoked API key.', false),
  '429': {
    description: 'Over the quota: try again after Retry-After seconds.',
    headers: {
      ...QUOTA_HEADERS,
      'Retry-After': { description: 'Seconds to wait.', schema: { type: 'integer' } },
    },
    content: json(ref('Error')),
  },
}

export function registerOpenApi(origin: string) {
  return {
    openapi: '3.1.0',
    info: {
      title: 'SBU register API',
      version: '1.0.0',
      description:
        'Check construction business entity certificates (SBU) issued by this certification body: by certificate number, by company NIB, or up to 200 numbers, NIBs or company names at once. Numbers and NIBs ignore spaces, dashes and case; a company name (POST /check only) is answered when it matches one company. Anonymous use: 60 requests per 10 minutes per address. With an API key (`Authorization: Bearer <key>` or `X-API-Key: <key>`, issued by the certification body): the key’s hourly and daily quotas.',
    },
    servers: [{ url: new URL('/api/register/v1', origin).href }],
    security: [{}, { bearerKey: [] }, { headerKey: [] }],
    paths: {
      '/certificates/{number}': {
        get: {
          operationId: 'getCertificate',
          summary: 'One certificate by its number',
          parameters: [
            {
              name: 'number',
              in: 'path',
              required: true,
              description: 'The certificate number, e.g. SBU-KMN-2025-000123.',
              schema: { type: 'string', maxLength: 80 },
            },
          ],
          responses: {
            '200': {
              description: 'The certificate.',
              headers: QUOTA_HEADERS,
              content: json(ref('Certificate')),
            },
            '404': error('No certificate with this number.'),
            ...COMMON,
          },
        },
      },
      '/companies/{nib}': {
        get: {
          operationId: 'getCompany',
          summary: 'A certified company by its NIB, with all its certificates',
          parameters: [
            {
              name: 'nib',
              in: 'path',
              required: true,
              description: 'The company’s NIB (13 digits).',
              schema: { type: 'string', pattern: '^[0-9 -]+$' },
            },
          ],
          responses: {
            '200': {
              description: 'The company and its certificates, newest first.',
              headers: QUOTA_HEADERS,
              content: json(ref('Company')),
            },
            '404': error('No certified company with this NIB.'),
            ...COMMON,
          },
        },
      },
      '/check': {
        post: {
          operationId: 'checkCertificates',
          summary: 'Check up to 200 certificate numbers or NIBs in one request',
          requestBody: {
            required: true,
            content: json(ref('CheckRequest')),
          },
          responses: {
            '200': {
              description: 'One result per key, in the order given.',
              headers: QUOTA_HEADERS,
              content: json(ref('CheckResponse')),
            },
            ...COMMON,
          },
        },
      },
      '/openapi.json': {
        get: {
          operationId: 'getOpenApi',
          summary: 'This document',
          security: [{}],
          responses: {
            '200': {
              description: 'The OpenAPI 3.1 document.',
              content: { 'application/json': { schema: { type: 'object' } } },
            },
          },
        },
      },
    },
    components: {
      securitySchemes: {
        bearerKey: { type: 'http', scheme: 'bearer', description: 'An API key as a bearer token.' },
        headerKey: { type: 'apiKey', in: 'header', name: 'X-API-Key' },
      },
      schemas: {
        Error: {
          type: 'object',
          required: ['error', 'message'],
          properties: {
            error: {
              type: 'string',
              enum: [
                'bad_request',
                'not_found',
                'invalid_api_key',
                'rate_limited',
                'method_not_allowed',
                'payload_too_large',
                'unavailable',
              ],
            },
            message: { type: 'string' },
          },
        },
        Subclass: {
          type: 'object',
          required: ['code', 'name', 'qualification'],
          properties: {
            code: { type: 'string', examples: ['BG001'] },
            name: {
              type: 'object',
              description: 'The subclass name by language (id, en).',
              properties: { id: { type: 'string' }, en: { type: 'string' } },
            },
            qualification: { type: 'string', examples: ['kecil', 'menengah', 'besar'] },
          },
        },
        CompanySummary: {
          type: 'object',
          required: ['name', 'nib'],
          properties: {
            name: { type: 'string' },
            legal_form: { type: ['string', 'null'] },
            nib: { type: 'string' },
            city: { type: ['string', 'null'] },
            province: { type: ['string', 'null'] },
          },
        },
        Certificate: {
          type: 'object',
          required: ['number', 'status', 'valid_until', 'company', 'subclasses', 'verify_url'],
          properties: {
            number: { type: 'string' },
            status: {
              type: 'string',
              enum: ['aktif', 'dibekukan', 'dicabut', 'kedaluwarsa'],
              description:
                'aktif (active), dibekukan (frozen), dicabut (revoked), kedaluwarsa (expired).',
            },
            issued_on: { type: 'string', format: 'date' },
            valid_until: { type: 'string', format: 'date' },
            status_changed_on: { type: ['string', 'null'], format: 'date' },
            status_reason: { type: ['string', 'null'] },
            lpjk_recorded_on: { type: ['string', 'null'], format: 'date' },
            company: ref('CompanySummary'),
            subclasses: { type: 'array', items: ref('Subclass') },
            verify_url: { type: 'string', format: 'uri' },
          },
        },
        Company: {
          allOf: [
            ref('CompanySummary'),
            {
              type: 'object',
              required: ['certificates'],
              properties: { certificates: { type: 'array', items: ref('Certificate') } },
            },
          ],
        },
        CheckRequest: {
          type: 'object',
          required: ['keys'],
          properties: {
            keys: {
              type: 'array',
              minItems: 1,
              maxItems: 200,
              items: { type: 'string', maxLength: 80 },
              description:
                'Certificate numbers, NIBs or company names (a name is answered when it matches one company only; several: found false, match "ambiguous").',
            },
          },
        },
        CheckResult: {
          type: 'object',
          required: ['key', 'found', 'match', 'certificates'],
          properties: {
            key: { type: 'string', description: 'The key as given.' },
            found: { type: 'boolean' },
            match: {
              type: ['string', 'null'],
              enum: ['number', 'nib', 'name', 'ambiguous', null],
              description:
                'How the key matched; "ambiguous": a name that matches several companies (found is false).',
            },
            certificates: { type: 'array', items: ref('Certificate') },
          },
        },
        CheckResponse: {
          type: 'object',
          required: ['results'],
          properties: { results: { type: 'array', items: ref('CheckResult') } },
        },
      },
    },
  }
}
