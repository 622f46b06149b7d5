import { expect, inject } from 'vitest';

/** A message as the local inbox (maildev's REST API) shows it. */
export type InboxMail = {
  id: string;
  subject: string;
  text: string;
  html: string;
  to: { address: string }[];
  headers: Record<string, string>;
};

/** Every message the inbox holds for `address`, in arrival order. */
export async function mailTo(address: string, inboxURL = inject('inboxURL')): Promise<InboxMail[]> {
  const response = await fetch(`${inboxURL}/api/email?to.address=${encodeURIComponent(address)}`);
  expect(response.status).toBe(200);
  return (await response.json()) as InboxMail[];
}

/** Waits until `address` has `count` messages (the app sends within a second), then answers them. */
export async function waitForMail(address: string, count = 1, inboxURL = inject('inboxURL')) {
  await expect.poll(async () => (await mailTo(address, inboxURL)).length, { timeout: 15_000 }).toBe(count);
  return mailTo(address, inboxURL);
}

/** The first link into the store a message's text carries (`https?://…`). */
export function linkIn(mail: InboxMail): string {
  const link = /https?:\/\/\S+/.exec(mail.text)?.[0];
  expect(link).toBeDefined();
  return link!;
}

/** Takes a message out of the inbox, as its reader deletes it (what follows is then counted alone). */
export async function removeMail(id: string, inboxURL = inject('inboxURL')): Promise<void> {
  const response = await fetch(`${inboxURL}/api/email/${encodeURIComponent(id)}`, { method: 'DELETE' });
  if (!response.ok) throw new Error(`The inbox did not delete message ${id}: ${response.status}`);
}

/** The token of a link whose fragment carries one (`…#token=…`: confirmation and reset links). */
export const tokenOf = (link: string) => new URLSearchParams(new URL(link).hash.slice(1)).get('token')!;

/**
 * The confirmation mail `address` received (the first, waiting for it if need be). A loop, not
 * expect.poll: customers are made in beforeAll too, where expect.poll cannot run.
 */
export async function confirmationMailTo(address: string, inboxURL = inject('inboxURL')): Promise<InboxMail> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const response = await fetch(`${inboxURL}/api/email?to.address=${encodeURIComponent(address)}`);
    const found = ((await response.json()) as InboxMail[]).find(
      (m) => m.subject === 'Confirm your email address',
    );
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`No confirmation mail reached ${address} in 15 s`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
