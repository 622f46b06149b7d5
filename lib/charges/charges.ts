import 'server-only';
import { storeDay } from '@/lib/calendar';
import { env } from '@/lib/env';
import type { Address, TaxClass } from '@/lib/model';
import { shippingFor, type ShippingOption } from '@/lib/shipping';
import { exemptionFor, taxProvider, type BuyerTaxStatus, type TaxedLine } from '@/lib/tax';

/** A priced line as shipping and tax weigh it (its total from lib/selling's priceFor, in cents). */
export type ChargedLine = {
  productId: string;
  partNumber: string;
  quantity: number;
  totalCents: number;
  weightGrams: number | null;
  taxClass: TaxClass;
};

/** A line as shipping and tax weigh it: its part's weight and tax class, its priced total. */
export const chargedLine = (
  part: { _id: { toHexString(): string }; partNumber?: string; weightGrams?: number; taxClass?: TaxClass },
  quantity: number,
  totalCents: number,
): ChargedLine => ({
  productId: part._id.toHexString(),
  partNumber: part.partNumber ?? '',
  quantity,
  totalCents,
  weightGrams: part.weightGrams ?? null,
  taxClass: part.taxClass ?? 'standard',
});

type Place = Pick<Address, 'country' | 'region' | 'postalCode'>;

/**
 * Where a sale goes and who pays: the ship-to (null: collected at the plant), the bill-to (null:
 * the ship-to's), the buyer's tax status.
 */
export type ChargesInput = {
  lines: readonly ChargedLine[];
  shipTo: Place | null;
  billTo: Place | null;
  buyer: BuyerTaxStatus;
  /** The shipping method chosen (none, or one not available: the zone's first available). */
  methodId?: string | undefined;
  at?: Date;
  /** Which address decides the tax (default: the store's TAX_ADDRESS setting). */
  taxBasis?: 'ship-to' | 'bill-to';
};

/** A sale's amounts, each computed once, here: what the buyer sees is what is charged. */
export type Charges = {
  /** False: the store has no shipping zone, so it charges no shipping (nor refuses an address). */
  storeShips: boolean;
  /** Collected at the plant (no ship-to): no shipping, taxed where the plant is. */
  collected: boolean;
  zone: { id: string; name: string } | null;
  options: ShippingOption[];
  /** The method the amounts are for (null: none can ship this cart there). */
  method: (ShippingOption & { available: true }) | null;
  subtotalCents: number;
  shippingCents: number;
  taxCents: number;
  totalCents: number;
  /** Each line's tax, then shipping's (key 'shipping'), each rounded once. */
  taxLines: TaxedLine[];
  taxBasis: 'ship-to' | 'bill-to';
  /** The invoice's legal mention of an exemption (null: none). */
  exemption: string | null;
};

/** The key of shipping among the taxed lines. */
export const SHIPPING_KEY = 'shipping';

/** The plant, where an order collected there is taxed (SELLER_COUNTRY, SELLER_REGION, SELLER_POSTAL_CODE). */
export function plantAddress(): Place {
  const { SELLER_COUNTRY, SELLER_REGION, SELLER_POSTAL_CODE } = env();
  return { country: SELLER_COUNTRY, region: SELLER_REGION, postalCode: SELLER_POSTAL_CODE ?? '' };
}

/** Why an order cannot ship where it is asked to (null: it can, or the store quotes no shipping). */
export function shippingProblem(charges: Charges, country: string): string | null {
  if (charges.collected || !charges.storeShips) return null;
  if (!charges.zone)
    return `We do not ship to ${country} yet: choose another address, collect at the plant, or ask us for a quote.`;
  if (!charges.method) {
    const reasons = charges.options.flatMap((option) => (option.available ? [] : [option.reason]));
    return `No shipping method can take this cart there${reasons.length ? ` (${reasons.join('; ')})` : ''}: collect at the plant or ask us for a quote.`;
  }
  return null;
}

/**
 * The amounts of a sale (issue 36): subtotal (the lines' prices), shipping (the chosen method of the
 * zone the ship-to falls in), tax (the store's provider, on the ship-to or bill-to by the store's
 * setting, lines and shipping each rounded once) and total = subtotal + shipping + tax, exactly.
 */
export async function chargesFor(input: ChargesInput): Promise<Charges> {
  const at = input.at ?? new Date();
  const subtotalCents = input.lines.reduce((sum, line) => sum + line.totalCents, 0);
  const shipTo = input.shipTo ?? plantAddress();
  const { zone, options, storeShips } = input.shipTo
    ? await shippingFor(input.shipTo, {
        subtotalCents,
        lines: input.lines.map(({ partNumber, quantity, weightGrams }) => ({
          partNumber,
          quantity,
          weightGrams,
        })),
      })
    : { zone: null, options: [], storeShips: true };
  const available = options.filter((option) => option.available);
  // The zone's order is the store's: its first available method is the one it offers first.
  const method = available.find((option) => option.methodId === input.methodId) ?? available[0] ?? null;
  const shippingCents = method?.cents ?? 0;
  const { TAX_ADDRESS, SELLER_COUNTRY } = env();
  const basis = input.taxBasis ?? TAX_ADDRESS;
  const taxAddress = basis === 'bill-to' && input.billTo ? input.billTo : shipTo;
  const exemption = exemptionFor(input.buyer, taxAddress.country, SELLER_COUNTRY, storeDay(at));
  const tax = await taxProvider().quote({
    address: taxAddress,
    lines: [
      ...input.lines.map((line) => ({
        key: line.productId,
        totalCents: line.totalCents,
        taxClass: line.taxClass,
      })),
      ...(method ? [{ key: SHIPPING_KEY, totalCents: shippingCents, taxClass: method.taxClass }] : []),
    ],
    at,
    exemption,
  });
  return {
    storeShips,
    collected: !input.shipTo,
    zone,
    options,
    method,
    subtotalCents,
    shippingCents,
    taxCents: tax.taxCents,
    totalCents: subtotalCents + shippingCents + tax.taxCents,
    taxLines: tax.lines,
    taxBasis: taxAddress === shipTo ? 'ship-to' : 'bill-to',
    exemption: tax.mention,
  };
}
