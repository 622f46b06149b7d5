import type { Address, ShippingKind, TaxClass } from '@/lib/model';
import type { Charges } from './charges';
import type { Destination } from './destination';

/**
 * A sale's amounts as its order keeps them (issue 36): what was charged and why, so the invoice,
 * the credit notes and the refunds read the same figures whatever the tables say later.
 */
export type RecordedCharges = {
  /** null: collected at the plant. */
  shipTo: { label: string | null; address: Address } | null;
  billTo: Address | null;
  buyerTaxId: string | null;
  method: { id: string; name: string; kind: ShippingKind; taxClass: TaxClass } | null;
  subtotalCents: number;
  shippingCents: number;
  taxCents: number;
  /** Each line's tax (key: the part id), then shipping's (key 'shipping'). */
  taxLines: {
    key: string;
    jurisdiction: string;
    rateMillis: number;
    taxableCents: number;
    taxCents: number;
  }[];
  taxBasis: 'ship-to' | 'bill-to';
  exemption: string | null;
};

/** What an order records of its charges and where it goes. */
export function recordedCharges(charges: Charges, destination: Destination): RecordedCharges {
  const { shipTo } = destination;
  return {
    shipTo: shipTo
      ? {
          label: shipTo.label,
          address: {
            line1: shipTo.address.line1 ?? '',
            ...(shipTo.address.line2 ? { line2: shipTo.address.line2 } : {}),
            city: shipTo.address.city ?? '',
            postalCode: shipTo.address.postalCode,
            ...(shipTo.address.region ? { region: shipTo.address.region } : {}),
            country: shipTo.address.country,
          },
        }
      : null,
    billTo: destination.billTo,
    buyerTaxId: destination.buyer.taxId,
    method: charges.method
      ? {
          id: charges.method.methodId,
          name: charges.method.name,
          kind: charges.method.kind,
          taxClass: charges.method.taxClass,
        }
      : null,
    subtotalCents: charges.subtotalCents,
    shippingCents: charges.shippingCents,
    taxCents: charges.taxCents,
    taxLines: charges.taxLines.map((line) => ({
      key: line.key,
      jurisdiction: line.jurisdiction,
      rateMillis: line.rateMillis,
      taxableCents: line.totalCents,
      taxCents: line.taxCents,
    })),
    taxBasis: charges.taxBasis,
    exemption: charges.exemption,
  };
}
