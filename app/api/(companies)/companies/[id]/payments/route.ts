import { NextResponse } from 'next/server';
import { recordBankTransfer } from '@/lib/ledger';
import { handler, parseIdParam, parseJson, retrySafe } from '@/lib/http';
import { requireAdmin } from '@/lib/session';
import { bankTransferSchema } from '@/lib/validation';
import { operation, pathId, ref, type RouteOperations } from '@/lib/openapi';

type Context = RouteContext<'/api/companies/[id]/payments'>;

/**
 * A store admin records a bank transfer from a company: booked on its account, applied to its
 * oldest due invoices (or the one named first); retry-safe by Idempotency-Key (booked once).
 */
export const POST = handler(async (request: Request, { params }: Context) => {
  const id = parseIdParam((await params).id, 'company id');
  const admin = await requireAdmin();
  const input = await parseJson(request, bankTransferSchema);
  const payment = await retrySafe(request, admin.id, `company.payment:${id}`, input, (requestKey) =>
    recordBankTransfer(admin, id, input, requestKey),
  );
  return NextResponse.json(payment, { status: 201 });
});

/** This route's operations in the API document (assembled in app/api/operations.ts). */
export const openapi = {
  post: operation({
    summary: 'Record a bank transfer received from a company (admins)',
    auth: 'admin',
    params: [pathId('id', 'company id')],
    body: bankTransferSchema,
    idempotent: true,
    ok: [201, ref('Payment')],
    errors: [404, 409, 429],
  }),
} satisfies RouteOperations;
