import 'server-only';
import { z } from 'zod';
import { shippingAddressOf } from '@/lib/addresses';
import { chargesDtoSchema, chargesFor, noAddress, toChargesDto, type ChargedLine } from '@/lib/charges';
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
});
export type CartChargesDto = z.output<typeof cartChargesDtoSchema>;

/**
 * GET /api/cart/charges (issue 36): the caller's cart priced as it is now, with the shipping
 * options to a ship-to and the tax (lib/charges, the one place a sale's amounts are computed). A
 * company's buyer ships to one of the company's ship-tos they may use (the first unless they
 * choose; the bill-to when the company has none), taxed with the company's tax id and exempted by
 * its certificate through the certificate's last day; a customer of their own gives an address or
 * ships to one of their address book (their default unless they name one).
 */
export async function getCartCharges(caller: Caller, query: CartChargesQuery): Promise<CartChargesDto> {
  const { lines } = await findCart(toId(caller.id));
  const ids = lines.map((line) => line.productId);
  const [context, parts] = await Promise.all([buyerPriceContext(caller, ids), findCartParts(ids)]);
  const byId = new Map(parts.map((part) => [part._id.toHexString(), part]));
  const charged = lines.flatMap((line): ChargedLine[] => {
    const part = byId.get(line.productId.toHexString());
    if (!part) return [];
    return [
      {
        productId: part._id.toHexString(),
        partNumber: part.partNumber,
        quantity: line.quantity,
        totalCents: priceFor(context, part, line.quantity).totalCents,
        weightGrams: part.weightGrams ?? null,
        taxClass: part.taxClass ?? 'standard',
      },
    ];
  });
  const purchase = await companyPurchase(caller, query.shipTo);
  if (purchase) {
    const shipTo = purchase.copy.shipTo ?? { label: 'Bill-to address', address: purchase.copy.billTo };
    const charges = await chargesFor({
      lines: charged,
      shipTo: shipTo.address,
      billTo: purchase.copy.billTo,
      buyer: { taxId: purchase.copy.taxId, certificate: purchase.taxExemption },
      methodId: query.method,
    });
    const place = {
      label: shipTo.label,
      country: shipTo.address.country,
      region: shipTo.address.region ?? null,
      postalCode: shipTo.address.postalCode,
    };
    const shipTos = purchase.shipTos.map(({ id, label }) => ({ id, label }));
    return { ...toChargesDto(charges, place), shipTos, shipToId: purchase.shipToId };
  }
  const subtotalCents = charged.reduce((sum, line) => sum + line.totalCents, 0);
  // An address given whole, else one of theirs named, else their default.
  const saved = query.country && query.postalCode ? null : await shippingAddressOf(caller, query.address);
  const address =
    saved?.address ??
    (query.country && query.postalCode
      ? { country: query.country, region: query.region, postalCode: query.postalCode }
      : null);
  if (!address) return { ...noAddress(subtotalCents), shipTos: [], shipToId: null };
  const charges = await chargesFor({
    lines: charged,
    shipTo: address,
    billTo: null,
    buyer: { taxId: null, certificate: null },
    methodId: query.method,
  });
  const place = {
    label: saved?.label ?? null,
    country: address.country,
    region: address.region ?? null,
    postalCode: address.postalCode,
  };
  return { ...toChargesDto(charges, place), shipTos: [], shipToId: null };
}
