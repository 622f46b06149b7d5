import { NextResponse } from 'next/server';
import { reverseBankTransfer } from '@/lib/ledger';
import { handler, parseIdParam, parseJson } from '@/lib/http';
import { requireAdmin } from '@/lib/session';
import { paymentReversalSchema } from '@/lib/validation';
import { operation, pathId, ref, type RouteOperations } from '@/lib/openapi';

type Context = RouteContext<'/api/companies/[id]/payments/reversals'>;

/**
 * A store admin undoes a payment booked by mistake, named by its bank reference: a reversing
 * entry on the company's account (nothing is deleted). Once per payment: a repeat answers it.
 */
export const POST = handler(async (request: Request, { params }: Context) => {
  const id = parseIdParam((await params).id, 'company id');
  const admin = await requireAdmin();
  const input = await parseJson(request, paymentReversalSchema);
  return NextResponse.json(await reverseBankTransfer(admin, id, input), { status: 201 });
});

/** This route's operations in the API document (assembled in app/api/operations.ts). */
export const openapi = {
  post: operation({
    summary: 'Reverse a payment booked by mistake, by its bank reference (admins)',
    auth: 'admin',
    params: [pathId('id', 'company id')],
    body: paymentReversalSchema,
    ok: [201, ref('PaymentReversal')],
    errors: [404, 409],
  }),
} satisfies RouteOperations;
