import 'server-only';
import type { OrderLine, ShownOrder } from './store/orders-doc';
import { streamOrders, type OrderListFilter } from './store/order-lists';
import { centsToDollars } from '@/lib/selling';
import { csvChunks } from '@/lib/csv';
import { STATUS_LABELS, orderLabel } from '@/lib/model';

const COLUMNS = [
  'Order id',
  'Order number',
  'Placed at (UTC)',
  'Customer name',
  'Customer email',
  'Phone',
  'PO number',
  'Line',
  'Part number',
  'Part',
  'Quantity',
  'Unit price (USD)',
  'Line total (USD)',
  'Order total (USD)',
  'Status',
  'Paid at (UTC)',
  'Transaction id',
  'Shipped at (UTC)',
  'Stock',
];

const FIELDS = [
  '_id',
  'number',
  'createdAt',
  'customerName',
  'customerEmail',
  'phoneNumber',
  'poNumber',
  'lines',
  'totalCents',
  'status',
  'paidAt',
  'transactionId',
  'shippedAt',
  'stock',
] as const;

type ExportedOrder = Pick<ShownOrder, (typeof FIELDS)[number]>;
type ExportedLine = { order: ExportedOrder; line: OrderLine; number: number };

/** Each order's lines, one at a time (an order's fields repeat on each of its rows). */
async function* linesOf(orders: AsyncIterable<ExportedOrder>): AsyncGenerator<ExportedLine> {
  for await (const order of orders) {
    let number = 0;
    for (const line of order.lines) yield { order, line, number: (number += 1) };
  }
}

/** One CSV row per order line, the columns above. */
function row({ order, line, number }: ExportedLine) {
  return [
    order._id.toHexString(),
    order.number === undefined ? '' : orderLabel(order.number),
    order.createdAt.toISOString(),
    order.customerName,
    order.customerEmail,
    order.phoneNumber,
    order.poNumber ?? '',
    number,
    line.partNumber ?? '',
    line.name,
    line.quantity,
    centsToDollars(line.unitPriceCents).toFixed(2),
    centsToDollars(line.totalCents).toFixed(2),
    centsToDollars(order.totalCents).toFixed(2),
    STATUS_LABELS[order.status],
    order.paidAt?.toISOString() ?? '',
    order.transactionId ?? '',
    order.shippedAt?.toISOString() ?? '',
    order.stock,
  ];
}

/**
 * The orders matching Manage All Order's filters as CSV, a row per line, streamed from a database
 * cursor: any number of orders without holding them in memory. The stream is pulled: the next rows
 * are read from the database only when the client has taken the previous chunk.
 */
export const ordersCsv = (filter: OrderListFilter): AsyncIterable<string> =>
  csvChunks(COLUMNS, linesOf(streamOrders(filter, FIELDS)), row);
