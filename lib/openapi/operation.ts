// The pieces the OpenAPI document (document.ts, paths.ts) is written with: zod schemas as JSON
// Schema, and an operation's parameters, security and answers derived from what it reads and who
// may call it.
import { z } from 'zod';
import { MAX_LIMIT } from '@/lib/http';
import { BLANK_IS_ABSENT } from '@/lib/validation';
import { REQUEST_KEY_HEADER } from '@/lib/model';

export type Json = Record<string, unknown>;

/** One route's operations by method, as each route.ts under app/api exports them (`openapi`). */
export type RouteOperations = Partial<Record<'get' | 'post' | 'put' | 'patch' | 'delete', Json>>;

/** A filter that takes an empty value as "no filter" (what a GET form sends) also accepts ''. */
function blankAccepted({ zodSchema, jsonSchema }: { zodSchema: z.core.$ZodTypes; jsonSchema: Json }) {
  if (!(z.globalRegistry.get(zodSchema) as Json | undefined)?.[BLANK_IS_ABSENT]) return;
  const value = { ...jsonSchema };
  delete value[BLANK_IS_ABSENT];
  for (const key of Object.keys(jsonSchema)) delete jsonSchema[key];
  jsonSchema.anyOf = [{ const: '' }, value];
}

/** A zod schema as JSON Schema 2020-12 (OpenAPI 3.1's dialect): requests as sent, answers as sent. */
export function schema(zod: z.ZodType, io: 'input' | 'output'): Json {
  const json = z.toJSONSchema(zod, { io, unrepresentable: 'any', override: blankAccepted }) as Json;
  delete json.$schema; // the document's dialect applies
  return json;
}

export const json = (body: Json) => ({ 'application/json': { schema: body } });
const errorContent = { content: json({ $ref: '#/components/schemas/Error' }) };
export const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
export const arrayOf = (name: string) => ({ type: 'array', items: ref(name) });

const PAGING_HEADERS = {
  'X-Total-Count': { description: 'Rows in the whole list', schema: { type: 'integer' } },
  Link: { description: 'RFC 8288 links: first, prev, next, last', schema: { type: 'string' } },
};

type Auth = 'none' | 'user' | 'session' | 'admin';
type Op = {
  summary: string;
  auth: Auth;
  params?: Json[];
  query?: z.ZodObject;
  paged?: boolean;
  body?: z.ZodType;
  /** Takes an Idempotency-Key (lib/idempotency): a retry with it gets the first answer back. */
  idempotent?: boolean;
  ok: [number, Json | null, string?];
  /** Error statuses beyond those implied by the inputs and the auth (409 conflicts, 429 limits, …). */
  errors?: number[];
};

/** Why each error status happens: the document lists exactly the ones an operation can answer. */
const ERROR_REASONS: Record<number, string> = {
  400: 'Malformed input: a query parameter, a path id, or a body that is not JSON',
  401: 'Not signed in, or the session or token was ended',
  402: 'The card was declined',
  403: 'Not allowed: not yours, not an admin, or a cross-site request riding the session cookie',
  404: 'No such thing (or not yours)',
  409: 'The state changed: already paid, shipped, taken, the last admin, …',
  413: 'The request body is too large',
  415: 'The body is not in the expected content type',
  422: 'A field is invalid: `fields` says which',
  429: 'Too many requests: try again later (see Retry-After)',
  502: 'An outside service (payment provider, image host) failed',
  503: 'The store is unavailable (database down): try again after Retry-After',
};

/** The statuses an operation can fail with, from what it reads and who may call it. */
function errorStatuses({ auth, params, query, paged, body, idempotent, errors = [] }: Op): number[] {
  const statuses = new Set([...errors, 503]);
  // A malformed key (400), a retry while the first still runs (409), the key sent with another request (422).
  if (idempotent) [400, 409, 422].forEach((s) => statuses.add(s));
  if (params?.length || query || paged || body) statuses.add(400);
  if (auth !== 'none') [401, 403].forEach((s) => statuses.add(s));
  if (params?.length) statuses.add(404);
  if (query) statuses.add(422);
  if (body) [413, 415, 422].forEach((s) => statuses.add(s));
  return [...statuses].sort();
}

const SECURITY: Record<Auth, Json[] | undefined> = {
  none: [],
  user: [{ sessionCookie: [] }, { bearer: [] }],
  session: [{ sessionCookie: [] }],
  admin: [{ sessionCookie: [] }, { bearer: [] }],
};

function queryParameters(query: z.ZodObject | undefined, paged: boolean): Json[] {
  const properties = query ? ((schema(query, 'input').properties ?? {}) as Record<string, Json>) : {};
  const list = Object.entries(properties).map(([name, spec]) => ({
    name,
    in: 'query',
    required: false,
    schema: spec,
  }));
  if (paged) {
    list.push(
      { name: 'page', in: 'query', required: false, schema: { type: 'integer', minimum: 1 } },
      {
        name: 'limit',
        in: 'query',
        required: false,
        schema: { type: 'integer', minimum: 1, maximum: MAX_LIMIT },
      },
    );
  }
  return list;
}

/** The header a retry repeats (Stripe's name): one key per intent, made by the client. */
const REQUEST_KEY_PARAMETER: Json = {
  name: REQUEST_KEY_HEADER,
  in: 'header',
  required: false,
  description:
    'A key the client makes once per intent (a UUID) and sends again with every retry of it: the first ' +
    'answer is repeated for a day (409 while the first still runs; 422 for the same key with another ' +
    'request). Without it, each request is a new one.',
  schema: { type: 'string', minLength: 1, maxLength: 255, pattern: '^[\\x21-\\x7e]+$' },
};

export function operation(op: Op): Json {
  const { summary, auth, params = [], query, paged = false, body, idempotent = false, ok } = op;
  const [status, answer, contentType = 'application/json'] = ok;
  const success: Json = { description: 'Success' };
  if (answer) success.content = { [contentType]: { schema: answer } };
  if (paged) success.headers = PAGING_HEADERS;
  return {
    summary,
    security: SECURITY[auth],
    parameters: [...params, ...queryParameters(query, paged), ...(idempotent ? [REQUEST_KEY_PARAMETER] : [])],
    ...(body ? { requestBody: { required: true, content: json(schema(body, 'input')) } } : {}),
    responses: {
      [status]: success,
      ...Object.fromEntries(
        errorStatuses(op).map((code) => [code, { description: ERROR_REASONS[code], ...errorContent }]),
      ),
    },
  };
}

export const pathId = (name = 'id', what = 'id') => ({
  name,
  in: 'path',
  required: true,
  description: `A ${what} (24 hexadecimal digits)`,
  schema: { type: 'string' },
});
/** A path parameter naming a document by its label (RQ-000012), as its pages do. */
export const pathLabel = (name: string, example: string) => ({
  name,
  in: 'path',
  required: true,
  description: `Its label, e.g. ${example}`,
  schema: { type: 'string' },
});
export const pathEmail = { name: 'email', in: 'path', required: true, schema: { type: 'string' } };
export const obj = (properties: Json, required = Object.keys(properties)) => ({
  type: 'object',
  properties,
  required,
  additionalProperties: false,
});
