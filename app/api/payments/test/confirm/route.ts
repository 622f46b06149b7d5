import { NextResponse } from 'next/server';
import { z } from 'zod';
import { requireUser } from '@/lib/auth/caller';
import { HttpError, notFound } from '@/lib/http/errors';
import { handler } from '@/lib/http/handler';
import { parseJson } from '@/lib/http/parse';
import { gatewayName } from '@/lib/payments/gateway';
import { confirmTestPayment } from '@/lib/payments/test-gateway';

const confirmSchema = z.object({
  clientSecret: z.string().min(1).max(200),
  billingName: z.string().trim().max(100).default(''),
  card: z.object({ number: z.string().max(40), expiry: z.string().max(10), cvc: z.string().max(10) }),
});

/** The offline gateway's confirm call; absent unless that gateway is in use. */
export const POST = handler(async (request: Request) => {
  if (gatewayName() !== 'test') throw notFound();
  const caller = await requireUser();
  const { clientSecret, card, billingName } = await parseJson(request, confirmSchema);
  const result = await confirmTestPayment(caller, clientSecret, card, billingName);
  if (!result.ok) throw new HttpError(402, result.message);
  return NextResponse.json({ paymentIntent: { id: result.intent.id, status: result.intent.status } });
});
