import { NextResponse } from 'next/server';
import { requireUser } from '@/lib/session';
import { handler, parseJson, parseIdParam, retrySafe } from '@/lib/http';
import { getOrder, deleteOrder, placeOrder, confirmPayment } from '@/lib/orders';
import { orderSchema, transactionSchema } from '@/lib/validation';
import { obj, operation, pathId, ref, type RouteOperations } from '@/lib/openapi';

type Context = RouteContext<'/api/order/[id]'>;

/** docs/product.md#the-api POST /order/{id}: here {id} is the product being ordered. */
export const POST = handler(async (request: Request, { params }: Context) => {
  const productId = parseIdParam((await params).id, 'product id');
  const caller = await requireUser();
  const input = await parseJson(request, orderSchema);
  const order = await retrySafe(request, caller.id, 'order.place', { productId, input }, (key) =>
    placeOrder(caller, productId, input, key),
  );
  return NextResponse.json(order, { status: 201 });
});

export const GET = handler(async (_request: Request, { params }: Context) => {
  const caller = await requireUser();
  return NextResponse.json(await getOrder(caller, (await params).id));
});

/** After the card is confirmed: paid only once the gateway confirms it to the server. */
export const PATCH = handler(async (request: Request, { params }: Context) => {
  const caller = await requireUser();
  const { transactionId } = await parseJson(request, transactionSchema);
  return NextResponse.json(await confirmPayment(caller, (await params).id, transactionId));
});

export const DELETE = handler(async (_request: Request, { params }: Context) => {
  const caller = await requireUser();
  const result = await deleteOrder(caller, (await params).id);
  return NextResponse.json(result);
});

/** This route's operations in the API document (assembled in app/api/operations.ts). */
export const openapi = {
  post: operation({
    summary: 'Order a product ({id}: the product); stock held until paid',
    auth: 'user',
    params: [pathId('id', 'product id')],
    body: orderSchema,
    idempotent: true,
    ok: [201, ref('Order')],
    errors: [409, 429],
  }),
  get: operation({
    summary: 'One of your orders',
    auth: 'user',
    params: [pathId('id', 'order id')],
    ok: [200, ref('Order')],
  }),
  patch: operation({
    summary: 'Confirm a payment the gateway completed',
    auth: 'user',
    params: [pathId('id', 'order id')],
    body: transactionSchema,
    ok: [200, ref('Order')],
    errors: [402, 409, 429, 502],
  }),
  delete: operation({
    summary: 'Cancel an unpaid order (admins: delete any)',
    auth: 'user',
    params: [pathId('id', 'order id')],
    ok: [200, obj({ deletedCount: { type: 'integer' } })],
    errors: [409, 502],
  }),
} satisfies RouteOperations;
