import 'server-only';
import { shippingAddressOf } from '@/lib/addresses';
import type { CompanyPurchase } from '@/lib/companies';
import type { Address, Caller } from '@/lib/model';
import type { BuyerTaxStatus } from '@/lib/tax';

/** An address as shipping and tax read it; a whole one (street, city) when it came from a book. */
export type Place = Pick<Address, 'country' | 'region' | 'postalCode'> & Partial<Address>;

/** Where a sale goes and who pays for it, as the cart and checkout resolve it. */
export type Destination = {
  /** null: collected at the plant. `addressId`: the address of the buyer's book it is. */
  shipTo: { label: string | null; address: Place; addressId?: string } | null;
  billTo: Address | null;
  buyer: BuyerTaxStatus;
};

/** The buyer's choice: collect at the plant, one of their addresses, or (the cart's preview only) a place typed in. */
export type DestinationChoice = {
  collect?: boolean | undefined;
  addressId?: string | undefined;
  place?: Place | null;
};

const NO_STATUS: BuyerTaxStatus = { taxId: null, certificate: null };

/**
 * Where this buyer's sale goes (issue 36). A company's buyer: the company's ship-to chosen in
 * `purchase` (its bill-to when it keeps none), taxed with the company's tax id and certificate. A
 * customer of their own: the place given, else the address of their book named, else their
 * default; with none, or when they choose to, the order is collected at the plant.
 */
export async function destinationOf(
  caller: Caller,
  purchase: Pick<CompanyPurchase, 'copy' | 'taxExemption'> | null,
  choice: DestinationChoice,
): Promise<Destination> {
  if (purchase) {
    const { copy, taxExemption } = purchase;
    return {
      shipTo: choice.collect ? null : (copy.shipTo ?? { label: 'Bill-to address', address: copy.billTo }),
      billTo: copy.billTo,
      buyer: { taxId: copy.taxId, certificate: taxExemption },
    };
  }
  if (choice.collect) return { shipTo: null, billTo: null, buyer: NO_STATUS };
  if (choice.place) return { shipTo: { label: null, address: choice.place }, billTo: null, buyer: NO_STATUS };
  const saved = await shippingAddressOf(caller, choice.addressId);
  const shipTo = saved && { label: saved.label, address: saved.address, addressId: saved._id.toHexString() };
  return { shipTo, billTo: null, buyer: NO_STATUS };
}

/** Where the amounts are for, as an answer echoes it (lib/charges/charges-dto.ts). */
export const placeOf = (shipTo: NonNullable<Destination['shipTo']>) => ({
  label: shipTo.label,
  country: shipTo.address.country,
  region: shipTo.address.region ?? null,
  postalCode: shipTo.address.postalCode,
});
