import 'server-only';
import { Readable } from 'node:stream';
import { stringify } from 'csv-stringify';
import { streamOrders, type OrderListFilter } from '@/lib/db/orders';
import { centsToDollars } from '@/lib/catalog/money';
import { STATUS_LABELS } from './states';

const COLUMNS = [
  'Order id',
  'Placed at (UTC)',
  'Customer name',
  'Customer email',
  'Phone',
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

async function* rows(filter: OrderListFilter) {
  for await (const order of streamOrders(filter)) {
    yield [
      order._id.toHexString(),
      order.createdAt.toISOString(),
      order.customerName,
      order.customerEmail,
      order.phoneNumber,
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
}

/**
 * The orders matching Manage All Order's filters as CSV, streamed from a database cursor: any
 * number of orders without holding them in memory. csv-stringify quotes per RFC 4180 (CRLF
 * records) and neutralises cells that spreadsheets would run as formulas (=, +, -, @, tab, CR).
 * A BOM tells spreadsheet programs the file is UTF-8.
 */
export function ordersCsv(filter: OrderListFilter): ReadableStream<Uint8Array> {
  const csv = Readable.from(rows(filter)).pipe(
    stringify({
      header: true,
      columns: COLUMNS,
      record_delimiter: 'windows',
      escape_formulas: true,
      bom: true,
    }),
  );
  return Readable.toWeb(csv) as ReadableStream<Uint8Array>;
}
