import type { RecordedCharges } from '@/lib/charges';
import { SHIPPING_KEY } from '@/lib/charges';
import { addressLines } from '@/lib/model';
import type { LineTax, PrintedCharges } from './invoice-pdf';

/** An order's recorded charges as its invoice prints them (issue 36); none for an order from before. */
export function printedCharges(charges: RecordedCharges | undefined): PrintedCharges | undefined {
  if (!charges) return undefined;
  const shippingTax = taxOf(charges, SHIPPING_KEY);
  return {
    subtotalCents: charges.subtotalCents,
    shipping: charges.method
      ? {
          label: charges.method.name,
          cents: charges.shippingCents,
          tax: shippingTax ?? { rateMillis: 0, cents: 0 },
        }
      : null,
    taxCents: charges.taxCents,
    shipTo: charges.shipTo && { label: charges.shipTo.label, lines: addressLines(charges.shipTo.address) },
    exemption: charges.exemption,
  };
}

/** The tax recorded on one line (`key`: the part's id, hex, or 'shipping'). */
export function taxOf(charges: RecordedCharges | undefined, key: string): LineTax | undefined {
  const line = charges?.taxLines.find((taxed) => taxed.key === key);
  return line && { rateMillis: line.rateMillis, cents: line.taxCents };
}
