import 'server-only';
import type { OrderDoc, ShownOrder } from './store/orders-doc';
import type { HeldPart } from '@/lib/catalog';
import { confirmPlaced, deleteUnheldPlacing, endPlacing } from './store/order-placing';
import { findOrderByRequestKey, insertNumberedOrder } from './store/orders';
import { env } from '@/lib/env';
import { AppError, CARD_SETTLEMENT, isShown } from '@/lib/model';
import { afterCancel } from './after-cancel';
import { sendOrderMailSoon } from './order-mail';
import { releaseLapsedHolds } from './holds';
import { heldLines, returnLines, takeLines, type LineUnits } from './stock-moves';
import { reservePlacing, settleSpendSoon, spendOwnerOf } from './spend-ledger';
import type { SpendOwner } from './store/spend-totals';

/**
 * Every way an order takes stock — a new order from the purchase page, an accepted quote, an
 * expired order taken up again to be paid — goes through here (docs/decisions/0019):
 *
 *   1. the order is written first, `placing`, naming the hold it is about to take (`holdTakenAt`);
 *   2. each line's units go into that hold on its part (one conditional update each: never
 *      oversold; eight lines at a time); if a line's stock is not there, the lines held go back:
 *      all or none;
 *   3. the order becomes `unpaid` (conditional on still `placing` with that hold).
 *
 * So every hold has an order, and an unpaid order always holds every line. A placement that stops
 * half-way (no stock, a crash, an outage) is ended by whoever gets there first, the placer or the
 * sweep (./sweep.ts): the order is cancelled (or expired again), then its holds returned.
 */

/** The fields a placement needs of its order: which units of which parts, for which offer. */
export type Placing = Pick<OrderDoc, '_id' | 'quoteId' | 'number'> & { lines: LineUnits[] };

/**
 * The mail a new order owes once its stock is held: "pay now". An order placed for the account
 * owes none yet: it owes "confirmed on account" once it is (./on-account.ts), and never if a crash
 * stops it before.
 */
const placedMailOf = (order: Pick<OrderDoc, 'settlement'>) =>
  order.settlement?.method === 'account' ? undefined : 'order-placed';

const NOT_PLACED = 'Your order could not be placed just now. Please try again.';

type NewOrder = Omit<
  OrderDoc,
  'paid' | 'status' | 'stock' | 'holdUntil' | 'holdTakenAt' | 'createdAt' | 'totalCents' | 'number'
>;

/** What an order records when its stock is held. */
export type Recorded = Partial<Pick<OrderDoc, 'lines' | 'totalCents' | 'charges'>>;

/** A last check of a placement once its prices are recorded: an error ends it. */
export type PlaceAdmit = (order: { totalCents: number; lineCount: number }) => Promise<AppError | null>;

type Options = {
  /**
   * What the order records from its parts as the holds found them (in line order): names, numbers,
   * prices, and its shipping and tax. An AppError (the ship-to cannot be shipped to) ends the placement.
   */
  record: (parts: HeldPart[]) => Recorded | Promise<Recorded>;
  /** A last condition after the stock is held (an offer still open), told the order's number: false ends the placement. */
  claim?: (orderNumber: OrderDoc['number']) => Promise<boolean>;
  /** What the customer reads when a line's stock is not there (it may read the part again). */
  noStock: (line: LineUnits) => AppError | Promise<AppError>;
  /**
   * A last check of the order once its prices are recorded (a company buyer's spending limits and
   * approval rules; a requisition's frozen prices): an error ends the placement, its stock given back.
   */
  admit?: PlaceAdmit;
  /** What the customer reads when the claim fails. */
  claimLost?: () => AppError;
  /** The mail the confirmation owes (a new order's; a revived one owes none). */
  mail?: string;
  /** A company order's buyer and period: it counts as spent from its admission (./spend-ledger.ts). */
  spend?: SpendOwner | null;
};

/**
 * A new order: written `placing`, every line's stock held, then `unpaid` for ORDER_HOLD_MINUTES.
 * A retried request (its `requestKey` on an order already) answers the order it made, finishing
 * its placement first if a crash stopped it half-way.
 */
export async function placeNewOrder(fields: NewOrder, options: Options): Promise<ShownOrder> {
  const made = fields.requestKey ? await findOrderByRequestKey(fields.requestKey) : null;
  if (made) return made.status === 'placing' ? resumePlacing(made, options) : answerMade(made);
  const now = new Date();
  const unnumbered: Omit<OrderDoc, 'number'> = {
    ...fields,
    totalCents: 0,
    // A checkout on account says so from the start (it owes no "pay now" mail).
    settlement: fields.settlement ?? CARD_SETTLEMENT,
    status: 'placing',
    stock: 'held',
    holdUntil: new Date(now.getTime() + env().ORDER_HOLD_MINUTES * 60_000),
    holdTakenAt: now,
    createdAt: now,
  };
  // If this write fails, no stock was taken; an order that landed anyway stays `placing` until the
  // sweep cancels it.
  const order = await insertNumberedOrder(unnumbered);
  const spend = spendOwnerOf(order);
  const mail = placedMailOf(order);
  const took = await holdAndConfirm(order, now, { ...options, mail, spend });
  const placed: ShownOrder = { ...order, ...took, status: 'unpaid' };
  if (mail) await sendOrderMailSoon(placed, mail);
  return placed;
}

/**
 * The order a request with this key placed to the end, for its retry to answer before any limit
 * or check (its own order counts against the open-order cap); null if none, or if a crash stopped
 * its placement half-way (placeNewOrder takes that up).
 */
export async function orderMadeBy(requestKey: string | null): Promise<ShownOrder | null> {
  const made = await madeBy(requestKey);
  return made && 'finished' in made ? made.finished : null;
}

