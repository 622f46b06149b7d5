import { z } from 'zod';
import { TAX_CLASSES } from '@/lib/model';
import { countryCode } from './company';

// Shipping zones (issue 36) as store admins send them: where a zone reaches (countries, states or
// provinces, postcode prefixes) and its methods, each priced flat, by weight bands in kg, by order
// value bands in dollars, free above an amount, or collected at the plant.

export const MAX_ZONE_AREAS = 100;
export const MAX_ZONE_METHODS = 20;
export const MAX_BANDS = 30;

const upperList = (label: string, pattern: RegExp, message: string) =>
  z
    .array(
      z
        .string({ error: `${label} are words` })
        .trim()
        .toUpperCase()
        .regex(pattern, message),
      {
        error: `${label} are a list`,
      },
    )
    .max(500, `${label}: 500 at most`)
    .default([]);

const areaSchema = z.object({
  country: countryCode,
  regions: upperList(
    'Regions',
    /^[A-Z0-9][A-Z0-9 .-]{0,39}$/,
    'A region is a state or province code or name',
  ),
  postcodePrefixes: z.preprocess(
    (value) =>
      Array.isArray(value) ? value.map((p) => (typeof p === 'string' ? p.replace(/[\s-]/g, '') : p)) : value,
    upperList('Postcode prefixes', /^[A-Z0-9]{1,10}$/, 'A postcode prefix is 1 to 10 letters or digits'),
  ),
});

/** Cents from dollars (at most two decimals, 0 allowed). */
const dollars = (label: string) =>
  z
    .number({ error: `${label} must be a number of dollars` })
    .min(0, `${label} cannot be negative`)
    .max(10_000_000, `${label} is too large`)
    .refine((value) => Math.round(value * 100) / 100 === value, `${label} has at most two decimals (cents)`)
    .transform((value) => Math.round(value * 100));

/** Grams from kilograms (at most three decimals). */
const kilograms = (label: string) =>
  z
    .number({ error: `${label} must be a number of kg` })
    .positive(`${label} must be more than 0 kg`)
    .max(1_000_000, `${label} is too large`)
    .refine(
      (value) => Math.round(value * 1000) / 1000 === value,
      `${label} has at most three decimals (grams)`,
    )
    .transform((value) => Math.round(value * 1000));

/** Bands, rising; only the last may be open (upTo null); a price of null means "quote required". */
const bands = (upTo: z.ZodType<number>) =>
  z
    .array(z.object({ upTo: upTo.nullable(), price: dollars('Band price').nullable() }), {
      error: 'bands are a list of { upTo, price }',
    })
    .min(1, 'Give at least one band')
    .max(MAX_BANDS, `${MAX_BANDS} bands at most`)
    .superRefine((list, ctx) => {
      list.forEach((band, i) => {
        const previous = list[i - 1]?.upTo;
        if (band.upTo === null && i < list.length - 1)
          ctx.addIssue({ code: 'custom', path: [i, 'upTo'], message: 'Only the last band may be open' });
        if (band.upTo !== null && previous !== undefined && previous !== null && band.upTo <= previous)
          ctx.addIssue({
            code: 'custom',
            path: [i, 'upTo'],
            message: 'Bands rise: each ends above the one before',
          });
      });
    })
    .transform((list) => list.map((band) => ({ upTo: band.upTo, cents: band.price })));

const methodHead = {
  /** Kept when a zone is edited (an id of its own is given to a new method). */
  id: z
    .string()
    .regex(/^[a-z0-9-]{1,40}$/, 'A method id is 1 to 40 lower-case letters, digits or dashes')
    .optional(),
  name: z.string({ error: 'Name is Required' }).trim().min(1, 'Name is Required').max(80, 'Name is too long'),
  taxClass: z
    .enum(TAX_CLASSES, { error: `taxClass is one of ${TAX_CLASSES.join(', ')}` })
    .default('standard'),
  /** At or above this subtotal (dollars) the method costs nothing. */
  freeAbove: dollars('Free above').optional(),
};

const methodSchema = z.discriminatedUnion(
  'kind',
  [
    z.object({ ...methodHead, kind: z.literal('flat'), price: dollars('Price') }),
    z.object({ ...methodHead, kind: z.literal('weight'), bands: bands(kilograms('Up to (kg)')) }),
    z.object({ ...methodHead, kind: z.literal('value'), bands: bands(dollars('Up to ($)')) }),
    z.object({ ...methodHead, kind: z.literal('pickup') }),
  ],
  { error: 'kind is flat, weight, value or pickup' },
);

export const shippingZoneSchema = z.object({
  name: z.string({ error: 'Name is Required' }).trim().min(1, 'Name is Required').max(80, 'Name is too long'),
  areas: z
    .array(areaSchema, { error: 'areas are a list of { country, regions, postcodePrefixes }' })
    .min(1, 'Name at least one country')
    .max(MAX_ZONE_AREAS, `${MAX_ZONE_AREAS} areas at most`),
  methods: z
    .array(methodSchema, { error: 'methods are a list' })
    .min(1, 'Give at least one method')
    .max(MAX_ZONE_METHODS, `${MAX_ZONE_METHODS} methods at most`),
});
export type ShippingZoneInput = z.input<typeof shippingZoneSchema>;
export type ShippingZoneFields = z.output<typeof shippingZoneSchema>;
