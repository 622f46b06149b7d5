import { taxOf } from '@/lib/tax';
import { SHIPPING_KEY } from './charges';
import type { RecordedCharges } from './recorded';

// An offer locks its shipping and tax for as long as it is good (issue 36): the charges computed
// when it was made (its ship-to, each line's rate, the method and its price) are what each
// acceptance is charged, whatever the tables say by then.

/**
 * What one acceptance of a locked offer is charged: each line it takes taxed at the rate locked
 * for its part, on its own total, rounded once (a whole line: exactly the offer's tax on it); its
 * share of the locked shipping (`shippingCents`, see shippingShare) taxed at shipping's locked rate.
 */
export function chargesFromLock(
  lock: RecordedCharges,
  lines: readonly { productId: string; totalCents: number }[],
  shippingCents: number,
): RecordedCharges {
  const locked = new Map(lock.taxLines.map((line) => [line.key, line]));
  const taxed = (key: string, taxableCents: number) => {
    const rate = locked.get(key);
    const rateMillis = rate?.rateMillis ?? 0;
    return {
      key,
      jurisdiction: rate?.jurisdiction ?? '',
      rateMillis,
      taxableCents,
      taxCents: taxOf(taxableCents, rateMillis),
    };
  };
  const taxLines = [
    ...lines.map((line) => taxed(line.productId, line.totalCents)),
    ...(lock.method ? [taxed(SHIPPING_KEY, shippingCents)] : []),
  ];
  return {
    ...lock,
    subtotalCents: lines.reduce((sum, line) => sum + line.totalCents, 0),
    shippingCents: lock.method ? shippingCents : 0,
    taxCents: taxLines.reduce((sum, line) => sum + line.taxCents, 0),
    taxLines,
  };
}

/**
 * The locked shipping (`shippingCents`, for the whole offer, worth `offerCents`) one acceptance
 * pays: its share of the offer's value after the acceptances before it (`beforeCents`), rounded
 * down cumulatively, so the acceptances that take the whole offer pay exactly the quoted shipping.
 */
export function shippingShare(
  shippingCents: number,
  offerCents: number,
  beforeCents: number,
  takenCents: number,
): number {
  if (offerCents <= 0) return 0;
  const cumulative = (valueCents: number) =>
    (BigInt(shippingCents) * BigInt(valueCents)) / BigInt(offerCents);
  return Number(cumulative(Math.min(offerCents, beforeCents + takenCents)) - cumulative(beforeCents));
}
