import { z } from 'zod';
import { idString } from '@/lib/validation';
import type { SavedAddressDoc } from './store/addresses';

export const savedAddressDtoSchema = z.object({
  _id: idString,
  label: z.string(),
  address: z.object({
    line1: z.string(),
    line2: z.string().nullable(),
    city: z.string(),
    postalCode: z.string(),
    region: z.string().nullable(),
    country: z.string().describe('ISO 3166-1 alpha-2'),
  }),
  isDefault: z.boolean().describe('the address shipping and tax are shown for unless another is chosen'),
});
export type SavedAddressDto = z.output<typeof savedAddressDtoSchema>;

export const toSavedAddressDto = (doc: SavedAddressDoc, isDefault: boolean): SavedAddressDto => ({
  _id: doc._id.toHexString(),
  label: doc.label,
  address: {
    line1: doc.address.line1,
    line2: doc.address.line2 ?? null,
    city: doc.address.city,
    postalCode: doc.address.postalCode,
    region: doc.address.region ?? null,
    country: doc.address.country,
  },
  isDefault,
});
