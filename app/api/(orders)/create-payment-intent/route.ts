import { NextResponse } from 'next/server';
import { requireUser } from '@/lib/session';
import { handler, parseJson, retrySafe } from '@/lib/http';
import { startPayment } from '@/lib/orders';
import { paymentIntentRequestSchema } from '@/lib/validation';
import { obj, operation, type RouteOperations } from '@/lib/openapi';

/** Body {orderId}; the amount comes from the stored order (a `totalPrize` in the body is ignored). */
export const POST = handler(async (request: Request) => {
  const caller = await requireUser();
  const { orderId } = await parseJson(request, paymentIntentRequestSchema);
  // One open payment per order already (lib/orders/pay.ts); the key adds the first answer and a 409 while it runs.
  const { clientSecret } = await retrySafe(request, caller.id, 'payment.start', { orderId }, () =>
    startPayment(caller, orderId),
  );
  return NextResponse.json({ clientSecret });
});

/** This route's operations in the API document (assembled in app/api/operations.ts). */
export const openapi = {
  post: operation({
    summary: 'Start (or resume) paying an order',
    auth: 'user',
    body: paymentIntentRequestSchema,
    idempotent: true,
    ok: [200, obj({ clientSecret: { type: 'string' } })],
    errors: [404, 409, 429, 502],
  }),
} satisfies RouteOperations;
