import 'server-only';
import { collection, type Id } from '@/lib/db';
import type { Address } from '@/lib/model';

/** An address a customer keeps (issue 36): where they ship to, by a label of theirs. */
export type SavedAddressDoc = {
  _id: Id;
  userId: Id;
  label: string;
  address: Address;
  /** When it was made the default (the latest is); unset: never. */
  defaultAt?: Date;
  createdAt: Date;
  updatedAt: Date;
};

/** Addresses one customer keeps at most (each list reads them whole). */
export const MAX_ADDRESSES = 20;

/** lib/addresses' table: only this file reads or writes it. */
const addresses = collection<SavedAddressDoc>('addresses');

/** A customer's addresses, the default first (the latest made so), then the oldest first. */
export async function findAddresses(userId: Id): Promise<SavedAddressDoc[]> {
  return (await addresses())
    .find({ userId })
    .sort({ defaultAt: -1, createdAt: 1, _id: 1 })
    .limit(MAX_ADDRESSES)
    .toArray();
}

export async function countAddresses(userId: Id): Promise<number> {
  return (await addresses()).countDocuments({ userId });
}

export async function insertAddress(doc: SavedAddressDoc): Promise<void> {
  await (await addresses()).insertOne(doc);
}

/** The customer's address `id` replaced (null: none of theirs). */
export async function replaceAddress(
  userId: Id,
  id: Id,
  fields: Pick<SavedAddressDoc, 'label' | 'address' | 'updatedAt'> & { defaultAt?: Date },
): Promise<SavedAddressDoc | null> {
  return (await addresses()).findOneAndUpdate(
    { _id: id, userId },
    { $set: fields },
    { returnDocument: 'after' },
  );
}

export async function deleteAddress(userId: Id, id: Id): Promise<boolean> {
  return (await (await addresses()).deleteOne({ _id: id, userId })).deletedCount === 1;
}
