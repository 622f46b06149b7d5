import type { RecordedCharges } from '@/lib/charges';
import { SHIPPING_KEY } from '@/lib/charges';
import { addressLines } from '@/lib/model';
import { formatCents } from '@/lib/selling';
import { rateLabel } from '@/lib/tax';

/** A line's tax as printed: its rate (percent, up to three decimals) and amount. */
export type LineTax = { rateMillis: number; cents: number };

/** A document's charges as printed (./invoice-charges.ts gathers them from the order). */
export type PrintedCharges = {
  subtotalCents: number;
  shipping: { label: string; cents: number; tax: LineTax } | null;
  taxCents: number;
  /** Where it goes, as a letter prints it; null: collected at the plant. */
  shipTo: { label: string | null; lines: string[] } | null;
  /** The legal mention of an exemption (reverse charge, certificate), printed under the totals. */
  exemption: string | null;
};

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

/**
 * The subtotal, the shipping (its method, rate and tax) and the tax, right-aligned above the total
 * at `top`; answers where the total goes.
 */
export function writeCharges(
  charges: PrintedCharges,
  top: number,
  pdf: PDFKit.PDFDocument,
  write: (
    style: 'regular' | 'bold',
    text: string,
    options?: { x?: number; y?: number; width?: number },
  ) => unknown,
): number {
  const rows: [string, number][] = [
    ['Subtotal', charges.subtotalCents],
    ...(charges.shipping
      ? ([
          [
            `Shipping: ${charges.shipping.label} (tax ${rateLabel(charges.shipping.tax.rateMillis)}: ${formatCents(charges.shipping.tax.cents)})`,
            charges.shipping.cents,
          ],
        ] as [string, number][])
      : []),
    ['Tax', charges.taxCents],
  ];
  let y = top;
  for (const [label, cents] of rows) {
    write('regular', label, { x: 290, y, width: 155 });
    const labelBottom = pdf.y;
    write('regular', formatCents(cents), { x: 450, y, width: 90 });
    y = Math.max(labelBottom, pdf.y) + 4;
  }
  return y + 4;
}
