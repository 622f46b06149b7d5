import { NextResponse } from 'next/server';
import { requireUser } from '@/lib/session';
import { AppError } from '@/lib/model';
import { handler, parseJson } from '@/lib/http';
import { gatewayName } from '@/lib/payments';
import { payWithTestCard } from '@/lib/orders';
import { testConfirmSchema } from '@/lib/validation';
import { obj, operation, type RouteOperations } from '@/lib/openapi';

/** The offline gateway's confirm call; absent unless that gateway is in use. */
export const POST = handler(async (request: Request) => {
  if (gatewayName() !== 'test') throw new AppError('not_found');
  const caller = await requireUser();
  const { clientSecret, card, billingName } = await parseJson(request, testConfirmSchema);
  const result = await payWithTestCard(caller, clientSecret, card, billingName);
  if (!result.ok) throw new AppError('payment', result.message);
  return NextResponse.json({ paymentIntent: { id: result.intent.id, status: result.intent.status } });
});

/** This route's operations in the API document (assembled in app/api/operations.ts). */
export const openapi = {
  post: operation({
    summary: 'The offline test gateway: pay with a test card (404 unless it is in use)',
    auth: 'user',
    body: testConfirmSchema,
    ok: [200, obj({ paymentIntent: obj({ id: { type: 'string' }, status: { type: 'string' } }) })],
    errors: [402, 404, 409],
  }),
} satisfies RouteOperations;
