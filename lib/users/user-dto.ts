import { z } from 'zod';
import type { UserDoc } from '@/lib/accounts';
import { ROLES } from '@/lib/model';
import { idString } from '@/lib/validation';

/** What the Make Admin screen needs; never credentials, tokens or provider data. */
export const userDtoSchema = z.object({
  _id: idString,
  email: z.string(),
  name: z.string().nullable(),
  role: z.enum(ROLES),
});
export type UserDto = z.output<typeof userDtoSchema>;

export const toUserDto = (doc: UserDoc): UserDto => ({
  _id: doc._id.toHexString(),
  email: doc.email,
  name: doc.name ?? null,
  role: doc.role === 'admin' ? 'admin' : 'customer',
});
