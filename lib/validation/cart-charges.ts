import { z } from 'zod';

const blankless = (max: number, label: string) =>
  z
    .string()
    .trim()
    .max(max, `${label} is too long (${max} characters at most)`)
    .optional()
    .transform((value) => value || undefined);

/**
 * GET /api/cart/charges: where the cart would ship. A company's buyer names one of the company's
 * ship-tos (none: the first they may use); a customer of their own names one of their addresses
 * (`address`) or gives a country, region and postcode (none: their default address; no default:
 * collected at the plant). `collect=1` collects at the plant. `method` chooses a shipping method
 * (none: the zone's first available).
 */
export const cartChargesQuerySchema = z
  .object({
    shipTo: blankless(40, 'shipTo'),
    address: blankless(40, 'address'),
    // Two letters as documented, in either case: an empty one is refused, not read as none.
    country: z
      .string()
      .regex(/^[A-Za-z]{2}$/, 'Country is a two-letter code (US, DE, JP)')
      .transform((code) => code.toUpperCase())
      .optional(),
    region: blankless(100, 'Region'),
    postalCode: blankless(20, 'Postal code'),
    method: blankless(40, 'method'),
    collect: z.literal('1').optional().describe('1: collected at the plant (no shipping)'),
  })
  .refine((query) => !query.country === !query.postalCode, {
    message: 'Give the country and the postal code together',
    path: ['postalCode'],
  });
export type CartChargesQuery = z.output<typeof cartChargesQuerySchema>;
