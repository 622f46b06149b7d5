import type { UserDoc } from '@/lib/db/documents';
import type { Role } from '@/lib/model/caller';

/** What the Make Admin screen needs; never credentials, tokens or provider data. */
export type UserDto = { _id: string; email: string; name: string | null; role: Role };

export const toUserDto = (doc: UserDoc): UserDto => ({
  _id: doc._id.toHexString(),
  email: doc.email,
  name: doc.name ?? null,
  role: doc.role === 'admin' ? 'admin' : 'customer',
});
