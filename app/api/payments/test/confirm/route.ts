import { NextResponse } from 'next/server';
import { requireUser } from '@/lib/auth/caller';
import { HttpError, notFound } from '@/lib/http/errors';
import { handler } from '@/lib/http/handler';
import { parseJson } from '@/lib/http/parse';
import { gatewayName } from '@/lib/payments/gateway';
import { confirmTestPayment } from '@/lib/payments/test-gateway';
import { testConfirmSchema } from '@/lib/validation/order';

/** The offline gateway's confirm call; absent unless that gateway is in use. */
export const POST = handler(async (request: Request) => {
  if (gatewayName() !== 'test') throw notFound();
  const caller = await requireUser();
  const { clientSecret, card, billingName } = await parseJson(request, testConfirmSchema);
  const result = await confirmTestPayment(caller, clientSecret, card, billingName);
  if (!result.ok) throw new HttpError(402, result.message);
  return NextResponse.json({ paymentIntent: { id: result.intent.id, status: result.intent.status } });
});
