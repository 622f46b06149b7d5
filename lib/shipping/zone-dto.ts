import { z } from 'zod';
import { SHIPPING_KINDS, TAX_CLASSES } from '@/lib/model';
import { centsToDollars } from '@/lib/selling';
import { idString, isoDateTime } from '@/lib/validation';
import type { ShippingMethod, ShippingZone } from './shipping-rules';
import type { ShippingMethodDoc, ShippingZoneDoc } from './store/zones';

const bandDtoSchema = z.object({
  upTo: z.number().nullable().describe('kg (weight) or dollars (value), inclusive; null: no upper bound'),
  price: z.number().nullable().describe('dollars; null: a quote is required'),
});

export const shippingZoneDtoSchema = z.object({
  _id: idString,
  name: z.string(),
  areas: z.array(
    z.object({
      country: z.string(),
      regions: z.array(z.string()).describe('empty: the whole country'),
      postcodePrefixes: z.array(z.string()).describe('empty: every postcode'),
    }),
  ),
  methods: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      kind: z.enum(SHIPPING_KINDS),
      taxClass: z.enum(TAX_CLASSES),
      price: z.number().nullable().describe('dollars, for a flat method'),
      bands: z.array(bandDtoSchema).describe('for weight (kg) and value ($) methods'),
      freeAbove: z.number().nullable().describe('free at or above this subtotal, in dollars'),
    }),
  ),
  updatedAt: isoDateTime,
});
export type ShippingZoneDto = z.output<typeof shippingZoneDtoSchema>;

const upToOf = (kind: string, upTo: number | null) =>
  upTo === null ? null : kind === 'weight' ? upTo / 1000 : centsToDollars(upTo);

export function toZoneDto(doc: ShippingZoneDoc): ShippingZoneDto {
  return {
    _id: doc._id.toHexString(),
    name: doc.name,
    areas: doc.areas,
    methods: doc.methods.map((method) => ({
      id: method.id,
      name: method.name,
      kind: method.kind,
      taxClass: method.taxClass,
      price: method.cents === undefined ? null : centsToDollars(method.cents),
      bands: (method.bands ?? []).map((band) => ({
        upTo: upToOf(method.kind, band.upTo),
        price: band.cents === null ? null : centsToDollars(band.cents),
      })),
      freeAbove: method.freeAboveCents === undefined ? null : centsToDollars(method.freeAboveCents),
    })),
    updatedAt: doc.updatedAt.toISOString(),
  };
}

/** A stored method as the rules read it. */
function asMethod(doc: ShippingMethodDoc): ShippingMethod {
  const head = {
    id: doc.id,
    name: doc.name,
    taxClass: doc.taxClass,
    ...(doc.freeAboveCents === undefined ? {} : { freeAboveCents: doc.freeAboveCents }),
  };
  switch (doc.kind) {
    case 'flat':
      return { ...head, kind: 'flat', cents: doc.cents ?? 0 };
    case 'weight':
    case 'value':
      return { ...head, kind: doc.kind, bands: doc.bands ?? [] };
    case 'pickup':
      return { ...head, kind: 'pickup' };
  }
}

/** A stored zone as the rules read it. */
export const asZone = (doc: ShippingZoneDoc): ShippingZone => ({
  id: doc._id.toHexString(),
  name: doc.name,
  areas: doc.areas,
  methods: doc.methods.map(asMethod),
});
