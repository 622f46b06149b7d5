import 'server-only';
import { ObjectId } from 'mongodb';

/**
 * Document ids as the rest of the app sees them: an opaque `Id` it gets from documents and
 * passes back, made from a checked 24-hex string with `toId` (lib/http/params.ts checks path
 * ids), or new with `newId`. Only lib/db knows they are the driver's ObjectIds.
 */
export type Id = ObjectId;

export const ID_PATTERN = /^[a-f\d]{24}$/i;

export const isIdString = (value: string) => ID_PATTERN.test(value);

/** The id a checked 24-hex string names (a malformed one is a programming error here). */
export function toId(hex: string): Id {
  if (!isIdString(hex)) throw new TypeError(`Not a document id: ${hex}`);
  return new ObjectId(hex);
}

export const newId = (): Id => new ObjectId();
