import type { ShownOrder } from '@/lib/db/documents';
import type { OrderStatus, StockState } from '@/lib/model/order-status';
import { centsToDollars } from '@/lib/selling/money';

/** docs/product.md#entities Order with its field names; money in dollars as the spec shows it. */
export type OrderDto = {
  _id: string;
  customerName: string;
  customerEmail: string;
  phoneNumber: string;
  productId: string;
  productName: string;
  /** The part's number when ordered (null on orders from before part numbers). */
  partNumber: string | null;
  productQuantity: number;
  /** The unit price charged (the part's, its volume price, or a quote's). */
  unitPrize: number;
  /** The buyer's purchase-order reference (null: none given). */
  poNumber: string | null;
  totalPrize: number;
  paid: boolean;
  status: OrderStatus;
  transactionId: string | null;
  createdAt: string;
  /** Until when an unpaid order holds its stock (null once it does not). */
  holdUntil: string | null;
  /** Where the ordered units are: `short` means paid after the hold lapsed with no stock left (an admin acts). */
  stock: StockState;
};

export const toOrderDto = (doc: ShownOrder): OrderDto => ({
  _id: doc._id.toHexString(),
  customerName: doc.customerName,
  customerEmail: doc.customerEmail,
  phoneNumber: doc.phoneNumber,
  productId: doc.productId.toHexString(),
  productName: doc.productName,
  partNumber: doc.partNumber ?? null,
  productQuantity: doc.productQuantity,
  unitPrize: centsToDollars(doc.unitPriceCents),
  poNumber: doc.poNumber ?? null,
  totalPrize: centsToDollars(doc.totalCents),
  paid: doc.paid,
  status: doc.status,
  transactionId: doc.transactionId ?? null,
  createdAt: doc.createdAt.toISOString(),
  holdUntil: doc.status === 'unpaid' ? doc.holdUntil.toISOString() : null,
  stock: doc.stock,
});
