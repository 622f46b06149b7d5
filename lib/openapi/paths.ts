import { changePasswordSchema, signOutEverywhereSchema, registerSchema } from '@/lib/validation/auth';
import { contactSchema } from '@/lib/validation/contact';
import {
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
import { arrayOf, obj, operation, pathEmail, pathId, ref, json, type Json } from './operation';

/** Every /api route and method (Auth.js's own sign-in routes aside), as the handlers serve them. */
export function apiPaths(): Record<string, Record<string, Json>> {
  return {
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
        errors: [402, 409, 429, 502],
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
        errors: [404, 409, 429, 502],
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
        summary: 'End every other session and access token (the current password confirms it)',
        auth: 'session',
        body: signOutEverywhereSchema,
        ok: [200, obj({ signedOut: { type: 'boolean' } })],
        errors: [429],
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
}