/** The order a request with this key made: placed to the end, or still `placing` (a crash). */
export async function madeBy(
  requestKey: string | null,
): Promise<{ finished: ShownOrder } | { placing: OrderDoc['_id'] } | null> {
  const made = requestKey ? await findOrderByRequestKey(requestKey) : null;
  if (!made) return null;
  return made.status === 'placing' ? { placing: made._id } : { finished: await answerMade(made) };
}

/** A retried request's order, placed to the end: as it is now. */
async function answerMade(made: OrderDoc): Promise<ShownOrder> {
  if (!isShown(made)) throw new AppError('conflict', NOT_PLACED);
  // The mail may be all that a crash kept from it (recorded once, whoever records it).
  for (const cause of made.mailToSend ?? []) await sendOrderMailSoon(made, cause);
  return made;
}

/**
 * A retried request's placement that a crash stopped half-way, taken up where it stopped: the
 * lines it holds count as taken, the others are taken into the same hold, then it is confirmed.
 */
async function resumePlacing(made: OrderDoc, options: Options): Promise<ShownOrder> {
  // An expired order being paid again (a revival) is placing for its payment, not for this request.
  if (made.revival) throw new AppError('conflict', NOT_PLACED);
  const mail = placedMailOf(made);
  const took = await holdAndConfirm(made, made.holdTakenAt!, {
    ...options,
    mail,
    resume: true,
    spend: spendOwnerOf(made),
  });
  const placed: ShownOrder = { ...made, ...took, status: 'unpaid' };
  if (mail) await sendOrderMailSoon(placed, mail);
  return placed;
}

/**
 * Steps 2 and 3 for an order already `placing` with hold `takenAt`. Answers what the order took
 * from its parts. On a refusal the placement is ended here and the reason thrown; on an error
 * (the database away) it is left for the sweep.
 */
export async function holdAndConfirm(
  order: Placing,
  takenAt: Date,
  { record, claim, noStock, claimLost, admit, mail, spend, resume = false }: Options & { resume?: boolean },
): Promise<Recorded> {
  const held = await holdAll(order, takenAt, resume);
  if ('short' in held) {
    // All or none: the lines held go back, and a new order leaves no trace.
    await returnLines(order._id, order.lines, takenAt);
    if (!(await deleteUnheldPlacing(order._id, takenAt))) await abandonPlacing(order, takenAt);
    throw await noStock(held.short);
  }
  const { parts } = held;
  if (claim && !(await claim(order.number))) {
    await abandonPlacing(order, takenAt);
    throw claimLost?.() ?? new AppError('conflict', NOT_PLACED);
  }
  let took: Recorded;
  try {
    took = await record(parts);
  } catch (error) {
    // A refusal (nowhere to ship this cart) ends the placement here; an outage leaves it to the sweep.
    if (error instanceof AppError) await abandonPlacing(order, takenAt);
    throw error;
  }
  const refusal = admit && (await admit({ totalCents: took.totalCents ?? 0, lineCount: order.lines.length }));
  if (refusal) {
    await abandonPlacing(order, takenAt);
    throw refusal;
  }
  if (spend) await reservePlacing(spend, order._id, took.totalCents ?? 0);
  const confirmed = await confirmPlaced(order._id, takenAt, took, mail, Boolean(spend));
  // Its share of the buyer's spend written (or, not placed, its reservation given back).
  if (spend) await settleSpendSoon(order._id);
  if (confirmed) return took;
  // The sweep ended this placement first (it had taken too long): the holds go back (whichever of
  // us gets there first; each release names its hold exactly, so it happens once).
  await returnLines(order._id, order.lines, takenAt);
  throw new AppError('conflict', NOT_PLACED);
}

/**
 * Takes every line's units into hold `takenAt`; where a line's stock is not there, stock held by
 * lapsed orders of its part is returned first and that line tried again. Answers the parts as
 * held, or the first line (in order) still short.
 */
async function holdAll(
  order: Placing,
  takenAt: Date,
  resume: boolean,
): Promise<{ parts: HeldPart[] } | { short: LineUnits }> {
  // A placement taken up again after a crash: the lines its first run held count as taken.
  const already = resume ? await heldLines(order._id, order.lines, takenAt) : new Map<string, HeldPart>();
  const toTake = order.lines.filter((line) => !already.has(line.productId.toHexString()));
  const taken = new Map([...already, ...(await takeLines(order._id, toTake, takenAt))]);
  const missing = () => order.lines.filter((line) => !taken.has(line.productId.toHexString()));
  const retry: LineUnits[] = [];
  for (const line of missing()) {
    if ((await releaseLapsedHolds({ productId: line.productId })) === 0) return { short: line };
    retry.push(line);
  }
  for (const [id, part] of await takeLines(order._id, retry, takenAt)) taken.set(id, part);
  const [short] = missing();
  if (short) return { short };
  return { parts: order.lines.map((line) => taken.get(line.productId.toHexString())!) };
}

/**
 * Ends a placement that did not finish: the order cancelled (a revived one expired again), then
 * the holds it may have taken returned, and an accepted offer opened again. Nothing happens when
 * the placement had finished or someone else ended it (they return the holds).
 */
export async function abandonPlacing(order: Placing, takenAt: Date): Promise<void> {
  const ended = await endPlacing(order._id, takenAt, new Date(), Boolean(order.quoteId));
  if (ended === 'expired') await returnLines(order._id, order.lines, takenAt);
  // A placement is never paid: it left `placing`.
  if (ended === 'cancelled') await afterCancel({ ...order, status: 'placing', holdTakenAt: takenAt });
}
