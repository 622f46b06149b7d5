import 'server-only';
import { z } from 'zod';
import {
  chargedLine,
  chargesDtoSchema,
  chargesFor,
  destinationOf,
  placeOf,
  toChargesDto,
  type ChargedLine,
} from '@/lib/charges';
import { findCartParts } from '@/lib/catalog';
import { companyPurchase } from '@/lib/companies';
import { toId } from '@/lib/db';
import type { Caller } from '@/lib/model';
import { buyerPriceContext } from '@/lib/pricelists';
import { priceFor } from '@/lib/selling';
import type { CartChargesQuery } from '@/lib/validation';
import { findCart } from './store/carts';

export const cartChargesDtoSchema = chargesDtoSchema.extend({
  shipTos: z
    .array(z.object({ id: z.string(), label: z.string() }))
    .describe("a company buyer's ship-tos to choose from (empty for a customer of their own)"),
  shipToId: z.string().nullable().describe('the ship-to the amounts are for, of those'),
  company: z
    .boolean()
    .describe("whether the amounts are for a company's buyer (its locations, its tax status)"),
  addressId: z
    .string()
    .nullable()
    .describe(
      "a customer's own: the address of their book the amounts are for (null: collected, or one given)",
    ),
});
export type CartChargesDto = z.output<typeof cartChargesDtoSchema>;

/**
 * GET /api/cart/charges (issue 36): the caller's cart priced as it is now, with the shipping
 * options to a ship-to and the tax (lib/charges, the one place a sale's amounts are computed), as
 * checkout will charge them for the same choice (lib/charges/destination.ts: a company's ship-to,
 * a customer's address, or collected at the plant).
 */
export async function getCartCharges(caller: Caller, query: CartChargesQuery): Promise<CartChargesDto> {
  const { lines } = await findCart(toId(caller.id));
  const ids = lines.map((line) => line.productId);
  const [context, parts] = await Promise.all([buyerPriceContext(caller, ids), findCartParts(ids)]);
  const byId = new Map(parts.map((part) => [part._id.toHexString(), part]));
  const charged = lines.flatMap((line): ChargedLine[] => {
    const part = byId.get(line.productId.toHexString());
    return part ? [chargedLine(part, line.quantity, priceFor(context, part, line.quantity).totalCents)] : [];
  });
  const purchase = await companyPurchase(caller, query.shipTo);
  const place =
    query.country && query.postalCode
      ? { country: query.country, region: query.region, postalCode: query.postalCode }
      : null;
  const destination = await destinationOf(caller, purchase, {
    collect: query.collect === '1',
    addressId: query.address,
    place,
  });
  const charges = await chargesFor({
    lines: charged,
    shipTo: destination.shipTo?.address ?? null,
    billTo: destination.billTo,
    buyer: destination.buyer,
    methodId: query.method,
  });
  return {
    ...toChargesDto(charges, destination.shipTo && placeOf(destination.shipTo)),
    shipTos: purchase ? purchase.shipTos.map(({ id, label }) => ({ id, label })) : [],
    shipToId: purchase?.shipToId ?? null,
    company: purchase !== null,
    addressId: destination.shipTo?.addressId ?? null,
  };
}
