import { z } from 'zod';
import { MAX_LIMIT } from '@/lib/http/paging';
import { changePasswordSchema, registerSchema } from '@/lib/validation/auth';
import { contactSchema } from '@/lib/validation/contact';
import {
  BLANK_IS_ABSENT,
  auditListQuerySchema,
  orderListFiltersSchema,
  productListQuerySchema,
  userListQuerySchema,
} from '@/lib/validation/lists';
import {
  orderQuerySchema,
  orderSchema,
  paymentIntentRequestSchema,
  testConfirmSchema,
  transactionSchema,
} from '@/lib/validation/order';
import { addProductSchema, editProductSchema } from '@/lib/validation/product';
import { profileSchema } from '@/lib/validation/profile';
import { reviewQuerySchema, reviewSchema, reviewVisibilitySchema } from '@/lib/validation/review';
import {
  adminProductSchema,
  adminReviewSchema,
  auditEntrySchema,
  errorSchema,
  orderSchemaOut,
  productSchema,
  profileSchemaOut,
  reviewSchemaOut,
  userSchema,
} from './dto-schemas';

type Json = Record<string, unknown>;

/** A filter that takes an empty value as "no filter" (what a GET form sends) also accepts ''. */
function blankAccepted({ zodSchema, jsonSchema }: { zodSchema: z.core.$ZodTypes; jsonSchema: Json }) {
  if (!(z.globalRegistry.get(zodSchema) as Json | undefined)?.[BLANK_IS_ABSENT]) return;
  const value = { ...jsonSchema };
  delete value[BLANK_IS_ABSENT];
  for (const key of Object.keys(jsonSchema)) delete jsonSchema[key];
  jsonSchema.anyOf = [{ const: '' }, value];
}

/** A zod schema as JSON Schema 2020-12 (OpenAPI 3.1's dialect): requests as sent, answers as sent. */
function schema(zod: z.ZodType, io: 'input' | 'output'): Json {
  const json = z.toJSONSchema(zod, { io, unrepresentable: 'any', override: blankAccepted }) as Json;
  delete json.$schema; // the document's dialect applies
  return json;
}

