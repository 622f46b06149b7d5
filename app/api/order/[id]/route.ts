import { NextResponse } from 'next/server';
import { requireUser } from '@/lib/auth/caller';
import { handler } from '@/lib/http/handler';
import { parseJson } from '@/lib/http/parse';
import { findOrderFor } from '@/lib/orders/access';
import { deleteOrder } from '@/lib/orders/cancel-order';
import { toOrderDto } from '@/lib/orders/order-dto';
import { placeOrder } from '@/lib/orders/place-order';
import { confirmPayment } from '@/lib/payments/pay-order';
import { parseObjectId } from '@/lib/validation/object-id';
import { orderSchema, transactionSchema } from '@/lib/validation/order';

type Context = RouteContext<'/api/order/[id]'>;

/** SPEC §7 POST /order/{id}: here {id} is the product being ordered. */
export const POST = handler(async (request: Request, { params }: Context) => {
  const productId = parseObjectId((await params).id, 'product id');
  const caller = await requireUser();
  const order = await placeOrder(caller, productId, await parseJson(request, orderSchema));
  return NextResponse.json(order, { status: 201 });
});

export const GET = handler(async (_request: Request, { params }: Context) => {
  const caller = await requireUser();
  return NextResponse.json(toOrderDto(await findOrderFor(caller, (await params).id)));
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
