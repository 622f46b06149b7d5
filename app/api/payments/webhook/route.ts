import { NextResponse } from 'next/server';
import { handler } from '@/lib/http/handler';
import { handleStripeWebhook } from '@/lib/payments/webhook';

/** Stripe calls this; the signature over the raw body is its only credential. */
export const POST = handler(async (request: Request) => {
  const outcome = await handleStripeWebhook(await request.text(), request.headers.get('stripe-signature'));
  return NextResponse.json({ received: true, outcome });
});