const json = (body: Json) => ({ 'application/json': { schema: body } });
const errorContent = { content: json({ $ref: '#/components/schemas/Error' }) };
const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
const arrayOf = (name: string) => ({ type: 'array', items: ref(name) });

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
function errorStatuses({ auth, params, query, paged, body, errors = [] }: Op): number[] {
  const statuses = new Set([...errors, 503]);
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

function operation(op: Op): Json {
  const { summary, auth, params = [], query, paged = false, body, ok } = op;
  const [status, answer, contentType = 'application/json'] = ok;
  const success: Json = { description: 'Success' };
  if (answer) success.content = { [contentType]: { schema: answer } };
  if (paged) success.headers = PAGING_HEADERS;
  return {
    summary,
    security: SECURITY[auth],
    parameters: [...params, ...queryParameters(query, paged)],
    ...(body ? { requestBody: { required: true, content: json(schema(body, 'input')) } } : {}),
    responses: {
      [status]: success,
      ...Object.fromEntries(
        errorStatuses(op).map((code) => [code, { description: ERROR_REASONS[code], ...errorContent }]),
      ),
    },
  };
}

const pathId = (name = 'id', what = 'id') => ({
  name,
  in: 'path',
  required: true,
  description: `A ${what} (24 hexadecimal digits)`,
  schema: { type: 'string' },
});
const pathEmail = { name: 'email', in: 'path', required: true, schema: { type: 'string' } };
const obj = (properties: Json, required = Object.keys(properties)) => ({
  type: 'object',
  properties,
  required,
  additionalProperties: false,
});

/**
 * GET /api/openapi.json: every /api route (Auth.js's own sign-in routes aside), built from the same
 * zod schemas the handlers validate with. Every operation documents its success and each error
 * status it can answer (one error shape); paged lists their X-Total-Count and Link headers.
 */
export function openApiDocument(origin: string): Json {
  const paths: Record<string, Record<string, Json>> = {
    '/api/product': {
      get: operation({
        summary: 'Every product (an array), or one page with ?page=&limit=',
        auth: 'none',
        paged: true,
        ok: [200, arrayOf('Product')],
      }),
    },
    '/api/product/{id}': {
      get: operation({
        summary: 'One product, as an array of one',
        auth: 'none',
        params: [pathId('id', 'product id')],
        ok: [200, arrayOf('Product')],
      }),
      patch: operation({
        summary: 'Edit a product (admins)',
        auth: 'admin',
        params: [pathId('id', 'product id')],
        body: editProductSchema,
        ok: [200, ref('AdminProduct')],
        errors: [409],
      }),
      delete: operation({
        summary: 'Delete a product (admins)',
        auth: 'admin',
        params: [pathId('id', 'product id')],
        ok: [200, obj({ deletedCount: { type: 'integer' } })],
      }),
    },
    '/api/addproduct': {
      post: operation({
        summary: 'Add a product (admins)',
        auth: 'admin',
        body: addProductSchema,
        ok: [201, ref('AdminProduct')],
      }),
    },
    '/api/manageproduct': {
      get: operation({
        summary: 'Manage Products list (admins)',
        auth: 'admin',
        query: productListQuerySchema,
        paged: true,
        ok: [200, arrayOf('AdminProduct')],
      }),
    },
    '/api/images': {
      post: {
        ...operation({
          summary: 'Upload a product image (admins): multipart field `image`',
          auth: 'admin',
          ok: [201, obj({ success: { type: 'boolean' }, data: obj({ url: { type: 'string' } }) })],
          errors: [400, 413, 415, 422, 502],
        }),
        requestBody: {
          required: true,
          content: {
            'multipart/form-data': {
              schema: obj({ image: { type: 'string', contentMediaType: 'application/octet-stream' } }),
            },
          },
        },
      },
    },
    '/api/images/{id}': {
      get: operation({
        summary: 'An uploaded image',
        auth: 'none',
        params: [pathId('id', 'image id')],
        ok: [200, { type: 'string' }, 'image/*'],
      }),
    },
    '/api/user/{email}': {
      put: operation({
        summary: 'Your access token (session cookie only, your own email)',
        auth: 'session',
        params: [pathEmail],
        ok: [200, obj({ token: { type: 'string' } })],
      }),
    },
    '/api/admin/{email}': {
      get: operation({
        summary: 'Whether an email is an admin (yours, or any for admins)',
        auth: 'user',
        params: [pathEmail],
        ok: [200, obj({ admin: { type: 'boolean' } })],
      }),
    },
    '/api/user': {
      get: operation({
        summary: 'Make Admin list (admins)',
        auth: 'admin',
        query: userListQuerySchema,
        paged: true,
        ok: [200, arrayOf('User')],
      }),
    },
    '/api/user/admin/{email}': {
      put: operation({
        summary: 'Make a user admin (admins)',
        auth: 'admin',
        params: [pathEmail],
        ok: [200, obj({ modifiedCount: { type: 'integer' } })],
        errors: [409],
      }),
      delete: operation({
        summary: 'Take the admin role back (admins)',
        auth: 'admin',
        params: [pathEmail],
        ok: [200, obj({ modifiedCount: { type: 'integer' } })],
        errors: [409],
      }),
    },
    '/api/allorder': {
      get: operation({
        summary: 'Manage All Order list (admins)',
        auth: 'admin',
        query: orderListFiltersSchema,
        paged: true,
        ok: [200, arrayOf('Order')],
      }),
    },
    '/api/orders/export': {
      get: operation({
        summary: 'Manage All Order as CSV (admins)',
        auth: 'admin',
        query: orderListFiltersSchema,
        ok: [200, { type: 'string' }, 'text/csv'],
      }),
    },
    '/api/order': {
      get: operation({
        summary: "My Orders (or a customer's, for admins)",
        auth: 'user',
        query: orderQuerySchema,
        paged: true,
        ok: [200, arrayOf('Order')],
      }),
    },
    '/api/order/{id}': {
      post: operation({
        summary: 'Order a product ({id}: the product); stock held until paid',
        auth: 'user',
        params: [pathId('id', 'product id')],
        body: orderSchema,
        ok: [201, ref('Order')],
        errors: [409, 429],
      }),
      get: operation({
        summary: 'One of your orders',
        auth: 'user',
        params: [pathId('id', 'order id')],
        ok: [200, ref('Order')],
      }),
      patch: operation({
        summary: 'Confirm a payment the gateway completed',
        auth: 'user',
        params: [pathId('id', 'order id')],
        body: transactionSchema,
        ok: [200, ref('Order')],
        errors: [402, 409, 502],
      }),
      delete: operation({
        summary: 'Cancel an unpaid order (admins: delete any)',
        auth: 'user',
        params: [pathId('id', 'order id')],
        ok: [200, obj({ deletedCount: { type: 'integer' } })],
        errors: [409, 502],
      }),
    },
    '/api/order/{id}/ship': {
      post: operation({
        summary: 'Ship a paid order (admins)',
        auth: 'admin',
        params: [pathId('id', 'order id')],
        ok: [200, ref('Order')],
        errors: [409],
      }),
    },
    '/api/create-payment-intent': {
      post: operation({
        summary: 'Start (or resume) paying an order',
        auth: 'user',
        body: paymentIntentRequestSchema,
        ok: [200, obj({ clientSecret: { type: 'string' } })],
        errors: [404, 409, 502],
      }),
    },
    '/api/payments/test/confirm': {
      post: operation({
        summary: 'The offline test gateway: pay with a test card (404 unless it is in use)',
        auth: 'user',
        body: testConfirmSchema,
        ok: [200, obj({ paymentIntent: obj({ id: { type: 'string' }, status: { type: 'string' } }) })],
        errors: [402, 404, 409],
      }),
    },
    '/api/payments/webhook': {
      post: {
        ...operation({
          summary: "Stripe's signed payment events",
          auth: 'none',
          ok: [200, obj({ received: { type: 'boolean' }, outcome: { type: 'string' } })],
          errors: [400, 404, 413],
        }),
        parameters: [{ name: 'Stripe-Signature', in: 'header', required: true, schema: { type: 'string' } }],
        requestBody: { required: true, content: json({ type: 'object' }) },
      },
    },
    '/api/review': {
      get: operation({
        summary: 'Reviews, newest first (?email=: that author or admins)',
        auth: 'none',
        query: reviewQuerySchema,
        paged: true,
        ok: [200, arrayOf('Review')],
        errors: [401, 403],
      }),
    },
    '/api/review/{id}': {
      post: operation({
        summary: 'Post your review (replaces your earlier one)',
        auth: 'user',
        params: [
          { ...pathId('id', 'user id'), description: "The spec's client sends its user id; it is not used" },
        ],
        body: reviewSchema,
        ok: [201, ref('Review')],
        errors: [429],
      }),
    },
    '/api/reviews': {
      get: operation({
        summary: 'Manage Reviews list (admins)',
        auth: 'admin',
        paged: true,
        ok: [200, arrayOf('AdminReview')],
      }),
    },
    '/api/reviews/{id}': {
      patch: operation({
        summary: 'Hide or show a review (admins)',
        auth: 'admin',
        params: [pathId('id', 'review id')],
        body: reviewVisibilitySchema,
        ok: [200, obj({ hidden: { type: 'boolean' } })],
      }),
      delete: operation({
        summary: 'Delete a review (admins)',
        auth: 'admin',
        params: [pathId('id', 'review id')],
        ok: [200, obj({ deletedCount: { type: 'integer' } })],
      }),
    },
    '/api/myprofile': {
      post: operation({
        summary: 'Update your profile (stored under your session email)',
        auth: 'user',
        body: profileSchema,
        ok: [200, ref('Profile')],
      }),
    },
    '/api/myprofile/{email}': {
      get: operation({
        summary: 'A profile (yours, or any for admins)',
        auth: 'user',
        params: [pathEmail],
        ok: [200, ref('Profile')],
      }),
    },
    '/api/register': {
      post: operation({
        summary: 'Sign up with email and password',
        auth: 'none',
        body: registerSchema,
        ok: [201, obj({ id: { type: 'string' }, email: { type: 'string' } })],
        errors: [409, 429],
      }),
    },
    '/api/contact': {
      post: operation({
        summary: 'A message to the sales engineers',
        auth: 'none',
        body: contactSchema,
        ok: [201, obj({ ok: { type: 'boolean' } })],
        errors: [429],
      }),
    },
    '/api/audit': {
      get: operation({
        summary: 'The audit log (admins)',
        auth: 'admin',
        query: auditListQuerySchema,
        paged: true,
        ok: [200, arrayOf('AuditEntry')],
      }),
    },
    '/api/account/password': {
      post: operation({
        summary: 'Change your password (session cookie only); ends your other sessions',
        auth: 'session',
        body: changePasswordSchema,
        ok: [200, obj({ changed: { type: 'boolean' } })],
        errors: [409, 429],
      }),
    },
    '/api/account/sign-out-everywhere': {
      post: operation({
        summary: 'End every other session and access token',
        auth: 'session',
        ok: [200, obj({ signedOut: { type: 'boolean' } })],
      }),
    },
    '/api/health': {
      get: {
        summary: 'For load balancers: the database up (200) or down (503), within 2 s',
        security: [],
        responses: {
          200: { description: 'Up', content: json(obj({ db: { const: 'up' } })) },
          503: { description: 'Down', content: json(obj({ db: { const: 'down' } })) },
        },
      },
    },
  };
  return {
    openapi: '3.1.0',
    info: {
      title: 'Partsmith API',
      version: '1.0.0',
      description:
        'The storefront API. Money is in dollars (`prize`, `totalPrize`). Protected calls accept the session cookie or `Authorization: Bearer <access token>` (from `PUT /api/user/{email}`). Errors are `{error, fields?}`. Sign-in itself is Auth.js (`/api/auth/*`).',
    },
    servers: [{ url: origin }],
    paths,
    components: {
      securitySchemes: {
        sessionCookie: { type: 'apiKey', in: 'cookie', name: 'authjs.session-token' },
        bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
      },
      schemas: {
        Error: schema(errorSchema, 'output'),
        Product: schema(productSchema, 'output'),
        AdminProduct: schema(adminProductSchema, 'output'),
        Order: schema(orderSchemaOut, 'output'),
        Review: schema(reviewSchemaOut, 'output'),
        AdminReview: schema(adminReviewSchema, 'output'),
        User: schema(userSchema, 'output'),
        Profile: schema(profileSchemaOut, 'output'),
        AuditEntry: schema(auditEntrySchema, 'output'),
      },
    },
  };
}
