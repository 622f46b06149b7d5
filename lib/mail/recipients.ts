import 'server-only';
import { isAddressConfirmed } from '@/lib/accounts';
import { env } from '@/lib/env';
import type { Recipient } from './layout';

/** The address inside `Name <address>` (MAIL_FROM's form), or the value itself. */
const addressIn = (value: string) => (/<([^<>\s]+)>\s*$/.exec(value)?.[1] ?? value).toLowerCase();

/**
 * The store's own addresses, confirmed by whoever configured them: the admin's, the contact
 * form's inbox and the sender's. A store address added for another purpose belongs here too.
 */
export function storeAddresses(): string[] {
  // The addresses among the settings; the contact form's inbox may be unset (it then mails ADMIN_EMAIL).
  const settings: { ADMIN_EMAIL: string; CONTACT_EMAIL?: string; MAIL_FROM?: string } = env();
  const { ADMIN_EMAIL, CONTACT_EMAIL, MAIL_FROM } = settings;
  return [ADMIN_EMAIL, CONTACT_EMAIL, MAIL_FROM]
    .filter((value): value is string => Boolean(value))
    .map(addressIn);
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
