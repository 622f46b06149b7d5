import type { OrderDoc, OrderStatus } from '@/lib/db/orders';
import { centsToDollars } from '@/lib/catalog/money';

/** SPEC §3 Order with its field names; money in dollars as the spec shows it. */
export type OrderDto = {
  _id: string;
  customerName: string;
  customerEmail: string;
  phoneNumber: string;
  productId: string;
  productName: string;
  productQuantity: number;
  unitPrize: number;
  totalPrize: number;
  paid: boolean;
  status: OrderStatus;
  transactionId: string | null;
  createdAt: string;
};

export const toOrderDto = (doc: OrderDoc): OrderDto => ({
  _id: doc._id.toHexString(),
  customerName: doc.customerName,
  customerEmail: doc.customerEmail,
  phoneNumber: doc.phoneNumber,
  productId: doc.productId.toHexString(),
  productName: doc.productName,
  productQuantity: doc.productQuantity,
  unitPrize: centsToDollars(doc.unitPriceCents),
  totalPrize: centsToDollars(doc.totalCents),
  paid: doc.paid,
  status: doc.status,
  transactionId: doc.transactionId ?? null,
  createdAt: doc.createdAt.toISOString(),
});
