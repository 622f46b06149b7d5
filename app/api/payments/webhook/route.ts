import { NextResponse } from 'next/server';
import { handler } from '@/lib/http/handler';
import { readBodyCapped } from '@/lib/http/read-body';
import { handleStripeWebhook } from '@/lib/payments/webhook';

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
