import {
  adminProductSchema,
  adminReviewSchema,
  auditEntrySchema,
  errorSchema,
  orderSchemaOut,
  productSchema,
  quoteSchemaOut,
  profileSchemaOut,
  reviewSchemaOut,
  userSchema,
} from './dto-schemas';
import { schema, type Json, type RouteOperations } from './operation';

/**
 * GET /api/openapi.json: every /api route (Auth.js's own sign-in routes aside), from the
 * operations each route exports beside its handlers (app/api/operations.ts), built from the same
 * zod schemas the handlers validate with. Every operation documents its success and each error
 * status it can answer (one error shape); paged lists their X-Total-Count and Link headers.
 */
export function openApiDocument(origin: string, paths: Record<string, RouteOperations>): Json {
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
        Quote: schema(quoteSchemaOut, 'output'),
        Review: schema(reviewSchemaOut, 'output'),
        AdminReview: schema(adminReviewSchema, 'output'),
        User: schema(userSchema, 'output'),
        Profile: schema(profileSchemaOut, 'output'),
        AuditEntry: schema(auditEntrySchema, 'output'),
      },
    },
  };
}
