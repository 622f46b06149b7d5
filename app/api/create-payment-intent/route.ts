import { NextResponse } from 'next/server';
import { requireUser } from '@/lib/auth/caller';
import { handler } from '@/lib/http/handler';
import { parseJson } from '@/lib/http/parse';
import { startPayment } from '@/lib/payments/pay-order';
import { paymentIntentRequestSchema } from '@/lib/validation/order';

/** Body {orderId}; the amount comes from the stored order (a `totalPrize` in the body is ignored). */
export const POST = handler(async (request: Request) => {
  const caller = await requireUser();
  const { orderId } = await parseJson(request, paymentIntentRequestSchema);
  const { clientSecret } = await startPayment(caller, orderId);
  return NextResponse.json({ clientSecret });
});
