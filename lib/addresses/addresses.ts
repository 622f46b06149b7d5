import 'server-only';
import type { z } from 'zod';
import { isIdString, newId, toId, type Id } from '@/lib/db';
import { AppError, type Address, type Caller } from '@/lib/model';
import type { savedAddressSchema } from '@/lib/validation';
import { toSavedAddressDto, type SavedAddressDto } from './address-dto';
import {
  countAddresses,
  deleteAddress,
  findAddresses,
  insertAddress,
  MAX_ADDRESSES,
  replaceAddress,
  type SavedAddressDoc,
} from './store/addresses';

// A customer's address book (issue 36): where a customer of their own ships to. Each route acts on
// the caller's own addresses only: another customer's id answers 404, as an unknown one.

type Input = z.output<typeof savedAddressSchema>;

const NOT_FOUND = 'No such address';

const addressOf = ({ line1, line2, city, postalCode, region, country }: Input): Address => ({
  line1,
  ...(line2 ? { line2 } : {}),
  city,
  postalCode,
  ...(region ? { region } : {}),
  country,
});

const dtos = (docs: SavedAddressDoc[]) => docs.map((doc, i) => toSavedAddressDto(doc, i === 0));

/** GET /api/addresses: the caller's addresses, the default first. */
export async function listAddresses(caller: Caller): Promise<SavedAddressDto[]> {
  return dtos(await findAddresses(toId(caller.id)));
}

/** POST /api/addresses: a new address (the default when asked, or when it is the first). */
export async function addAddress(caller: Caller, input: Input): Promise<SavedAddressDto[]> {
  const userId = toId(caller.id);
  if ((await countAddresses(userId)) >= MAX_ADDRESSES)
    throw new AppError(
      'conflict',
      `Your address book holds ${MAX_ADDRESSES} addresses at most: remove one first.`,
    );
  const now = new Date();
  await insertAddress({
    _id: newId(),
    userId,
    label: input.label,
    address: addressOf(input),
    ...(input.isDefault ? { defaultAt: now } : {}),
    createdAt: now,
    updatedAt: now,
  });
  return listAddresses(caller);
}

/** PUT /api/addresses/{id}: one of the caller's addresses changed (made the default when asked). */
export async function editAddress(caller: Caller, id: string, input: Input): Promise<SavedAddressDto[]> {
  const now = new Date();
  const updated = await replaceAddress(toId(caller.id), toId(id), {
    label: input.label,
    address: addressOf(input),
    updatedAt: now,
    ...(input.isDefault ? { defaultAt: now } : {}),
  });
  if (!updated) throw new AppError('not_found', NOT_FOUND);
  return listAddresses(caller);
}

/** DELETE /api/addresses/{id}. */
export async function removeAddress(caller: Caller, id: string): Promise<SavedAddressDto[]> {
  if (!(await deleteAddress(toId(caller.id), toId(id)))) throw new AppError('not_found', NOT_FOUND);
  return listAddresses(caller);
}

/**
 * The address a customer's cart ships to: the one named (theirs only; another id is refused), else
 * their default; null when they keep none.
 */
export async function shippingAddressOf(
  caller: Caller,
  id: string | undefined,
): Promise<{ _id: Id; label: string; address: Address } | null> {
  const docs = await findAddresses(toId(caller.id));
  if (id === undefined) return docs[0] ?? null;
  const chosen = isIdString(id) ? docs.find((doc) => doc._id.equals(toId(id))) : undefined;
  if (!chosen)
    throw new AppError('invalid', 'Choose one of your addresses', {
      address: 'Choose one of your addresses',
    });
  return chosen;
}
