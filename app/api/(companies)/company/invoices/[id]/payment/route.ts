import { NextResponse } from 'next/server';
import { requireUser } from '@/lib/session';
import { handler, parseIdParam, parseJson } from '@/lib/http';
import { confirmInvoicePayment, startInvoicePayment } from '@/lib/orders';
import { transactionSchema } from '@/lib/validation';
import { obj, operation, pathId, type RouteOperations } from '@/lib/openapi';

type Context = RouteContext<'/api/company/invoices/[id]/payment'>;

/**
 * A company's finance members pay one of its invoices on account by card ({id}: the order it
 * invoices): POST starts a payment of what is still open; PATCH confirms it once the card went
 * through, booking it on the company's account (Stripe's webhook books it too, once).
 */
export const POST = handler(async (_request: Request, { params }: Context) => {
  const id = parseIdParam((await params).id, 'order id');
  const caller = await requireUser();
  return NextResponse.json(await startInvoicePayment(caller, id), { status: 201 });
});

export const PATCH = handler(async (request: Request, { params }: Context) => {
  const id = parseIdParam((await params).id, 'order id');
  const caller = await requireUser();
  const { transactionId } = await parseJson(request, transactionSchema);
  return NextResponse.json(await confirmInvoicePayment(caller, id, transactionId));
});

/** This route's operations in the API document (assembled in app/api/operations.ts). */
export const openapi = {
  post: operation({
    summary: "Start a card payment of what is open of your company's invoice (finance)",
    auth: 'user',
    params: [pathId('id', 'order id')],
    ok: [
      201,
      obj({
        clientSecret: { type: 'string' },
        amount: { type: 'number', description: 'dollars: what is still open' },
        invoice: { type: 'string', description: 'INV-000123' },
      }),
    ],
    errors: [403, 404, 409, 429, 502, 503],
  }),
  patch: operation({
    summary: "Confirm a card payment of your company's invoice that the gateway completed",
    auth: 'user',
    params: [pathId('id', 'order id')],
    body: transactionSchema,
    ok: [
      200,
      obj({
        invoice: { type: 'string' },
        state: { type: 'string', enum: ['open', 'partly paid', 'paid', 'overdue'] },
        paid: { type: 'number' },
        amount: { type: 'number' },
      }),
    ],
    errors: [403, 404, 409],
  }),
} satisfies RouteOperations;
