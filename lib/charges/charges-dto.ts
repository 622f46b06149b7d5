import { z } from 'zod';
import { SHIPPING_KINDS } from '@/lib/model';
import { centsToDollars } from '@/lib/selling';
import { shippingProblem, type Charges } from './charges';

/** Where the amounts were computed for, as the answer echoes it. */
const placeDtoSchema = z.object({
  label: z.string().nullable().describe("the ship-to's label (a company's location), or null"),
  country: z.string(),
  region: z.string().nullable(),
  postalCode: z.string(),
});

export const chargesDtoSchema = z.object({
  shipTo: placeDtoSchema
    .nullable()
    .describe('null: collected at the plant (no shipping; taxed where the plant is)'),
  zone: z
    .string()
    .nullable()
    .describe('the shipping zone the ship-to falls in (null: collected, or the store does not ship there)'),
  options: z.array(
    z.object({
      methodId: z.string(),
      name: z.string(),
      kind: z.enum(SHIPPING_KINDS),
      available: z.boolean(),
      price: z.number().nullable().describe('dollars (null: not available)'),
      reason: z.string().nullable().describe('why it is not available'),
    }),
  ),
  method: z
    .string()
    .nullable()
    .describe("the method the amounts are for: the one asked for, else the zone's first available"),
  subtotal: z.number(),
  shipping: z.number(),
  tax: z.number(),
  total: z.number().describe('subtotal + shipping + tax: what checkout charges'),
  taxLines: z.array(
    z.object({
      key: z.string().describe('the part id, or "shipping"'),
      jurisdiction: z.string(),
      rate: z.number().describe('percent'),
      taxable: z.number(),
      tax: z.number(),
    }),
  ),
  taxBasis: z.enum(['ship-to', 'bill-to']),
  exemption: z
    .string()
    .nullable()
    .describe('the legal mention of an exemption (reverse charge, certificate)'),
  problem: z
    .string()
    .nullable()
    .describe('why checkout would refuse to ship there (no zone, or no method can take this cart)'),
});
export type ChargesDto = z.output<typeof chargesDtoSchema>;

export type ChargesPlace = z.output<typeof placeDtoSchema>;

/** The amounts in dollars for the screens and the API. */
export function toChargesDto(charges: Charges, shipTo: ChargesPlace | null): ChargesDto {
  const problem = shipTo ? shippingProblem(charges, shipTo.country) : null;
  return {
    shipTo,
    zone: charges.zone?.name ?? null,
    options: charges.options.map((option) => ({
      methodId: option.methodId,
      name: option.name,
      kind: option.kind,
      available: option.available,
      price: option.available ? centsToDollars(option.cents) : null,
      reason: option.available ? null : option.reason,
    })),
    method: charges.method?.methodId ?? null,
    subtotal: centsToDollars(charges.subtotalCents),
    shipping: centsToDollars(charges.shippingCents),
    tax: centsToDollars(charges.taxCents),
    total: centsToDollars(charges.totalCents),
    taxLines: charges.taxLines.map((line) => ({
      key: line.key,
      jurisdiction: line.jurisdiction,
      rate: line.rateMillis / 1000,
      taxable: centsToDollars(line.totalCents),
      tax: centsToDollars(line.taxCents),
    })),
    taxBasis: charges.taxBasis,
    exemption: charges.exemption,
    problem,
  };
}
