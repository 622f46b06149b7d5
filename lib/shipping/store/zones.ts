import 'server-only';
import { collection, type Id } from '@/lib/db';
import type { ShippingKind, TaxClass } from '@/lib/model';

/** A method as stored: amounts in cents, weights in grams, its id stable across edits of the zone. */
export type ShippingMethodDoc = {
  id: string;
  name: string;
  kind: ShippingKind;
  taxClass: TaxClass;
  freeAboveCents?: number;
  cents?: number;
  bands?: { upTo: number | null; cents: number | null }[];
};

/** A shipping zone (issue 36): where it reaches and how it ships; the store keeps a few dozen. */
export type ShippingZoneDoc = {
  _id: Id;
  name: string;
  /** The store's order: between zones that name an address equally closely, the first wins. */
  position: number;
  areas: { country: string; regions: string[]; postcodePrefixes: string[] }[];
  methods: ShippingMethodDoc[];
  createdAt: Date;
  updatedAt: Date;
};

/** At most this many zones: each cart's options read them all (one small read). */
export const MAX_ZONES = 200;

/** lib/shipping's table: only this file reads or writes it. */
const zones = collection<ShippingZoneDoc>('shipping_zones');

/** Every zone, in the store's order (at most MAX_ZONES). */
export async function findZones(): Promise<ShippingZoneDoc[]> {
  return (await zones()).find({}).sort({ position: 1, _id: 1 }).limit(MAX_ZONES).toArray();
}

export async function countZones(): Promise<number> {
  return (await zones()).countDocuments({});
}

export async function insertZone(doc: ShippingZoneDoc): Promise<void> {
  await (await zones()).insertOne(doc);
}

/** The zone with its where and how replaced (null: none with that id). */
export async function replaceZone(
  id: Id,
  fields: Pick<ShippingZoneDoc, 'name' | 'areas' | 'methods' | 'updatedAt'>,
): Promise<ShippingZoneDoc | null> {
  return (await zones()).findOneAndUpdate({ _id: id }, { $set: fields }, { returnDocument: 'after' });
}

export async function findZone(id: Id): Promise<ShippingZoneDoc | null> {
  return (await zones()).findOne({ _id: id });
}

export async function deleteZone(id: Id): Promise<boolean> {
  return (await (await zones()).deleteOne({ _id: id })).deletedCount === 1;
}
