import 'server-only';
import { stringify } from 'csv-stringify/sync';
import { streamOrders, type OrderDoc, type OrderListFilter } from '@/lib/db/orders';
import { centsToDollars } from '@/lib/catalog/money';
import { textStream } from '@/lib/http/text-stream';
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

const FIELDS = [
  '_id',
  'createdAt',
  'customerName',
  'customerEmail',
  'phoneNumber',
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
function row(order: Pick<OrderDoc, (typeof FIELDS)[number]>) {
  return [
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

/** Rows per chunk: one string for many rows keeps the objects in flight (and the garbage) few. */
const CHUNK_ROWS = 100;

/**
 * csv-stringify quotes per RFC 4180 (CRLF records) and neutralises cells that spreadsheets would
 * run as formulas (=, +, -, @, tab, CR). The first chunk carries a BOM, which tells spreadsheet
 * programs the file is UTF-8, and the header.
 */
async function* csvChunks(filter: OrderListFilter): AsyncGenerator<string> {
  const options = { columns: COLUMNS, record_delimiter: 'windows', escape_formulas: true } as const;
  let batch: unknown[][] = [];
  let first = true;
  const flush = () => {
    const text = stringify(batch, { ...options, header: first, bom: first });
    batch = [];
    first = false;
    return text;
  };
  for await (const order of streamOrders(filter, FIELDS)) {
    batch.push(row(order));
    if (batch.length === CHUNK_ROWS) yield flush();
  }
  if (batch.length > 0 || first) yield flush();
}

/**
 * The orders matching Manage All Order's filters as CSV, streamed from a database cursor: any
 * number of orders without holding them in memory. The stream is pulled: the next rows are read
 * from the database only when the client has taken the previous chunk.
 */
export function ordersCsv(filter: OrderListFilter): ReadableStream<Uint8Array> {
  return textStream(csvChunks(filter));
}
