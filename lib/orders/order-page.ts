import 'server-only';
import type { Caller, Page, Paging } from '@/lib/model';
import { STORE, can, invoiceLabel } from '@/lib/model';
import { storeDay } from '@/lib/calendar';
import { invoiceStandings } from '@/lib/ledger';
import { centsToDollars } from '@/lib/selling';
import { findOrderByRefFor, ownedBy } from './access';
import { toOrderDto, type OrderDto, type OrderLineDto } from './order-dto';
import type { ShipmentDto } from './shipment-dto';

/** A parcel as the order page lists it: how many lines and units, not each line (one may hold 1,000). */
export type ShipmentSummary = Omit<ShipmentDto, 'lines'> & { lineCount: number; unitCount: number };

/**
 * The order page (app/dashboard/(customer)/order/[number]): the order without its lines, then
 * one page of them (those matching the search, if any). Sized to what is shown: a 1,000-line order
 * sends a page of lines, not 1,000.
 */
export type OrderPageView = {
  order: Omit<OrderDto, 'lines' | 'shipments'>;
  lineCount: number;
  /** Units still to send, over every line. */
  toShipUnits: number;
  shipments: ShipmentSummary[];
  lines: Page<OrderLineDto>;
  /** An order on account's invoice as the company's account has it: paid so far, and its state. */
  invoice: {
    number: string;
    state: string;
    paid: number;
    amount: number;
    dueDate: string;
    /** The caller is its company's finance and something is open: they may pay it by card. */
    payable: boolean;
  } | null;
  /** What the caller may do here: run the store's side (ship, refund, delete), the buyer's (cancel, confirm receipt), pay. */
  may: { administer: boolean; own: boolean; pay: boolean };
};

const squash = (text: string) => text.toLowerCase().replace(/[^a-z0-9]/g, '');

/**
 * Whether a line matches a search as a buyer types it: a part number with or without its dashes
 * and spaces ("m8 25" finds M8-25), or every word somewhere in its name or number.
 */
export function lineMatcher(search: string): (line: OrderLineDto) => boolean {
  const words = search.toLowerCase().split(/\s+/).filter(Boolean);
  const squashed = squash(search);
  if (words.length === 0) return () => true;
  return (line) =>
    (squashed !== '' && line.partNumber !== null && squash(line.partNumber).includes(squashed)) ||
    words.every((word) => `${line.name} ${line.partNumber ?? ''}`.toLowerCase().includes(word));
}

export async function getOrderPage(
  caller: Caller,
  ref: string,
  { search, paging }: { search: string; paging: Paging },
): Promise<OrderPageView> {
  const doc = await findOrderByRefFor(caller, ref);
  const { lines, shipments, ...order } = toOrderDto(doc);
  const matched = lines.filter(lineMatcher(search));
  const standing = order.onAccount
    ? (await invoiceStandings([doc._id], storeDay(new Date()))).get(order._id)
    : undefined;
  return {
    order,
    invoice: standing
      ? {
          number: invoiceLabel(standing.invoiceNumber),
          state: standing.state,
          paid: centsToDollars(standing.paidCents),
          amount: centsToDollars(standing.amountCents),
          dueDate: standing.dueDay,
          payable:
            standing.paidCents < standing.amountCents &&
            !!doc.company &&
            can(caller, 'pay-company', { companyId: doc.company.id.toHexString() }),
        }
      : null,
    lineCount: lines.length,
    toShipUnits: lines.reduce((sum, line) => sum + line.toShipQuantity, 0),
    shipments: shipments.map(({ lines: sent, ...shipment }) => ({
      ...shipment,
      lineCount: sent.length,
      unitCount: sent.reduce((sum, line) => sum + line.quantity, 0),
    })),
    lines: { rows: matched.slice(paging.skip, paging.skip + paging.limit), total: matched.length },
    may: {
      administer: can(caller, 'administer', STORE),
      own: can(caller, 'own', ownedBy(doc)),
      pay: can(caller, 'pay', ownedBy(doc)),
    },
  };
}
