import 'server-only';
import type { ShownOrder } from '@/lib/db/documents';
import { streamOrders, type OrderListFilter } from '@/lib/db/order-lists';
import { centsToDollars } from '@/lib/selling/money';
import { csvChunks } from '@/lib/csv/csv-text';
import { STATUS_LABELS } from '@/lib/model/order-status';

const COLUMNS = [
  'Order id',
  'Placed at (UTC)',
  'Customer name',
  'Customer email',
  'Phone',
  'PO number',
  'Part number',
  'Part',
  'Quantity',
  'Unit price (USD)',
  'Total (USD)',
  'Status',
  'Paid at (UTC)',
  'Transaction id',
  'Shipped at (UTC)',
  'Stock',
];

const FIELDS = [
  '_id',
  'createdAt',
  'customerName',
  'customerEmail',
  'phoneNumber',
  'poNumber',
  'partNumber',
  'productName',
  'productQuantity',
  'unitPriceCents',
  'totalCents',
  'status',
  'paidAt',
  'transactionId',
  'shippedAt',
  'stock',
] as const;

/** One CSV row per order, the columns above. */
function row(order: Pick<ShownOrder, (typeof FIELDS)[number]>) {
  return [
    order._id.toHexString(),
    order.createdAt.toISOString(),
    order.customerName,
    order.customerEmail,
    order.phoneNumber,
    order.poNumber ?? '',
    order.partNumber ?? '',
    order.productName,
    order.productQuantity,
    centsToDollars(order.unitPriceCents).toFixed(2),
    centsToDollars(order.totalCents).toFixed(2),
    STATUS_LABELS[order.status],
    order.paidAt?.toISOString() ?? '',
    order.transactionId ?? '',
    order.shippedAt?.toISOString() ?? '',
    order.stock,
  ];
}

/**
 * The orders matching Manage All Order's filters as CSV, streamed from a database cursor: any
 * number of orders without holding them in memory. The stream is pulled: the next rows are read
 * from the database only when the client has taken the previous chunk.
 */
export const ordersCsv = (filter: OrderListFilter): AsyncIterable<string> =>
  csvChunks(COLUMNS, streamOrders(filter, FIELDS), row);
