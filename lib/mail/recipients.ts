import 'server-only';
import { isAddressConfirmed } from '@/lib/db/users';
import { env } from '@/lib/env';
import type { Recipient } from './layout';

/** The address inside `Name <address>` (MAIL_FROM's form), or the value itself. */
const addressIn = (value: string) => (/<([^<>\s]+)>\s*$/.exec(value)?.[1] ?? value).toLowerCase();

/**
 * The store's own addresses, confirmed by whoever configured them: the admin's and the sender's.
 * A store address added for another purpose (the contact form's inbox) belongs here too.
 */
export function storeAddresses(): string[] {
  const { ADMIN_EMAIL, MAIL_FROM } = env();
  return [ADMIN_EMAIL, MAIL_FROM].filter((value): value is string => Boolean(value)).map(addressIn);
}

/**
 * Whether `address` is confirmed: one of the store's own, or an account's whose owner proved it
 * (or that existed before addresses were confirmed). Any other address, account or not, is not.
 */
export async function recipientOf(address: string): Promise<Recipient> {
  const lower = address.toLowerCase();
  if (storeAddresses().includes(lower)) return { confirmed: true };
  return { confirmed: await isAddressConfirmed(lower) };
}
