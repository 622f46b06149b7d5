import { ObjectId } from 'mongodb';
import { badRequest } from '@/lib/http/errors';

export const isObjectIdString = (value: string) => /^[a-f\d]{24}$/i.test(value);

/** Parses a path id; a malformed one is the caller's mistake (400), not a missing record. */
export function parseObjectId(value: string, what = 'id'): ObjectId {
  if (!isObjectIdString(value)) throw badRequest(`Malformed ${what}`);
  return new ObjectId(value);
}
