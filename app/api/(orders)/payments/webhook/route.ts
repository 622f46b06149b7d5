import { NextResponse } from 'next/server';
import { handler, readBodyCapped } from '@/lib/http';
import { handleStripeWebhook } from '@/lib/orders';
import { json, obj, operation, type RouteOperations } from '@/lib/openapi';

/** Stripe's events are a few kilobytes; a bigger body is refused before anything reads it whole. */
const MAX_WEBHOOK_BODY = 256 * 1024;

/** Stripe calls this; the signature over the raw body is its only credential. */
export const POST = handler(async (request: Request) => {
  const payload = (await readBodyCapped(request, MAX_WEBHOOK_BODY, 'The event is too large')).toString(
    'utf8',
  );
  const outcome = await handleStripeWebhook(payload, request.headers.get('stripe-signature'));
  return NextResponse.json({ received: true, outcome });
});

/** This route's operations in the API document (assembled in app/api/operations.ts). */
export const openapi = {
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
} satisfies RouteOperations;
